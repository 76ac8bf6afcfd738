import { SettingsLists, type ListItem, type SettingsListKey } from '@canopy/shared';
import { api } from '../../kernel/api/client';
import type { SettingsItem } from '../../ui/settingsRows';

export type SettingsListInfo = (typeof SettingsLists)[number];

export const settingsListKey = (key: SettingsListKey) => ['settingsLists', key] as const;

export async function fetchSettingsList(list: SettingsListInfo): Promise<ListItem[]> {
  return (await api.get<ListItem[]>(`/${list.Path}`)).data;
}

/** Saves the whole list (rows left out are removed); the answer carries the ids of new rows. */
export async function saveSettingsList(list: SettingsListInfo, items: SettingsItem[]): Promise<ListItem[]> {
  const body = items.map(({ Id, Name }) => ({ Id, Name }));
  return (await api.put<ListItem[]>(`/${list.Path}`, body)).data;
}
