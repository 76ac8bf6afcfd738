const positive = (v: unknown) => {
  const n = Number(v);
  return Number.isInteger(n) && n > 0 ? n : undefined;
};
const flag = (v: unknown) => (v === true || v === 'true' || v === 1 || v === '1' ? true : undefined);

/** /proposals/contracts takes showLegacy (spec §2). */
export interface ContractListSearch {
  showLegacy?: boolean;
}
export const validateContractListSearch = (s: Record<string, unknown>): ContractListSearch => ({
  showLegacy: flag(s.showLegacy),
});

/** /proposals/contracts/detail takes id and editLegacyContract (spec §2). */
export interface ContractDetailSearch {
  id?: number;
  editLegacyContract?: boolean;
}
export const validateContractDetailSearch = (s: Record<string, unknown>): ContractDetailSearch => ({
  id: positive(s.id),
  editLegacyContract: flag(s.editLegacyContract),
});

/** /proposals/contracts/add may name the location (contracts.add takes an id). */
export interface ContractAddSearch {
  id?: number;
}
export const validateContractAddSearch = (s: Record<string, unknown>): ContractAddSearch => ({
  id: positive(s.id),
});
