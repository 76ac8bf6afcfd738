export const ACCOUNT_TABS = ['info', 'contacts', 'locations', 'purchase-orders'] as const;
export type AccountTab = (typeof ACCOUNT_TABS)[number];

/** /accounts/info?id&tab: the account and the tab open on it ('info' is left out of the URL). */
export interface AccountInfoSearch {
  id: number;
  tab?: Exclude<AccountTab, 'info'>;
}

export function validateAccountInfoSearch(s: Record<string, unknown>): AccountInfoSearch {
  const id = Number(s.id);
  const tab = ACCOUNT_TABS.find((t) => t === s.tab);
  return { id: Number.isInteger(id) && id > 0 ? id : 0, tab: tab && tab !== 'info' ? tab : undefined };
}

/** Where a location of the account opens (the location screens take the account for their header). */
export const locationHref = (locationId: number, accountId: number, accountName: string) =>
  `/accounts/location?${new URLSearchParams({ id: String(locationId), acctId: String(accountId), acctName: accountName })}`;

export const addLocationHref = (accountId: number, accountName: string) =>
  `/accounts/location/add?${new URLSearchParams({ id: String(accountId), acctName: accountName })}`;
