import { Type, type Static } from 'typebox';
import { Bounds } from '../platform/bounds';
import { Nullable } from '../platform/nullable';

const Ref = Type.Object({ Id: Bounds.Id() });
/** A picked record, or null for a slot not filled yet (a rule message, not a schema error). */
const Pick = Type.Optional(Nullable(Ref));
/** Saved rows carry their Id; new rows leave it out (or send 0). */
const RowId = Type.Optional(Bounds.IdOrNew());
/** Rows sent with Active false are removed like rows left out. */
const Active = Type.Optional(Type.Boolean());

/** A crew slot of a day (spec §3): who, as what, and whether they lead the day. */
export const ScheduleCrewIn = Type.Object({
  Id: RowId,
  Employee: Pick,
  JobTitle: Pick,
  IsForeman: Type.Optional(Type.Boolean()),
  Active,
});
export type ScheduleCrewIn = Static<typeof ScheduleCrewIn>;

/** An equipment slot of a day: the asset booked. Its daily rate is the server's, from the asset's type. */
export const ScheduleEquipmentIn = Type.Object({ Id: RowId, EquipmentResource: Pick, Active });
export type ScheduleEquipmentIn = Static<typeof ScheduleEquipmentIn>;

/** A day as saved: 'yyyy-MM-dd' and 'HH:mm' (rules, not the schema, judge them so every date is named). */
export const ScheduleDateIn = Type.Object({
  Id: RowId,
  ScheduleDate_: Type.String({ maxLength: 30 }),
  StartTime: Type.String({ maxLength: 20 }),
  EndTime: Type.String({ maxLength: 20 }),
  Active,
  ScheduleCrews: Type.Optional(Type.Array(ScheduleCrewIn, { maxItems: 100 })),
  ScheduleEquipments: Type.Optional(Type.Array(ScheduleEquipmentIn, { maxItems: 100 })),
});
export type ScheduleDateIn = Static<typeof ScheduleDateIn>;

const Days = Type.Array(ScheduleDateIn, { maxItems: 366 });

/** POST schedules/add (spec §3 creation payload). Days may be empty: the dialog adds them next. */
export const AddSchedule = Type.Object({
  TotalValue: Type.Optional(Bounds.Decimal({ minimum: 0 })),
  TotalHours: Type.Optional(Bounds.Decimal({ minimum: 0 })),
  ScheduleDates: Type.Optional(Days),
  WorkOrderIds: Type.Array(Bounds.Id(), { maxItems: 500 }),
});
export type AddSchedule = Static<typeof AddSchedule>;

/**
 * POST schedules/update: the schedule's whole set of days as it should be. Days, crew and equipment
 * left out (or sent inactive) are removed; rows without an Id are added.
 */
export const UpdateSchedule = Type.Object({
  Id: Bounds.Id(),
  Version: Bounds.Version(),
  Notes: Type.Optional(Nullable(Type.String({ maxLength: 4000 }))),
  ScheduleDates: Days,
});
export type UpdateSchedule = Static<typeof UpdateSchedule>;

/**
 * POST schedules/scheduled-resources: the crew and equipment booked on these dates by live schedules
 * other than ScheduleId, so the pickers leave them out.
 */
export const ScheduledResourcesRequest = Type.Object({
  ScheduleId: Type.Optional(Nullable(Bounds.Id())),
  ScheduleDates: Type.Array(Type.String({ maxLength: 30 }), { maxItems: 366 }),
});
export type ScheduledResourcesRequest = Static<typeof ScheduledResourcesRequest>;

/** Who may crew the schedule's days: active employees of its branch, with the job titles they hold. */
export const CrewChoice = Type.Object({
  Id: Type.Integer(),
  Name: Type.String(),
  JobTitleIds: Type.Array(Type.Integer()),
});
export type CrewChoice = Static<typeof CrewChoice>;

/** An asset of the schedule's branch (where it is now) with its type's daily rate, in dollars. */
export const EquipmentChoice = Type.Object({
  Id: Type.Integer(),
  AssetNumber: Type.String(),
  EquipmentTypeId: Type.Integer(),
  EquipmentType: Type.String(),
  DailyRate: Type.Number(),
});
export type EquipmentChoice = Static<typeof EquipmentChoice>;

/** GET schedules/{id}/resource-choices: the pickers' choices before booked ones are taken out. */
export const ScheduleResourceChoices = Type.Object({
  Crew: Type.Array(CrewChoice),
  Equipment: Type.Array(EquipmentChoice),
});
export type ScheduleResourceChoices = Static<typeof ScheduleResourceChoices>;

/** A person a confirmed transfer lends into the schedule's branch on one day. */
export const BorrowedCrewChoice = Type.Object({
  ...CrewChoice.properties,
  BorrowedFromBranchId: Type.Integer(),
});
export type BorrowedCrewChoice = Static<typeof BorrowedCrewChoice>;

/** An asset a confirmed transfer lends into the schedule's branch on one day. */
export const BorrowedEquipmentChoice = Type.Object({
  ...EquipmentChoice.properties,
  BorrowedFromBranchId: Type.Integer(),
});
export type BorrowedEquipmentChoice = Static<typeof BorrowedEquipmentChoice>;

/**
 * One date of POST schedules/scheduled-resources. Booked: on another live schedule that day. With a
 * ScheduleId, also what confirmed transfers change that day for its branch: Lent (with another branch,
 * so not offered) and Borrowed (lent in, offered beside the branch's own).
 */
export const ScheduledResourcesDay = Type.Object({
  ScheduleDate_: Type.String(),
  EmployeeIds: Type.Array(Type.Integer()),
  EquipmentResourceIds: Type.Array(Type.Integer()),
  LentEmployeeIds: Type.Array(Type.Integer()),
  LentEquipmentResourceIds: Type.Array(Type.Integer()),
  BorrowedCrew: Type.Array(BorrowedCrewChoice),
  BorrowedEquipment: Type.Array(BorrowedEquipmentChoice),
});
export type ScheduledResourcesDay = Static<typeof ScheduledResourcesDay>;

/** A removal's answer: the schedule's Version after it, so an open editor keeps saving on it. */
export const ScheduleRemoval = Type.Object({ ScheduleId: Type.Integer(), Version: Type.Integer() });
export type ScheduleRemoval = Static<typeof ScheduleRemoval>;
