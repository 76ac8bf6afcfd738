import { Type, type Static } from 'typebox';
import { Nullable } from '../platform/nullable';
import { WorkOrder } from './schemas';

/** One crew member of a schedule day. */
export const SyncCrewMember = Type.Object({
  ScheduleCrewId: Type.Integer(),
  EmployeeId: Type.Integer(),
  Name: Type.String(),
  IsForeman: Type.Boolean(),
});
export type SyncCrewMember = Static<typeof SyncCrewMember>;

/** A day of a schedule the work order is on. Date 'yyyy-MM-dd', times 'HH:mm'. */
export const SyncScheduleDate = Type.Object({
  ScheduleDateId: Type.Integer(),
  Date: Type.String(),
  StartTime: Type.String(),
  EndTime: Type.String(),
  Crew: Type.Array(SyncCrewMember),
});
export type SyncScheduleDate = Static<typeof SyncScheduleDate>;

export const SyncSchedule = Type.Object({
  ScheduleId: Type.Integer(),
  Dates: Type.Array(SyncScheduleDate),
});
export type SyncSchedule = Static<typeof SyncSchedule>;

/**
 * A work order as the crew app holds it (read-only on the device): the info screen's fields, plus
 * what the crew screens need without a network — the location on one line, every live schedule day
 * with its whole crew, and the inventory items its live services treat.
 */
export const SyncWorkOrder = Type.Object({
  ...WorkOrder.properties,
  LocationAddress: Nullable(Type.String()),
  Schedules: Type.Array(SyncSchedule),
  ServiceItemIds: Type.Array(Type.Integer()),
});
export type SyncWorkOrder = Static<typeof SyncWorkOrder>;
