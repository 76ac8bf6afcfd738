import {
  nextScheduleDate,
  ruleDays,
  type DayDraft,
  type Schedule,
  type ScheduleHours,
  type UpdateSchedule,
} from '@canopy/shared';

/** A crew slot being edited; empty picks are null until chosen. */
export interface DraftCrew {
  key: string;
  Id?: number;
  employeeId: number | null;
  /** Shown when the person is no longer among the choices (left the branch since being booked). */
  employeeName?: string;
  jobTitleId: number | null;
  isForeman: boolean;
}

export interface DraftEquipment {
  key: string;
  Id?: number;
  resourceId: number | null;
  label?: string;
}

export interface DraftDay {
  key: string;
  Id?: number;
  date: string;
  start: string;
  end: string;
  crews: DraftCrew[];
  equipment: DraftEquipment[];
}

export interface Draft {
  scheduleId: number;
  version: number;
  days: DraftDay[];
}

let counter = 0;
/** A key for rows React keeps apart before the server has given them an Id. */
export const newKey = () => `new-${++counter}`;

export function draftOf(s: Schedule): Draft {
  return {
    scheduleId: s.Id,
    version: s.Version,
    days: s.ScheduleDates.map((d) => ({
      key: `day-${d.Id}`,
      Id: d.Id,
      date: d.ScheduleDate_,
      start: d.StartTime,
      end: d.EndTime,
      crews: d.ScheduleCrews.map((c) => ({
        key: `crew-${c.Id}`,
        Id: c.Id,
        employeeId: c.Employee.Id,
        employeeName: c.Employee.Name,
        jobTitleId: c.JobTitle.Id,
        isForeman: c.IsForeman,
      })),
      equipment: d.ScheduleEquipments.map((e) => ({
        key: `equipment-${e.Id}`,
        Id: e.Id,
        resourceId: e.EquipmentResource.Id,
        label: `${e.Equipment.Name} · ${e.EquipmentResource.AssetNumber}`,
      })),
    })),
  };
}

/** A new day after the latest (or tomorrow) with the default hours and nothing booked yet. */
export function newDay(days: DraftDay[], hours: ScheduleHours, today: string): DraftDay {
  return {
    key: newKey(),
    date: nextScheduleDate(
      days.map((d) => d.date),
      today,
    ),
    start: hours.StartTime,
    end: hours.EndTime,
    crews: [],
    equipment: [],
  };
}

/** The days as the shared date rules read them. */
export const draftRuleDays = (draft: Draft): DayDraft[] => ruleDays(draft.days);

/** POST schedules/update: the whole set of days; what is left out is removed. */
export function toUpdate(draft: Draft): UpdateSchedule {
  return {
    Id: draft.scheduleId,
    Version: draft.version,
    ScheduleDates: draft.days.map((d, i) => ({
      ...(d.Id ? { Id: d.Id } : {}),
      ScheduleDate_: d.date,
      StartTime: d.start,
      EndTime: d.end,
      ScheduleCrews: draftRuleDays(draft)[i]!.ScheduleCrews.map((c, j) => ({
        ...(d.crews[j]!.Id ? { Id: d.crews[j]!.Id } : {}),
        ...c,
      })),
      ScheduleEquipments: d.equipment.map((e) => ({
        ...(e.Id ? { Id: e.Id } : {}),
        EquipmentResource: e.resourceId ? { Id: e.resourceId } : null,
      })),
    })),
  };
}
