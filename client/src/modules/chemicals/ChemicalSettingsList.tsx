import { Paper, Title } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { QueryState } from '../../ui/QueryState';
import { SettingsListEditor } from '../../ui/SettingsListEditor';
import type { SettingsItem } from '../../ui/settingsRows';
import { saveChemicalList } from './mutations';
import { chemicalListQuery, type ChemicalList } from './queries';

export type ChemicalSettingsListProps = { list: ChemicalList };

/** One of the chemical lists (methods, units, carriers), saved whole. */
export function ChemicalSettingsList({ list }: ChemicalSettingsListProps) {
  const queryClient = useQueryClient();
  const query = useQuery(chemicalListQuery(list));

  const save = (items: SettingsItem[]) => saveChemicalList(queryClient, list, items);

  return (
    <Paper withBorder p="sm">
      <Title order={2} size="h5" mb="xs">
        {list.Name}
      </Title>
      <QueryState
        query={query}
        keepDataOnError
        errorTitle={`${list.Name} could not be loaded`}
        errorText={null}
        retryLabel="Try again"
        loadingLabel={`Loading ${list.Name}`}
      >
        {(items) => <SettingsListEditor listName={list.Name} items={items} onSave={save} />}
      </QueryState>
    </Paper>
  );
}
