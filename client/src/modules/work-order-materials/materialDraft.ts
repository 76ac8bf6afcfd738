import {
  centsToDollars,
  dollarsToExactCents,
  materialTotalCents,
  toScaled,
  type Cents,
  type Material,
  type MaterialServiceChoice,
  type WorkOrderMaterial,
} from '@canopy/shared';

/** A material row as its form holds it: money in cents, nothing chosen yet as null. */
export interface MaterialDraft {
  MaterialId: number | null;
  WorkOrderServiceId: number | null;
  ServiceItemId: number | null;
  Units: number | null;
  UnitPrice: Cents | null;
  ActualCost: Cents | null;
  Notes: string;
}

export const emptyDraft = (): MaterialDraft => ({
  MaterialId: null,
  WorkOrderServiceId: null,
  ServiceItemId: null,
  Units: null,
  UnitPrice: null,
  ActualCost: null,
  Notes: '',
});

const cents = (dollars: number | null | undefined) => (dollars == null ? null : dollarsToExactCents(dollars));

export const draftOf = (m: WorkOrderMaterial): MaterialDraft => ({
  MaterialId: m.MaterialId,
  WorkOrderServiceId: m.WorkOrderServiceId,
  ServiceItemId: m.ServiceItemId,
  Units: m.Units,
  UnitPrice: cents(m.UnitPrice),
  ActualCost: cents(m.ActualCost),
  Notes: m.Notes ?? '',
});

/** The material chosen: its catalogue price becomes the unit price. */
export function withMaterial(d: MaterialDraft, m: Material | undefined): MaterialDraft {
  return { ...d, MaterialId: m?.Id ?? null, UnitPrice: m ? cents(m.UnitPrice) : d.UnitPrice };
}

/** The service chosen: its only item is taken, otherwise the user picks one. */
export function withService(d: MaterialDraft, s: MaterialServiceChoice | undefined): MaterialDraft {
  const only = s?.ServiceItems.length === 1 ? s.ServiceItems[0]!.Id : null;
  return { ...d, WorkOrderServiceId: s?.WorkOrderServiceId ?? null, ServiceItemId: only };
}

/** Units × unit price to the cent, as the server figures it; null until both are known. */
export function draftTotalCents(d: MaterialDraft): Cents | null {
  const units = d.Units == null ? null : toScaled(d.Units, 2);
  return units == null || d.UnitPrice == null ? null : materialTotalCents(units, d.UnitPrice);
}

/** The fields a call sends; prices only from a user who sees them. */
export function draftBody(d: MaterialDraft, prices: boolean) {
  return {
    MaterialId: d.MaterialId,
    WorkOrderServiceId: d.WorkOrderServiceId,
    ServiceItemId: d.ServiceItemId,
    Units: d.Units,
    Notes: d.Notes.trim() || null,
    ...(prices
      ? {
          UnitPrice: d.UnitPrice == null ? null : centsToDollars(d.UnitPrice),
          ActualCost: d.ActualCost == null ? null : centsToDollars(d.ActualCost),
        }
      : {}),
  };
}
