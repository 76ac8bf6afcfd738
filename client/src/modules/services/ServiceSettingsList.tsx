import { Alert, Button, Center, Loader } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { SettingsItem } from '../../ui/settingsRows';
import { SettingsListEditor } from '../../ui/SettingsListEditor';
import {
  fetchSettingsList,
  saveSettingsList,
  serviceKeys,
  type ServiceSettingsList as ListInfo,
} from './queries';

export type ServiceSettingsListProps = {
  list: ListInfo;
};

/** One list of the service settings: loaded on first show, saved whole. */
export function ServiceSettingsList({ list }: ServiceSettingsListProps) {
  const queryClient = useQueryClient();
  const key = serviceKeys.settingsList(list.Path);
  const query = useQuery({ queryKey: key, queryFn: () => fetchSettingsList(list) });

  async function save(items: SettingsItem[]) {
    const saved = await saveSettingsList(list, items);
    queryClient.setQueryData(key, saved);
    // The service form's pick lists come from the lookups call.
    void queryClient.invalidateQueries({ queryKey: ['services', 'lookups'] });
    return saved;
  }

  if (query.isError && !query.data) {
    return (
      <Alert color="red" icon={<IconAlertCircle size={18} />} title={`${list.Name} could not be loaded`}>
        <Button size="xs" variant="light" color="red" mt="xs" onClick={() => void query.refetch()}>
          Try again
        </Button>
      </Alert>
    );
  }
  if (!query.data) {
    return (
      <Center py="lg">
        <Loader size="sm" aria-label={`Loading ${list.Name}`} />
      </Center>
    );
  }
  return <SettingsListEditor listName={list.Name} items={query.data} onSave={save} />;
}
