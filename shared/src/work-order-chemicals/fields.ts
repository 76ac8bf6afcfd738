/**
 * The parts of an application record a state may require, as state pesticide rules list them for
 * a licensed applicator's records. A state profile names the keys it requires.
 */
export const APPLICATION_FIELDS = [
  { Key: 'Applicator', Label: 'Applicator' },
  { Key: 'LicenseNumber', Label: 'License Number' },
  { Key: 'EpaNumber', Label: 'EPA Registration Number' },
  { Key: 'TargetPest', Label: 'Target Pest' },
  { Key: 'Rate', Label: 'Rate' },
  { Key: 'TotalAmount', Label: 'Total Amount' },
  { Key: 'AreaOrTrees', Label: 'Area or Trees Treated' },
  { Key: 'SiteAddress', Label: 'Site Address' },
  { Key: 'AppliedAt', Label: 'Date and Time of Application' },
  { Key: 'Wind', Label: 'Wind Speed and Direction' },
  { Key: 'Temperature', Label: 'Temperature' },
  { Key: 'ReEntryNotes', Label: 'Re-entry Notes' },
] as const;

export type ApplicationFieldKey = (typeof APPLICATION_FIELDS)[number]['Key'];
export const APPLICATION_FIELD_KEYS = APPLICATION_FIELDS.map((f) => f.Key) as ApplicationFieldKey[];

export const fieldLabel = (key: ApplicationFieldKey) => APPLICATION_FIELDS.find((f) => f.Key === key)!.Label;

/** What a record holds, as far as the requirement check reads it. */
export interface RecordFacts {
  ApplicatorId: number | null;
  LicenseNumber: string | null;
  EpaNumber: string | null;
  TargetPest: string | null;
  Rate: string | null;
  TotalAmount: number | null;
  AreaTreated: string | null;
  TreesTreated: number | null;
  SiteAddress: string | null;
  AppliedAt: string | null;
  WindSpeedMph: number | null;
  WindDirection: string | null;
  TemperatureF: number | null;
  ReEntryNotes: string | null;
}

const text = (v: string | null) => !!v?.trim();

const PRESENT: Record<ApplicationFieldKey, (r: RecordFacts) => boolean> = {
  Applicator: (r) => r.ApplicatorId != null,
  LicenseNumber: (r) => text(r.LicenseNumber),
  EpaNumber: (r) => text(r.EpaNumber),
  TargetPest: (r) => text(r.TargetPest),
  Rate: (r) => text(r.Rate),
  TotalAmount: (r) => r.TotalAmount != null,
  AreaOrTrees: (r) => text(r.AreaTreated) || r.TreesTreated != null,
  SiteAddress: (r) => text(r.SiteAddress),
  AppliedAt: (r) => text(r.AppliedAt),
  Wind: (r) => r.WindSpeedMph != null && text(r.WindDirection),
  Temperature: (r) => r.TemperatureF != null,
  ReEntryNotes: (r) => text(r.ReEntryNotes),
};

/**
 * The required fields the record lacks, in the order of APPLICATION_FIELDS. No record at all lacks
 * every required field.
 */
export function missingFields(
  record: RecordFacts | null | undefined,
  required: readonly string[],
): ApplicationFieldKey[] {
  const wanted = new Set(required);
  return APPLICATION_FIELD_KEYS.filter((k) => wanted.has(k) && (!record || !PRESENT[k](record)));
}

/** One line of the completion refusal: the product and the labels of what its record lacks. */
export const missingLine = (product: string, missing: readonly ApplicationFieldKey[]) =>
  `${product}: ${missing.map(fieldLabel).join(', ')}`;
