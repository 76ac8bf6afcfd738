import { WorkOrderChemicalMessages as M, type WorkOrderChemical } from '@canopy/shared';

/** The chemical line form: selects hold ids as text, amounts as numbers. */
export type LineValues = {
  ChemicalId: string | null;
  CarrierId: string | null;
  UnitId: string | null;
  ActualGallonsUsed: number | null;
  MixRate: number | null;
  Version: number;
};

export const emptyLine: LineValues = {
  ChemicalId: null,
  CarrierId: null,
  UnitId: null,
  ActualGallonsUsed: null,
  MixRate: null,
  Version: 0,
};

export const toLineValues = (l: WorkOrderChemical): LineValues => ({
  ChemicalId: String(l.ChemicalId),
  CarrierId: String(l.CarrierId),
  UnitId: String(l.UnitId),
  ActualGallonsUsed: l.ActualGallonsUsed,
  MixRate: l.MixRate,
  Version: l.Version,
});

const id = (v: string | null) => (v ? Number(v) : null);

export const toLineBody = (v: LineValues) => ({
  ChemicalId: id(v.ChemicalId),
  CarrierId: id(v.CarrierId),
  UnitId: id(v.UnitId),
  ActualGallonsUsed: v.ActualGallonsUsed,
  MixRate: v.MixRate,
});

/** Spec §5: Chemical, Carrier, Chemical Unit and Actual Gallons Used are all required. */
export const lineErrors = {
  ChemicalId: (v: string | null) => (v ? null : M.ChemicalRequired),
  CarrierId: (v: string | null) => (v ? null : M.CarrierRequired),
  UnitId: (v: string | null) => (v ? null : M.UnitRequired),
  ActualGallonsUsed: (v: number | null) => (v === null ? M.GallonsRequired : null),
};
