import { SettingsLists, type SettingsListKey } from '@canopy/shared';

export interface AccountSettingsSearch {
  /** The list on show; the first one when absent. */
  list?: SettingsListKey;
}

export function validateAccountSettingsSearch(s: Record<string, unknown>): AccountSettingsSearch {
  const list = SettingsLists.find((l) => l.Key === s.list);
  return { list: list && list !== SettingsLists[0] ? list.Key : undefined };
}
