import { Type, type Static } from 'typebox';
import { Bounds } from '../platform/bounds';
import { addCalendarDays, type IsoDate } from '../format/dates';

const Ids = Type.Array(Bounds.Id(), { maxItems: 500 });

/** POST schedules/scheduled-calendar-resources (spec §7): the week of SearchDate. */
export const CalendarResourcesSearch = Type.Object({
  /** Any day of the week wanted (M/d/yyyy or yyyy-MM-dd). */
  SearchDate: Type.String({ maxLength: 30 }),
  BranchIds: Type.Optional(Ids),
  ServiceGroupIds: Type.Optional(Ids),
  ShowWeekend: Type.Optional(Type.Boolean()),
});
export type CalendarResourcesSearch = Static<typeof CalendarResourcesSearch>;

/** One schedule a foreman leads on the day: its work orders and their estimated hours. */
export const CalendarSchedule = Type.Object({
  ScheduleId: Type.Integer(),
  StatusId: Type.Integer(),
  BranchId: Type.Integer(),
  WorkOrderCount: Type.Integer(),
  Hours: Type.Number(),
});
export type CalendarSchedule = Static<typeof CalendarSchedule>;

export const ArboristScheduleDto = Type.Object({
  Date: Type.String(),
  EmployeeId: Type.Integer(),
  Name: Type.String(),
  Schedules: Type.Array(CalendarSchedule),
});
export type ArboristScheduleDto = Static<typeof ArboristScheduleDto>;

/** A crew member free on the day; `BorrowedFromBranchId` when a confirmed transfer brings them in. */
export const AvailableCrewDto = Type.Object({
  Date: Type.String(),
  EmployeeId: Type.Integer(),
  Name: Type.String(),
  JobTitleId: Type.Union([Type.Integer(), Type.Null()]),
  BranchId: Type.Integer(),
  BorrowedFromBranchId: Type.Union([Type.Integer(), Type.Null()]),
});
export type AvailableCrewDto = Static<typeof AvailableCrewDto>;

export const AvailableEquipmentDto = Type.Object({
  Date: Type.String(),
  EquipmentResourceId: Type.Integer(),
  AssetNumber: Type.String(),
  EquipmentTypeId: Type.Integer(),
  EquipmentTypeName: Type.String(),
  BranchId: Type.Integer(),
  BorrowedFromBranchId: Type.Union([Type.Integer(), Type.Null()]),
});
export type AvailableEquipmentDto = Static<typeof AvailableEquipmentDto>;

export const CalendarResources = Type.Object({
  StartDate: Type.String(),
  EndDate: Type.String(),
  arboristScheduleDtos: Type.Array(ArboristScheduleDto),
  availableCrewDtos: Type.Array(AvailableCrewDto),
  availableEquipmentDtos: Type.Array(AvailableEquipmentDto),
});
export type CalendarResources = Static<typeof CalendarResources>;

const utc = (d: IsoDate) => new Date(`${d}T00:00:00Z`);

/** The calendar's week of `day`: Monday to Friday, or Monday to Sunday with the weekend shown. */
export function calendarWeek(day: IsoDate, showWeekend: boolean): IsoDate[] {
  const monday = addCalendarDays(day, -((utc(day).getUTCDay() + 6) % 7));
  return Array.from({ length: showWeekend ? 7 : 5 }, (_, i) => addCalendarDays(monday, i));
}
