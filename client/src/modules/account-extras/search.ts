const positive = (v: unknown) => {
  const n = Number(v);
  return Number.isInteger(n) && n > 0 ? n : 0;
};

/** /accounts/office-comments?id= — anything but a positive id reads as 0, which shows "not found". */
export function validateOfficeCommentsSearch(s: Record<string, unknown>): { id: number } {
  return { id: positive(s.id) };
}

/** /accounts/purchase-orders?accountId= */
export function validatePurchaseOrdersSearch(s: Record<string, unknown>): { accountId: number } {
  return { accountId: positive(s.accountId) };
}

export const officeCommentsHref = (accountId: number) => `/accounts/office-comments?id=${accountId}`;
export const accountInfoHref = (accountId: number) => `/accounts/info?id=${accountId}`;
