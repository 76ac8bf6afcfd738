import {
  B,
  calendarWeek,
  claim,
  F,
  parseDate,
  WorkOrderMessages,
  type ArboristScheduleDto,
  type AvailableCrewDto,
  type AvailableEquipmentDto,
  type CalendarResources,
  type CalendarResourcesSearch,
} from '@canopy/shared';
import { requireClaim, type AuthContext } from '../../platform/auth/context';
import type { Db } from '../../platform/db';
import { notFound, ValidationError } from '../../platform/errors';
import { borrowedInto, lentOutOf } from '../transfers/transfer-ledger.repo';
import { bookedOn, scheduleCalendarRepo } from './schedule-calendar.repo';
import { scheduleEditScope } from './schedules.access';

/** Spec §2: the resource calendar needs Schedules Branch or Full. */
export const scheduleCalendarAccess = {
  calendar: { access: { claim: claim('Schedules', B | F) } },
};

const nameOf = (r: { first_name: string; last_name: string }) => `${r.first_name} ${r.last_name}`.trim();
const key = (date: string, id: number) => `${date}|${id}`;

/**
 * The resource calendar: per day of a week, the foremen on schedules and the crew and equipment
 * still free in the chosen branches. Free means not on a live schedule that day, not lent out that
 * day by a confirmed transfer, and counts what a confirmed transfer brings in for that day.
 */
export function scheduleCalendarService(db: Db) {
  const repo = scheduleCalendarRepo(db);

  /** The branches asked for, within the caller's reach; another branch's id is a 404. */
  async function branchesOf(auth: AuthContext, asked: number[] | undefined): Promise<number[]> {
    const reach = scheduleEditScope(auth);
    const own =
      reach.kind === 'all' ? await repo.activeBranchIds() : reach.kind === 'branch' ? reach.branchIds : [];
    if (!asked?.length) return own;
    if (reach.kind !== 'all' && asked.some((id) => !own.includes(id))) throw notFound();
    return [...new Set(asked)];
  }

  return {
    async search(auth: AuthContext, req: CalendarResourcesSearch): Promise<CalendarResources> {
      requireClaim(auth, scheduleCalendarAccess.calendar);
      const day = parseDate(req.SearchDate);
      if (!day) throw new ValidationError({ SearchDate: [WorkOrderMessages.DateNotValid] });
      const dates = calendarWeek(day, !!req.ShowWeekend);
      const branchIds = await branchesOf(auth, req.BranchIds);
      const selected = new Set(branchIds);

      const [foremen, booked, borrowed, lent] = await Promise.all([
        repo.foremenDays(branchIds, dates, req.ServiceGroupIds ?? []),
        bookedOn(db, dates),
        borrowedInto(db, branchIds, dates),
        lentOutOf(db, branchIds, dates),
      ]);
      // Between two branches both shown, a transfer moves nothing in or out of the view.
      const inbound = {
        crew: borrowed.crew.filter((b) => !selected.has(b.fromBranchId)),
        equipment: borrowed.equipment.filter((b) => !selected.has(b.fromBranchId)),
      };
      const lentKeys = new Set([
        ...lent.crew.filter((l) => !selected.has(l.toBranchId)).map((l) => key(l.date, l.employeeId)),
      ]);
      const lentAssets = new Set(
        lent.equipment
          .filter((l) => !selected.has(l.toBranchId))
          .map((l) => key(l.date, l.equipmentResourceId)),
      );
      const bookedCrew = new Set(booked.crew.map((b) => key(b.date, b.employeeId)));
      const bookedAssets = new Set(booked.equipment.map((b) => key(b.date, b.equipmentResourceId)));

      const [people, assets, totals] = await Promise.all([
        repo.crew(
          branchIds,
          inbound.crew.map((b) => b.employeeId),
        ),
        repo.equipment(
          branchIds,
          inbound.equipment.map((b) => b.equipmentResourceId),
        ),
        repo.workOrderTotals([...new Set(foremen.map((f) => f.schedule_id))]),
      ]);

      const arboristScheduleDtos: ArboristScheduleDto[] = [];
      for (const f of foremen) {
        let row = arboristScheduleDtos.find(
          (a) => a.Date === f.schedule_date && a.EmployeeId === f.employee_id,
        );
        if (!row) {
          row = { Date: f.schedule_date, EmployeeId: f.employee_id, Name: nameOf(f), Schedules: [] };
          arboristScheduleDtos.push(row);
        }
        if (row.Schedules.some((s) => s.ScheduleId === f.schedule_id)) continue;
        const t = totals.find((x) => x.schedule_id === f.schedule_id);
        row.Schedules.push({
          ScheduleId: f.schedule_id,
          StatusId: f.status_id,
          BranchId: f.branch_id,
          WorkOrderCount: Number(t?.n ?? 0),
          Hours: Number(t?.hours ?? 0) / 100,
        });
      }

      // One entry per person: their primary branch when shown, else the first shown branch they work in.
      const person = new Map<number, { name: string; jobTitleId: number | null; branchId: number | null }>();
      for (const p of people) {
        const cur = person.get(p.id);
        const inView = p.branch_id != null && selected.has(p.branch_id) ? p.branch_id : null;
        const branchId =
          inView != null && (cur?.branchId == null || p.branch_id === p.primary_branch_id)
            ? inView
            : (cur?.branchId ?? null);
        person.set(p.id, { name: nameOf(p), jobTitleId: p.job_title_id, branchId });
      }

      const availableCrewDtos: AvailableCrewDto[] = [];
      const availableEquipmentDtos: AvailableEquipmentDto[] = [];
      for (const date of dates) {
        for (const [id, p] of person) {
          if (p.branchId == null || bookedCrew.has(key(date, id)) || lentKeys.has(key(date, id))) continue;
          availableCrewDtos.push({
            Date: date,
            EmployeeId: id,
            Name: p.name,
            JobTitleId: p.jobTitleId,
            BranchId: p.branchId,
            BorrowedFromBranchId: null,
          });
        }
        for (const b of inbound.crew) {
          const p = person.get(b.employeeId);
          if (b.date !== date || !p || bookedCrew.has(key(date, b.employeeId))) continue;
          availableCrewDtos.push({
            Date: date,
            EmployeeId: b.employeeId,
            Name: p.name,
            JobTitleId: p.jobTitleId,
            BranchId: b.toBranchId,
            BorrowedFromBranchId: b.fromBranchId,
          });
        }
        for (const a of assets) {
          const k = key(date, a.id);
          const dto = {
            Date: date,
            EquipmentResourceId: a.id,
            AssetNumber: a.asset_number,
            EquipmentTypeId: a.equipment_type_id,
            EquipmentTypeName: a.type_name,
          };
          if (bookedAssets.has(k)) continue;
          const into = inbound.equipment.find((b) => b.date === date && b.equipmentResourceId === a.id);
          if (into) {
            availableEquipmentDtos.push({
              ...dto,
              BranchId: into.toBranchId,
              BorrowedFromBranchId: into.fromBranchId,
            });
          } else if (selected.has(a.current_branch_id) && !lentAssets.has(k)) {
            availableEquipmentDtos.push({
              ...dto,
              BranchId: a.current_branch_id,
              BorrowedFromBranchId: null,
            });
          }
        }
      }
      return {
        StartDate: dates[0]!,
        EndDate: dates[dates.length - 1]!,
        arboristScheduleDtos,
        availableCrewDtos,
        availableEquipmentDtos,
      };
    },
  };
}
export type ScheduleCalendarService = ReturnType<typeof scheduleCalendarService>;
