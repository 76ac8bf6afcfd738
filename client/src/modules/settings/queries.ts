import { SettingsLists, type ListItem, type SettingsListKey } from '@canopy/shared';
import { api } from '../../kernel/api/client';

export type SettingsListInfo = (typeof SettingsLists)[number];

export const settingsListKey = (key: SettingsListKey) => ['settingsLists', key] as const;

export async function fetchSettingsList(list: SettingsListInfo): Promise<ListItem[]> {
  return (await api.get(`/${list.Path}`)).data;
}
