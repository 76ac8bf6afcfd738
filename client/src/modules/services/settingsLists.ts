import { CatalogueSettingsLists } from '@canopy/shared';
import type { ServiceSettingsList } from './queries';

type CatalogueList = (typeof CatalogueSettingsLists)[number];

const byKey = <
  K extends 'serviceUnits' | 'serviceCategories' | 'serviceProposalLabels' | 'weatherConditions',
>(
  key: K,
): ServiceSettingsList =>
  CatalogueSettingsLists.find((l): l is Extract<CatalogueList, { Key: K }> => l.Key === key)!;

/**
 * The whole lists of the service settings screen: units, categories and proposal labels of services,
 * the service item conditions (saved from here, spec §2) and the work orders' weather conditions.
 */
export const SERVICE_SETTINGS_LISTS: ServiceSettingsList[] = [
  byKey('serviceUnits'),
  byKey('serviceCategories'),
  byKey('serviceProposalLabels'),
  { Key: 'conditions', Path: 'serviceItems/conditions', Name: 'Conditions' },
  byKey('weatherConditions'),
];

/** The tab of the recurrence setting, beside the lists. */
export const RECURRENCE_TAB = 'recurrence';

export const SETTINGS_TABS = [...SERVICE_SETTINGS_LISTS.map((l) => l.Key), RECURRENCE_TAB];

export function validateSettingsSearch(s: Record<string, unknown>): { tab?: string } {
  const tab = typeof s.tab === 'string' && SETTINGS_TABS.includes(s.tab) ? s.tab : undefined;
  return { tab: tab === SETTINGS_TABS[0] ? undefined : tab };
}
