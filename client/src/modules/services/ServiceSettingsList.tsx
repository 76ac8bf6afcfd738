import { useQuery, useQueryClient } from '@tanstack/react-query';
import { QueryState } from '../../ui/QueryState';
import type { SettingsItem } from '../../ui/settingsRows';
import { SettingsListEditor } from '../../ui/SettingsListEditor';
import { saveSettingsList } from './mutations';
import { fetchSettingsList, serviceKeys, type ServiceSettingsList as ListInfo } from './queries';

export type ServiceSettingsListProps = {
  list: ListInfo;
};

/** One list of the service settings: loaded on first show, saved whole. */
export function ServiceSettingsList({ list }: ServiceSettingsListProps) {
  const queryClient = useQueryClient();
  const key = serviceKeys.settingsList(list.Path);
  const query = useQuery({ queryKey: key, queryFn: () => fetchSettingsList(list) });

  const save = (items: SettingsItem[]) => saveSettingsList(queryClient, list, items);

  return (
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
  );
}
