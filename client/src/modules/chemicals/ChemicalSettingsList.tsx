import { Alert, Button, Center, Loader, Paper, Title } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { SettingsListEditor } from '../../ui/SettingsListEditor';
import type { SettingsItem } from '../../ui/settingsRows';
import { chemicalKeys, chemicalListQuery, saveChemicalList, type ChemicalList } from './queries';

export type ChemicalSettingsListProps = { list: ChemicalList };

/** One of the chemical lists (methods, units, carriers), saved whole. */
export function ChemicalSettingsList({ list }: ChemicalSettingsListProps) {
  const queryClient = useQueryClient();
  const query = useQuery(chemicalListQuery(list));

  async function save(items: SettingsItem[]) {
    const saved = await saveChemicalList(list, items);
    queryClient.setQueryData(chemicalListQuery(list).queryKey, saved);
    // Chemicals show these names (dilution text, method column).
    void queryClient.invalidateQueries({ queryKey: chemicalKeys.list });
    return saved;
  }

  let body;
  if (query.isError && !query.data)
    body = (
      <Alert color="red" title={`${list.Name} could not be loaded`}>
        <Button size="xs" variant="light" color="red" onClick={() => void query.refetch()}>
          Try again
        </Button>
      </Alert>
    );
  else if (!query.data)
    body = (
      <Center py="lg">
        <Loader size="sm" aria-label={`Loading ${list.Name}`} />
      </Center>
    );
  else body = <SettingsListEditor listName={list.Name} items={query.data} onSave={save} />;

  return (
    <Paper withBorder p="sm">
      <Title order={2} size="h5" mb="xs">
        {list.Name}
      </Title>
      {body}
    </Paper>
  );
}
