import { Group, Paper, Text, Title } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { BackButton } from '../../ui/BackButton';
import { QueryState } from '../../ui/QueryState';
import { SettingsListEditor, type SettingsItem } from '../../ui/SettingsListEditor';
import { saveWeatherConditions } from './mutations';
import { weatherConditionsQuery } from './queries';

const LIST_NAME = 'Weather Conditions';

/** Work Order Settings (/workorders/settings): the weather conditions crews pick on services. */
export function WorkOrderSettingsPage() {
  const queryClient = useQueryClient();
  const query = useQuery(weatherConditionsQuery);
  const save = (items: SettingsItem[]) => saveWeatherConditions(queryClient, items);

  return (
    <>
      <Group gap="xs" mb={4}>
        <BackButton fallback="/workorders/" />
        <Title order={1} size="h3">
          Work Order Settings
        </Title>
      </Group>
      <Text size="sm" c="dimmed" mb="sm">
        Enter on the last row adds a row; blank rows are dropped when saving. Conditions picked on a service
        cannot be removed.
      </Text>
      <Paper withBorder p="sm" maw={560}>
        <Title order={2} size="h5" mb="xs">
          {LIST_NAME}
        </Title>
        <QueryState
          query={query}
          keepDataOnError
          errorTitle={`${LIST_NAME} could not be loaded`}
          errorText={null}
          retryLabel="Try again"
          loadingLabel={`Loading ${LIST_NAME}`}
        >
          {(items) => <SettingsListEditor listName={LIST_NAME} items={items} onSave={save} />}
        </QueryState>
      </Paper>
    </>
  );
}
