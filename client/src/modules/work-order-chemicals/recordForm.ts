import {
  dilutionText,
  type ApplicationRecord,
  type NewApplicationRecord,
  type WorkOrderChemical,
} from '@canopy/shared';

/** The application record form; a correction starts from the current record. */
export type RecordValues = {
  ApplicatorId: string | null;
  TargetPest: string;
  Rate: string;
  TotalAmount: number | null;
  AmountUnit: string;
  AreaTreated: string;
  TreesTreated: number | null;
  /** datetime-local text in the device's time zone. */
  AppliedAt: string;
  WindSpeedMph: number | null;
  WindDirection: string | null;
  TemperatureF: number | null;
  ReEntryNotes: string;
  CorrectionReason: string;
};

const pad = (n: number) => String(n).padStart(2, '0');

/** An instant as the datetime-local input shows it (local time, to the minute). */
export function toLocalInput(isoOrDate: string | Date): string {
  const d = new Date(isoOrDate);
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

export function toRecordValues(
  line: WorkOrderChemical,
  current: ApplicationRecord | null,
  now = new Date(),
): RecordValues {
  if (current)
    return {
      ApplicatorId: current.ApplicatorId === null ? null : String(current.ApplicatorId),
      TargetPest: current.TargetPest ?? '',
      Rate: current.Rate ?? '',
      TotalAmount: current.TotalAmount,
      AmountUnit: current.AmountUnit ?? '',
      AreaTreated: current.AreaTreated ?? '',
      TreesTreated: current.TreesTreated,
      AppliedAt: current.AppliedAt ? toLocalInput(current.AppliedAt) : '',
      WindSpeedMph: current.WindSpeedMph,
      WindDirection: current.WindDirection,
      TemperatureF: current.TemperatureF,
      ReEntryNotes: current.ReEntryNotes ?? '',
      CorrectionReason: '',
    };
  return {
    ApplicatorId: null,
    TargetPest: '',
    Rate: dilutionText(line.MixRate, line.Unit, line.Carrier),
    TotalAmount: line.ActualGallonsUsed,
    AmountUnit: 'gal',
    AreaTreated: '',
    TreesTreated: null,
    AppliedAt: toLocalInput(now),
    WindSpeedMph: null,
    WindDirection: null,
    TemperatureF: null,
    ReEntryNotes: '',
    CorrectionReason: '',
  };
}

const text = (v: string) => v.trim() || null;

/** The body of a new revision: the whole form, naming the revision it replaces. */
export function toRecordBody(v: RecordValues, current: ApplicationRecord | null): NewApplicationRecord {
  return {
    ReplacesId: current?.Id ?? null,
    ApplicatorId: v.ApplicatorId ? Number(v.ApplicatorId) : null,
    TargetPest: text(v.TargetPest),
    Rate: text(v.Rate),
    TotalAmount: v.TotalAmount,
    AmountUnit: text(v.AmountUnit),
    AreaTreated: text(v.AreaTreated),
    TreesTreated: v.TreesTreated,
    AppliedAt: v.AppliedAt ? new Date(v.AppliedAt).toISOString() : null,
    WindSpeedMph: v.WindSpeedMph,
    WindDirection: (v.WindDirection || null) as NewApplicationRecord['WindDirection'],
    TemperatureF: v.TemperatureF,
    ReEntryNotes: text(v.ReEntryNotes),
    CorrectionReason: current ? text(v.CorrectionReason) : null,
  };
}
