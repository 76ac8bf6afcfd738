import { useQuery, useQueryClient } from '@tanstack/react-query';
import { QueryState } from '../../ui/QueryState';
import type { SettingsItem } from '../../ui/settingsRows';
import { SettingsListEditor } from '../../ui/SettingsListEditor';
import { saveSettingsList } from './mutations';
import { fetchSettingsList, settingsListKey, type SettingsListInfo } from './queries';

export interface AccountSettingsListProps {
  list: SettingsListInfo;
}

/** One settings list: loaded on first show, saved whole. */
export function AccountSettingsList({ list }: AccountSettingsListProps) {
  const queryClient = useQueryClient();
  const query = useQuery({ queryKey: settingsListKey(list.Key), queryFn: () => fetchSettingsList(list) });

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
