import type {
  ApplicationRecord,
  NewApplicationRecord,
  NewWorkOrderChemical,
  SyncApplicationHistory,
  WorkOrderChemical,
} from '@canopy/shared';
import type { LocalChange } from '@canopy/sync/engine-types';
import type { LocalRecord } from '@canopy/sync/store';
import type { OfflineWriter } from '../../offline/hooks';
import { toLineBody, type LineValues } from './lineForm';

/**
 * A line's application record as the device keeps it: the server's revisions with those made here,
 * the bodies of the ones the server has not confirmed (each push sends them all; a stored one is
 * answered unchanged), and for a line made here, its key until the server has saved it.
 */
export type DeviceHistory = SyncApplicationHistory & {
  Unsent?: NewApplicationRecord[];
  LineKey?: string;
};

export type Choice = { value: string; label: string };
export type LineChoices = { chemicals: Choice[]; carriers: Choice[]; units: Choice[] };

/** A line as the device section shows it: the line, its current record and where it stands. */
export type DeviceLine = WorkOrderChemical & {
  key: string;
  line: LocalRecord<WorkOrderChemical>;
  history: LocalRecord<DeviceHistory> | undefined;
  pending: boolean;
  review: boolean;
};

/** The record of a line: made for the line's key on this device, or pulled under the line's id. */
export function historyOf(
  line: LocalRecord<WorkOrderChemical>,
  histories: readonly LocalRecord<DeviceHistory>[],
): LocalRecord<DeviceHistory> | undefined {
  return histories.find(
    (h) => h.Data.LineKey === line.Key || (line.Id !== null && h.Data.WorkOrderChemicalId === line.Id),
  );
}

export function toDeviceLine(
  line: LocalRecord<WorkOrderChemical>,
  histories: readonly LocalRecord<DeviceHistory>[],
): DeviceLine {
  const history = historyOf(line, histories);
  const revisions = history?.Data.Revisions ?? [];
  return {
    ...line.Data,
    Record: revisions.at(-1) ?? line.Data.Record,
    Revisions: revisions.length || line.Data.Revisions,
    key: line.Key,
    line,
    history,
    pending: line.Pending > 0 || (history?.Pending ?? 0) > 0,
    review: line.NeedsReview || !!history?.NeedsReview,
  };
}

const labelOf = (choices: Choice[], id: string | null) => choices.find((c) => c.value === id)?.label ?? '';

/** The line as the list shows it before the server has it, named from the form's choices. */
function lineView(
  base: WorkOrderChemical | null,
  v: LineValues,
  choices: LineChoices,
  at: { workOrderId: number; serviceId: number },
): WorkOrderChemical {
  const body = toLineBody(v);
  return {
    Id: base?.Id ?? 0,
    WorkOrderServiceId: at.serviceId,
    WorkOrderId: at.workOrderId,
    ChemicalId: body.ChemicalId ?? 0,
    Chemical: labelOf(choices.chemicals, v.ChemicalId),
    EpaNumber: base?.ChemicalId === body.ChemicalId ? (base?.EpaNumber ?? null) : null,
    CarrierId: body.CarrierId ?? 0,
    Carrier: labelOf(choices.carriers, v.CarrierId),
    UnitId: body.UnitId ?? 0,
    Unit: labelOf(choices.units, v.UnitId),
    ActualGallonsUsed: body.ActualGallonsUsed ?? 0,
    MixRate: body.MixRate,
    Archived: base?.Archived ?? false,
    Version: base?.Version ?? 0,
    Record: base?.Record ?? null,
    Revisions: base?.Revisions ?? 0,
    Missing: base?.Missing ?? [],
  };
}

/** The change that adds (no `line`) or saves a chemical line, as the online add and save bodies. */
export function lineChange(
  line: LocalRecord<WorkOrderChemical> | null,
  v: LineValues,
  choices: LineChoices,
  at: { workOrderId: number; serviceId: number },
): LocalChange {
  const view = lineView(line?.Data ?? null, v, choices, at);
  // A line the server has not saved yet is still its add (a refused one is sent again as one).
  const body: NewWorkOrderChemical | ReturnType<typeof toLineBody> =
    line?.Id != null ? toLineBody(v) : { WorkOrderServiceId: at.serviceId, ...toLineBody(v) };
  return { view, body };
}

export async function saveLineOnDevice(
  writer: OfflineWriter,
  line: LocalRecord<WorkOrderChemical> | null,
  change: LocalChange,
): Promise<void> {
  if (!line) await writer.create('chemicalLine', change);
  else if (line.NeedsReview) await writer.resolve('chemicalLine', line.Key, 'mine', change);
  else await writer.update('chemicalLine', line.Key, change);
}

export interface RecordedBy {
  employee: string;
  applicator: string | null;
  license: string | null;
}

/**
 * A new revision made on the device, appended to the line's record: what the list shows of it now
 * (the server fills in the license, product and site when it stores it) and the body the push sends,
 * with every revision not yet confirmed. `CapturedAt` is the moment the user saved it here.
 */
export function revisionChange(
  line: DeviceLine,
  body: NewApplicationRecord,
  who: RecordedBy,
  now = new Date(),
): LocalChange {
  const history = line.history?.Data;
  const waiting = history?.Unsent ?? [];
  // Fixing a refused revision replaces it: it never reached the server, so it is no revision there.
  const fixing = !!line.history?.NeedsReview;
  const refused = new Set(fixing ? waiting.map((r) => r.Id) : []);
  const revisions = (history?.Revisions ?? []).filter((r) => !refused.has(r.Id));
  const at = now.toISOString();
  const sent: NewApplicationRecord = {
    ...body,
    ...(fixing ? { ReplacesId: revisions.at(-1)?.Id ?? null } : {}),
    CapturedAt: at,
  };
  const shown: ApplicationRecord = {
    Id: body.Id!,
    WorkOrderChemicalId: line.line.Id ?? 0,
    Revision: revisions.length + 1,
    ReplacesId: sent.ReplacesId ?? null,
    ApplicatorId: body.ApplicatorId ?? null,
    ApplicatorName: who.applicator,
    LicenseNumber: who.license,
    ChemicalId: line.ChemicalId,
    ProductName: line.Chemical,
    EpaNumber: line.EpaNumber,
    TargetPest: body.TargetPest ?? null,
    Rate: body.Rate ?? null,
    TotalAmount: body.TotalAmount ?? null,
    AmountUnit: body.AmountUnit ?? null,
    AreaTreated: body.AreaTreated ?? null,
    TreesTreated: body.TreesTreated ?? null,
    SiteAddress: revisions.at(-1)?.SiteAddress ?? null,
    AppliedAt: body.AppliedAt ?? null,
    WindSpeedMph: body.WindSpeedMph ?? null,
    WindDirection: body.WindDirection ?? null,
    TemperatureF: body.TemperatureF ?? null,
    ReEntryNotes: body.ReEntryNotes ?? null,
    CorrectionReason: body.CorrectionReason ?? null,
    CapturedAt: at,
    RecordedAt: at,
    RecordedBy: who.employee,
  };
  const unsent = fixing ? [sent] : [...waiting, sent];
  const view: DeviceHistory = {
    WorkOrderChemicalId: line.line.Id ?? 0,
    WorkOrderId: line.WorkOrderId,
    Revisions: [...revisions, shown],
    Unsent: unsent,
    LineKey: line.key,
  };
  const madeHere = line.line.Id === null;
  return {
    view,
    body: { WorkOrderChemicalId: line.line.Id, Revisions: unsent },
    ...(madeHere ? { refs: { WorkOrderChemicalId: line.key } } : {}),
  };
}

/** Appends the revision: the line's first record, another revision, or the fix of a refused one. */
export async function recordOnDevice(writer: OfflineWriter, line: DeviceLine, change: LocalChange) {
  const history = line.history;
  if (!history) await writer.create('applicationRecord', change);
  else if (history.NeedsReview) await writer.resolve('applicationRecord', history.Key, 'mine', change);
  else await writer.update('applicationRecord', history.Key, change);
}
