import { Type, type Static } from 'typebox';
import { SearchRequest } from '../platform/http';
import { Nullable } from '../platform/nullable';
import { LiteralUnion } from '../platform/literals';
import { Bounds } from '../platform/bounds';

/** Work order sub-lists show 12 at a time; the global chemicals list is capped at 1000 (§9). */
export const WORK_ORDER_CHEMICAL_PAGE_SIZE = 12;
export const GLOBAL_CHEMICALS_TAKE = 1000;

const Id = Bounds.Id();
// Gallons and mix rates carry at most 2 decimals (stored as hundredths, so sums stay exact).
const Amount = Type.Number({ minimum: 0, maximum: 10_000_000, multipleOf: 0.01 });
const Text = (max: number) => Type.Optional(Nullable(Type.String({ maxLength: max })));
const Instant = Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}T\\d{2}:\\d{2}', maxLength: 40 });
const Day = Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$' });
const Uuid = Type.String({
  pattern: '^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$',
});

export const WorkOrderChemicalSearch = Type.Object({
  ...SearchRequest.properties,
  WorkOrderServiceId: Id,
});
export type WorkOrderChemicalSearch = Static<typeof WorkOrderChemicalSearch>;

// The four required fields of §5 are optional in the schema so the form's own messages answer them.
const LineFields = {
  ChemicalId: Type.Optional(Nullable(Id)),
  CarrierId: Type.Optional(Nullable(Id)),
  UnitId: Type.Optional(Nullable(Id)),
  ActualGallonsUsed: Type.Optional(Nullable(Amount)),
  MixRate: Type.Optional(Nullable(Amount)),
};

/** POST workOrders/chemicals/add: a chemical applied on a work order service (§3). */
export const NewWorkOrderChemical = Type.Object({ WorkOrderServiceId: Id, ...LineFields });
export type NewWorkOrderChemical = Static<typeof NewWorkOrderChemical>;

/** PUT workOrders/chemicals/save: fields left out keep what is stored. */
export const SaveWorkOrderChemical = Type.Object({ Id, Version: Bounds.Version(), ...LineFields });
export type SaveWorkOrderChemical = Static<typeof SaveWorkOrderChemical>;

/** One revision of an application record. Product, EPA number, license and site are as recorded. */
export const ApplicationRecord = Type.Object({
  Id: Type.String(),
  WorkOrderChemicalId: Type.Integer(),
  Revision: Type.Integer(),
  ReplacesId: Nullable(Type.String()),
  ApplicatorId: Nullable(Type.Integer()),
  ApplicatorName: Nullable(Type.String()),
  LicenseNumber: Nullable(Type.String()),
  ChemicalId: Type.Integer(),
  ProductName: Type.String(),
  EpaNumber: Nullable(Type.String()),
  TargetPest: Nullable(Type.String()),
  Rate: Nullable(Type.String()),
  TotalAmount: Nullable(Type.Number()),
  AmountUnit: Nullable(Type.String()),
  AreaTreated: Nullable(Type.String()),
  TreesTreated: Nullable(Type.Integer()),
  SiteAddress: Nullable(Type.String()),
  AppliedAt: Nullable(Type.String()),
  WindSpeedMph: Nullable(Type.Number()),
  WindDirection: Nullable(Type.String()),
  TemperatureF: Nullable(Type.Number()),
  ReEntryNotes: Nullable(Type.String()),
  CorrectionReason: Nullable(Type.String()),
  /** When the device captured it (a record sent later keeps its hour); null when sent online. */
  CapturedAt: Nullable(Type.String()),
  RecordedAt: Type.String(),
  RecordedBy: Nullable(Type.String()),
});
export type ApplicationRecord = Static<typeof ApplicationRecord>;

export const WIND_DIRECTIONS = ['N', 'NE', 'E', 'SE', 'S', 'SW', 'W', 'NW', 'Calm', 'Variable'] as const;

/**
 * POST workOrders/chemicals/{id}/applications: appends a revision. ReplacesId names the current
 * revision (left out or null for the first); a stale one gets 409 with the current history. Id is
 * the client's uuid for a record made on a device (a resend of a stored one answers it unchanged);
 * CapturedAt the device's time. Product, EPA number, license number and site address are taken
 * from the chemical, the applicator's certifications and the location, never sent.
 */
export const NewApplicationRecord = Type.Object({
  Id: Type.Optional(Uuid),
  ReplacesId: Type.Optional(Nullable(Type.String({ maxLength: 36 }))),
  CapturedAt: Type.Optional(Nullable(Instant)),
  ApplicatorId: Type.Optional(Nullable(Id)),
  TargetPest: Text(200),
  Rate: Text(200),
  TotalAmount: Type.Optional(Nullable(Amount)),
  AmountUnit: Text(50),
  AreaTreated: Text(200),
  TreesTreated: Type.Optional(Nullable(Type.Integer({ minimum: 0, maximum: 100_000 }))),
  AppliedAt: Type.Optional(Nullable(Instant)),
  WindSpeedMph: Type.Optional(Nullable(Type.Number({ minimum: 0, maximum: 200, multipleOf: 0.1 }))),
  WindDirection: Type.Optional(Nullable(LiteralUnion(WIND_DIRECTIONS))),
  TemperatureF: Type.Optional(Nullable(Type.Number({ minimum: -60, maximum: 150, multipleOf: 0.1 }))),
  ReEntryNotes: Text(2000),
  CorrectionReason: Text(500),
});
export type NewApplicationRecord = Static<typeof NewApplicationRecord>;

/** A chemical applied on a work order service, with its current application record. */
export const WorkOrderChemical = Type.Object({
  Id: Type.Integer(),
  WorkOrderServiceId: Type.Integer(),
  WorkOrderId: Type.Integer(),
  ChemicalId: Type.Integer(),
  Chemical: Type.String(),
  EpaNumber: Nullable(Type.String()),
  CarrierId: Type.Integer(),
  Carrier: Type.String(),
  UnitId: Type.Integer(),
  Unit: Type.String(),
  ActualGallonsUsed: Type.Number(),
  MixRate: Nullable(Type.Number()),
  Archived: Type.Boolean(),
  Version: Type.Integer(),
  /** The current application record (the last revision), if one was recorded. */
  Record: Nullable(ApplicationRecord),
  Revisions: Type.Integer(),
  /** Keys of the fields the location's state requires that the current record lacks. */
  Missing: Type.Array(Type.String()),
});
export type WorkOrderChemical = Static<typeof WorkOrderChemical>;

/** The revisions of one record, oldest first; the last is the current record. */
export const ApplicationHistory = Type.Object({
  WorkOrderChemicalId: Type.Integer(),
  Revisions: Type.Array(ApplicationRecord),
});
export type ApplicationHistory = Static<typeof ApplicationHistory>;

/** A state's profile: which application record fields it requires before a service completes. */
export const StateProfile = Type.Object({
  State: Type.String({ pattern: '^[A-Z]{2}$' }),
  Name: Type.String({ minLength: 1, maxLength: 100 }),
  RequiredFields: Type.Array(Type.String({ maxLength: 40 }), { maxItems: 20 }),
});
export type StateProfile = Static<typeof StateProfile>;

export const StateProfiles = Type.Object({ Profiles: Type.Array(StateProfile, { maxItems: 60 }) });
export type StateProfiles = Static<typeof StateProfiles>;

/** Who may apply on a work order: the employees of its branch, with their pesticide license. */
export const Applicator = Type.Object({
  Id: Type.Integer(),
  Name: Type.String(),
  LicenseNumber: Nullable(Type.String()),
});
export type Applicator = Static<typeof Applicator>;

/** The application log of a work order (the printable page). */
export const ApplicationLog = Type.Object({
  WorkOrderId: Type.Integer(),
  AccountName: Type.String(),
  SiteAddress: Type.String(),
  State: Type.String(),
  Profile: Nullable(StateProfile),
  Entries: Type.Array(
    Type.Object({
      ServiceName: Type.String(),
      ServiceCompleted: Type.Boolean(),
      Chemical: WorkOrderChemical,
    }),
  ),
});
export type ApplicationLog = Static<typeof ApplicationLog>;

/** GET workOrders/chemicals/applications.csv: current records applied in the range, by branch. */
export const ApplicationExportQuery = Type.Object({
  From: Day,
  To: Day,
  BranchId: Type.Optional(Id),
});
export type ApplicationExportQuery = Static<typeof ApplicationExportQuery>;
