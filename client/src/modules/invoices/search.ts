const positive = (v: unknown) => {
  const n = Number(v);
  return Number.isInteger(n) && n >= 0 ? n : undefined;
};
const idList = (v: unknown): number[] | undefined => {
  const raw = Array.isArray(v) ? v : typeof v === 'string' ? v.split(',') : v == null ? [] : [v];
  const ids = raw.map(positive).filter((n): n is number => n !== undefined);
  return ids.length ? ids : undefined;
};

/** invoices.list presets its filters from the address (spec §2; the dashboard's links, §4). */
export interface InvoiceListSearch {
  arboristIds?: number[];
  branchIds?: number[];
  invoiceApprovedStatusIds?: number[];
  printStatusIds?: number[];
}
export const validateInvoiceListSearch = (s: Record<string, unknown>): InvoiceListSearch => ({
  arboristIds: idList(s.arboristIds),
  branchIds: idList(s.branchIds),
  invoiceApprovedStatusIds: idList(s.invoiceApprovedStatusIds),
  printStatusIds: idList(s.printStatusIds),
});

export interface InvoiceInfoSearch {
  id?: number;
}
export const validateInvoiceInfoSearch = (s: Record<string, unknown>): InvoiceInfoSearch => {
  const id = positive(s.id);
  return { id: id ? id : undefined };
};

export interface PendingSearch {
  transactionPendingTypeIds?: number[];
}
export const validatePendingSearch = (s: Record<string, unknown>): PendingSearch => ({
  transactionPendingTypeIds: idList(s.transactionPendingTypeIds),
});
