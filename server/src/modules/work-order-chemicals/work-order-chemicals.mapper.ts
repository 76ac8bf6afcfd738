import {
  currentRevision,
  fromScaled,
  missingFields,
  type ApplicationRecord,
  type StateProfile,
  type WorkOrderChemical,
} from '@canopy/shared';
import { iso } from '../../platform/db';
import type { LineRow, ProfileRow, RecordRow } from './work-order-chemicals.repo';

const scaled = (v: number | null, places: number) => (v == null ? null : fromScaled(Number(v), places));

export function toRecord(r: RecordRow): ApplicationRecord {
  return {
    Id: r.id,
    WorkOrderChemicalId: r.work_order_chemical_id,
    Revision: r.revision,
    ReplacesId: r.replaces_id,
    ApplicatorId: r.applicator_id,
    ApplicatorName: r.applicator_name,
    LicenseNumber: r.license_number,
    ChemicalId: r.chemical_id,
    ProductName: r.product_name,
    EpaNumber: r.epa_number,
    TargetPest: r.target_pest,
    Rate: r.rate,
    TotalAmount: scaled(r.total_amount_hundredths, 2),
    AmountUnit: r.amount_unit,
    AreaTreated: r.area_treated,
    TreesTreated: r.trees_treated,
    SiteAddress: r.site_address,
    AppliedAt: iso(r.applied_at),
    WindSpeedMph: scaled(r.wind_speed_tenths, 1),
    WindDirection: r.wind_direction,
    TemperatureF: scaled(r.temperature_tenths, 1),
    ReEntryNotes: r.re_entry_notes,
    CorrectionReason: r.correction_reason,
    CapturedAt: iso(r.captured_at),
    RecordedAt: iso(r.recorded_at)!,
    RecordedBy: r.recorded_by_name,
  };
}

export const toProfile = (p: ProfileRow): StateProfile => ({
  State: p.state,
  Name: p.name,
  RequiredFields: p.required_fields.split(',').filter(Boolean),
});

/** A chemical line with its current record and what the state's profile still asks of it. */
export function toWorkOrderChemical(
  l: LineRow,
  records: readonly RecordRow[],
  profile: StateProfile | null,
): WorkOrderChemical {
  const chain = records.filter((r) => r.work_order_chemical_id === l.id).map(toRecord);
  const current = currentRevision(chain);
  return {
    Id: l.id,
    WorkOrderServiceId: l.work_order_service_id,
    WorkOrderId: l.work_order_id,
    ChemicalId: l.chemical_id,
    Chemical: l.chemical_name,
    EpaNumber: l.epa_number,
    CarrierId: l.carrier_id,
    Carrier: l.carrier_name,
    UnitId: l.unit_id,
    Unit: l.unit_name,
    ActualGallonsUsed: fromScaled(Number(l.actual_gallons_hundredths), 2),
    MixRate: scaled(l.mix_rate_hundredths, 2),
    Archived: !!l.archived,
    Version: l.version,
    Record: current,
    Revisions: chain.length,
    Missing: missingFields(current, profile?.RequiredFields ?? []),
  };
}
