import type { SalesTerritory } from '@canopy/shared';

/** What the territory forms edit; BranchId is null until one is chosen on a new territory. */
export type TerritoryFormValues = { Id: number; Name: string; BranchId: number | null; Version?: number };

export const toTerritoryForm = (t: SalesTerritory): TerritoryFormValues => ({
  Id: t.Id,
  Name: t.Name,
  BranchId: t.BranchId,
  Version: t.Version,
});

export const territoryValidation = {
  Name: (v: string) => (v.trim() ? null : 'Name is required.'),
  BranchId: (v: number | null) => (v ? null : 'Please choose a branch.'),
};
