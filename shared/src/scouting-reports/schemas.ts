import { Type, type Static } from 'typebox';
import { Nullable } from '../platform/nullable';
import { ServiceItemDetail } from '../service-items/schemas';
import { Bounds } from '../platform/bounds';

export const SCOUTING_NAME_MAX = 200;
export const SCOUTING_ENTRY_NOTES_MAX = 4000;

const Id = Bounds.Id();
const Ids = Type.Optional(Type.Array(Id, { maxItems: 500 }));
const OtherItemInput = Type.Object({
  Name: Type.Optional(Nullable(Type.String({ maxLength: SCOUTING_NAME_MAX }))),
  ScientificName: Type.Optional(Nullable(Type.String({ maxLength: SCOUTING_NAME_MAX }))),
});
const OtherItems = Type.Optional(Type.Array(OtherItemInput, { maxItems: 200 }));

/**
 * What an entry records for one inventory item: insects, diseases, ecological problems and weed
 * types as meta item ids, and findings not in the catalogue as Other* lines ({Name, ScientificName};
 * lines with no name are dropped). Weed types only on Lawn Care work orders.
 */
const EntryFields = {
  ServiceItemId: Type.Optional(Nullable(Id)),
  Insects: Ids,
  Diseases: Ids,
  EcologicalProblems: Ids,
  WeedTypes: Ids,
  OtherInsects: OtherItems,
  OtherDiseases: OtherItems,
  OtherEcologicalProblems: OtherItems,
  OtherWeedTypes: OtherItems,
  Notes: Type.Optional(Nullable(Type.String({ maxLength: SCOUTING_ENTRY_NOTES_MAX }))),
};

/** POST workOrders/workOrderScoutingInfo. */
export const NewScoutingEntry = Type.Object({ WorkOrderId: Id, ...EntryFields });
export type NewScoutingEntry = Static<typeof NewScoutingEntry>;

/** PUT workOrders/workOrderScoutingInfo: fields left out keep what is stored; a list sent replaces it. */
export const SaveScoutingEntry = Type.Object({
  Id,
  Version: Bounds.Version(),
  ...EntryFields,
});
export type SaveScoutingEntry = Static<typeof SaveScoutingEntry>;

export const ScoutingFinding = Type.Object({
  Id: Type.Integer(),
  Name: Type.String(),
  ScientificName: Nullable(Type.String()),
});
export type ScoutingFinding = Static<typeof ScoutingFinding>;

export const ScoutingOtherItem = Type.Object({
  Id: Type.Integer(),
  Name: Type.String(),
  ScientificName: Nullable(Type.String()),
  AccountLocationId: Nullable(Type.Integer()),
});
export type ScoutingOtherItem = Static<typeof ScoutingOtherItem>;

export const ScoutingEntryItem = Type.Object({
  Id: Type.Integer(),
  Name: Type.String(),
  ScientificName: Nullable(Type.String()),
  SizeName: Nullable(Type.String()),
  LocationName: Nullable(Type.String()),
});

export const ScoutingEntry = Type.Object({
  Id: Type.Integer(),
  WorkOrderId: Type.Integer(),
  ServiceItemId: Type.Integer(),
  ServiceItem: ScoutingEntryItem,
  Insects: Type.Array(ScoutingFinding),
  Diseases: Type.Array(ScoutingFinding),
  EcologicalProblems: Type.Array(ScoutingFinding),
  WeedTypes: Type.Array(ScoutingFinding),
  OtherInsects: Type.Array(ScoutingOtherItem),
  OtherDiseases: Type.Array(ScoutingOtherItem),
  OtherEcologicalProblems: Type.Array(ScoutingOtherItem),
  OtherWeedTypes: Type.Array(ScoutingOtherItem),
  Notes: Nullable(Type.String()),
  Archived: Type.Boolean(),
  CreatedAt: Type.String(),
  Version: Type.Integer(),
});
export type ScoutingEntry = Static<typeof ScoutingEntry>;

/** GET workOrders/workOrderScoutingInfo/{workOrderId}: the work order's report. */
export const WorkOrderScouting = Type.Object({
  WorkOrderId: Type.Integer(),
  ServiceGroupId: Type.Integer(),
  AccountLocationId: Nullable(Type.Integer()),
  /** Whether the report was emailed before: a resend needs the user's confirmation. */
  SentScoutingReport: Type.Boolean(),
  ScoutingReportNotes: Nullable(Type.String()),
  /** Weed types are offered only for Lawn Care. */
  WeedTypesAllowed: Type.Boolean(),
  Entries: Type.Array(ScoutingEntry),
});
export type WorkOrderScouting = Static<typeof WorkOrderScouting>;

export const ScoutingQuery = Type.Object({ IncludeArchived: Type.Optional(Type.Boolean()) });
export const WorkOrderIdParams = Type.Object({ workOrderId: Id });
export const ServiceItemIdParams = Type.Object({ serviceItemId: Id });

/** PUT workOrders/workOrderScoutingInfo/{workOrderId}/updateNotes. */
export const ScoutingNotesInput = Type.Object({
  ScoutingReportNotes: Type.Optional(Nullable(Type.String({ maxLength: SCOUTING_ENTRY_NOTES_MAX }))),
});
export const ScoutingNotes = Type.Object({
  WorkOrderId: Type.Integer(),
  ScoutingReportNotes: Nullable(Type.String()),
});
export type ScoutingNotes = Static<typeof ScoutingNotes>;

/**
 * GET workOrders/workOrderScoutingInfo/serviceItem/{serviceItemId}: the item, and the catalogue's
 * insects, diseases, ecological problems and weed types found on its item type (none for a plant
 * kind of the location's own), to offer first on the entry form.
 */
export const ScoutingItem = Type.Object({
  ServiceItem: ServiceItemDetail,
  Insects: Type.Array(ScoutingFinding),
  Diseases: Type.Array(ScoutingFinding),
  EcologicalProblems: Type.Array(ScoutingFinding),
  WeedTypes: Type.Array(ScoutingFinding),
});
export type ScoutingItem = Static<typeof ScoutingItem>;

/**
 * GET …/{workOrderId}/emailScoutingReport?ShortVersion&Resend. A report sent before is sent again
 * only with Resend=true (else 400 with AlreadySent true, so the client can ask to confirm).
 */
export const EmailScoutingQuery = Type.Object({
  ShortVersion: Type.Optional(Type.Boolean()),
  Resend: Type.Optional(Type.Boolean()),
});
export const ScoutingReportSent = Type.Object({
  Message: Type.String(),
  To: Type.String(),
  /** Whether this was a resend. */
  WasAlreadySent: Type.Boolean(),
  SentScoutingReport: Type.Boolean(),
});
export type ScoutingReportSent = Static<typeof ScoutingReportSent>;
export const ScoutingSendRefused = Type.Object({
  Message: Type.String(),
  ModelState: Type.Optional(Type.Record(Type.String(), Type.Array(Type.String()))),
  AlreadySent: Type.Optional(Type.Boolean()),
});
