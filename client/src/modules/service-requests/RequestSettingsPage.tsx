import { Group, Paper, SimpleGrid, Text, Title } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { ServiceRequestSettingsLists } from '@canopy/shared';
import { BackButton } from '../../ui/BackButton';
import { QueryState } from '../../ui/QueryState';
import { SettingsListEditor } from '../../ui/SettingsListEditor';
import type { SettingsItem } from '../../ui/settingsRows';
import { saveRequestList } from './mutations';
import { requestListQuery, type RequestSettingsList } from './queries';

/** Service request settings (spec §2 requests.settings): request, appointment and estimate types, sources. */
export function RequestSettingsPage() {
  return (
    <>
      <Group gap="xs" mb={4}>
        <BackButton fallback="/requests" />
        <Title order={1} size="h3">
          Service Request Settings
        </Title>
      </Group>
      <Text size="sm" c="dimmed" mb="sm">
        Enter on the last row adds a row; blank rows are dropped when saving. Items a request uses cannot be
        removed.
      </Text>
      <SimpleGrid cols={{ base: 1, md: 2 }} maw={900}>
        {ServiceRequestSettingsLists.map((list) => (
          <RequestSettingsList key={list.Key} list={list} />
        ))}
      </SimpleGrid>
    </>
  );
}

function RequestSettingsList({ list }: { list: RequestSettingsList }) {
  const queryClient = useQueryClient();
  const query = useQuery(requestListQuery(list));
  const save = (items: SettingsItem[]) => saveRequestList(queryClient, list, items);
  return (
    <Paper withBorder p="sm">
      <Title order={2} size="h5" mb="xs">
        {list.Name}
      </Title>
      <QueryState query={query} keepDataOnError errorTitle={`${list.Name} could not be loaded`}>
        {(items) => <SettingsListEditor listName={list.Name} items={items} onSave={save} />}
      </QueryState>
    </Paper>
  );
}
