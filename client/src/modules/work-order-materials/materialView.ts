import { centsToDollars, type WorkOrderMaterial } from '@canopy/shared';
import { draftTotalCents } from './materialDraft';
import type { Chosen, MaterialBody } from './MaterialForm';

/**
 * A material as the device shows it until the server answers: the names of what was chosen, and the
 * prices only for a user who sees them (the server figures the catalogue price for the others).
 */
export function materialView(
  body: MaterialBody,
  chosen: Chosen,
  base: Pick<
    WorkOrderMaterial,
    'Id' | 'WorkOrderId' | 'DateReported' | 'ReportedBy' | 'Completed' | 'Archived' | 'Version'
  > &
    Partial<WorkOrderMaterial>,
  prices: boolean,
): WorkOrderMaterial {
  const item = chosen.service?.ServiceItems.find((i) => i.Id === body.ServiceItemId);
  const total = draftTotalCents(chosen.draft);
  return {
    WorkOrderMaterialId: base.Id,
    DateCompleted: null,
    ...base,
    MaterialTypeId: body.MaterialTypeId,
    MaterialId: body.MaterialId ?? 0,
    MaterialName: chosen.material?.Name ?? base.MaterialName ?? '',
    Unit: chosen.material?.Unit ?? base.Unit ?? null,
    Units: body.Units ?? 0,
    WorkOrderServiceId: body.WorkOrderServiceId,
    ServiceName: chosen.service?.ServiceName ?? null,
    ServiceItemId: body.ServiceItemId,
    ServiceItem: item?.Name ?? null,
    Notes: body.Notes,
    ...(prices
      ? {
          UnitPrice: body.UnitPrice ?? 0,
          TotalCost: total == null ? 0 : centsToDollars(total),
          ActualCost: body.ActualCost ?? null,
        }
      : {}),
  };
}
