import type { QueryClient } from '@tanstack/react-query';
import type { ListItem } from '@canopy/shared';
import { api } from '../../kernel/api/client';
import type { SettingsItem } from '../../ui/settingsRows';
import { settingsListKey, type SettingsListInfo } from './queries';

/** Saves the whole list (rows left out are removed); the answer, with the ids of new rows, is cached. */
export async function saveSettingsList(
  queryClient: QueryClient,
  list: SettingsListInfo,
  items: SettingsItem[],
): Promise<ListItem[]> {
  const body = items.map(({ Id, Name }) => ({ Id, Name }));
  const saved = (await api.put(`/${list.Path}`, { body })).data;
  queryClient.setQueryData(settingsListKey(list.Key), saved);
  return saved;
}
