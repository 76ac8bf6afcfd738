import {
  centsToDollars,
  dollarsToCents,
  isIsoDate,
  ScheduleStatusList,
  ScheduleDateMessages as D,
  type AddSchedule,
  type CrewChoice,
  type EquipmentChoice,
  type IdName,
  type Schedule,
  type ScheduledResourcesDay,
  type ScheduledResourcesRequest,
  type ScheduleRemoval,
  type ScheduleResourceChoices,
  type UpdateSchedule,
} from '@canopy/shared';
import { requireClaim, type AuthContext } from '../../platform/auth/context';
import { nowIso, type Db } from '../../platform/db';
import { inTransaction } from '../../platform/db/transaction';
import { saveIfCurrent } from '../../platform/db/versioned';
import { conflict, notFound, ruleFailed, ValidationError } from '../../platform/errors';
import { checkDays, normalizeDays, writeDays } from './schedule-days.write';
import { scheduleDaysRepo } from './schedule-days.repo';
import { scheduleEditRepo, type ScheduleEditRepo } from './schedule-edit.repo';
import { borrowedIds, branchLoans } from './schedule-loans';
import { scheduleAccess as access, scheduleEditScope } from './schedules.access';
import { toSchedule } from './schedules.mapper';
import { schedulesRepo } from './schedules.repo';
import { refuseEdit } from './schedule-state';
import { scheduleWritesRepo } from './schedule-writes.repo';

type Header = Awaited<ReturnType<ReturnType<typeof schedulesRepo>['headers']>>[number];

async function read(trx: Db, h: Header): Promise<Schedule> {
  const repo = schedulesRepo(trx);
  const days = await repo.days([h.id]);
  const dayIds = days.map((d) => d.id);
  const [crews, equipment] = await Promise.all([repo.crews(dayIds), repo.equipment(dayIds)]);
  return toSchedule(h, days, crews, equipment);
}

type CrewRows = Awaited<ReturnType<ScheduleEditRepo['crewChoices']>>;
type EquipmentRow = Awaited<ReturnType<ScheduleEditRepo['equipmentChoices']>>[number];

const toCrewChoices = ({ people, titles }: CrewRows): CrewChoice[] =>
  people.map((p) => ({
    Id: p.id,
    Name: `${p.first_name} ${p.last_name}`,
    JobTitleIds: titles.filter((t) => t.employee_id === p.id).map((t) => t.job_title_id),
  }));

const toEquipmentChoice = (a: EquipmentRow): EquipmentChoice => ({
  Id: a.id,
  AssetNumber: a.asset_number,
  EquipmentTypeId: a.type_id,
  EquipmentType: a.type_name,
  DailyRate: centsToDollars(Number(a.daily_rate_cents)),
});

/** Creating a schedule from work orders, saving its days with every date rule, and removing parts of it. */
export function scheduleEditService(db: Db) {
  /** The live schedule the caller may change, else 404: another branch's id gives nothing away. */
  async function editable(trx: Db, auth: AuthContext, id: number) {
    requireClaim(auth, access.edit);
    const [h] = await schedulesRepo(trx).headers([id], scheduleEditScope(auth));
    if (!h || !h.active) throw notFound();
    return h;
  }

  async function current(trx: Db, id: number) {
    const [h] = await schedulesRepo(trx).headers([id]);
    return read(trx, h!);
  }

  /** Takes one day, crew or equipment row off an editable schedule, moving its Version on. */
  function removeRow(auth: AuthContext, kind: 'day' | 'crew' | 'equipment', rowId: number) {
    requireClaim(auth, access.edit);
    return inTransaction(db, async (trx): Promise<ScheduleRemoval> => {
      const repo = scheduleDaysRepo(trx);
      const scheduleId = await repo.ownerOf(kind, rowId);
      if (!scheduleId) throw notFound();
      const h = await editable(trx, auth, scheduleId);
      refuseEdit(h.status_id);
      if (kind === 'day') await repo.removeDays([rowId]);
      else if (kind === 'crew') await repo.removeCrew([rowId]);
      else await repo.removeEquipment([rowId]);
      await saveIfCurrent(trx, 'schedules', h.id, h.version, {});
      return { ScheduleId: h.id, Version: h.version + 1 };
    });
  }

  return {
    /**
     * A new Open schedule holding these work orders (in this order as its route), in their branch. The
     * work orders count as scheduled from now on; the dialog removes the schedule if it is abandoned.
     */
    add(auth: AuthContext, req: AddSchedule): Promise<Schedule> {
      requireClaim(auth, access.edit);
      const ids = [...new Set(req.WorkOrderIds)];
      if (!ids.length) throw ruleFailed(D.AtLeastOneWorkOrder);
      return inTransaction(db, async (trx) => {
        const repo = scheduleEditRepo(trx);
        const found = await repo.workOrders(ids, scheduleEditScope(auth));
        if (found.length !== ids.length) throw notFound();
        const byId = new Map(found.map((w) => [w.id, w]));
        const ordered = ids.map((id) => byId.get(id)!);
        const archived = ordered.filter((w) => w.archived).map((w) => w.id);
        if (archived.length) throw ruleFailed(D.archivedWorkOrders(archived.join(', ')));
        const branches = new Set(ordered.map((w) => w.branch_id));
        if (branches.size > 1) throw ruleFailed(D.OneBranch);
        const branchId = ordered[0]!.branch_id;

        const days = normalizeDays(req.ScheduleDates ?? []);
        if (days.some((d) => d.id)) throw notFound();
        const problems = await checkDays(trx, { scheduleId: null, branchId, days, saved: null });
        if (problems.length) throw new ValidationError({ Service: problems });

        const sum = (k: 'estimated_value_cents' | 'estimated_hours_hundredths') =>
          ordered.reduce((s, w) => s + Number(w[k]), 0);
        const given = (v: number | undefined) => (v === undefined ? null : dollarsToCents(v));
        const scheduleId = await repo.insertSchedule({
          branch_id: branchId,
          total_value_cents: given(req.TotalValue) ?? sum('estimated_value_cents'),
          total_hours_hundredths: given(req.TotalHours) ?? sum('estimated_hours_hundredths'),
          created_at: nowIso(),
        });
        await repo.linkWorkOrders(
          scheduleId,
          ordered.map((w) => ({ id: w.id, estimated_hours_hundredths: w.estimated_hours_hundredths })),
        );
        await scheduleWritesRepo(trx).markScheduled(ids);
        await writeDays(trx, scheduleId, days, null);
        return current(trx, scheduleId);
      });
    },

    /**
     * Saves the schedule's days as sent, all or nothing: every date rule of spec §5 is checked first
     * and each broken one named with its dates; a stale Version gets 409 with the schedule as it is.
     */
    update(auth: AuthContext, req: UpdateSchedule): Promise<Schedule> {
      return inTransaction(db, async (trx) => {
        const h = await editable(trx, auth, req.Id);
        refuseEdit(h.status_id);
        if (h.version !== req.Version) throw conflict(await read(trx, h));
        const days = normalizeDays(req.ScheduleDates);
        const saved = await scheduleEditRepo(trx).saved(h.id);
        const problems = await checkDays(trx, { scheduleId: h.id, branchId: h.branch_id, days, saved });
        if (problems.length) throw new ValidationError({ Service: problems });
        const notes = req.Notes === undefined ? {} : { notes: req.Notes?.trim() || null };
        if (!(await saveIfCurrent(trx, 'schedules', h.id, req.Version, notes)))
          throw conflict(await current(trx, h.id));
        await writeDays(trx, h.id, days, saved);
        return current(trx, h.id);
      });
    },

    /**
     * Who and what other live schedules already book on each of these dates; for a schedule, also who
     * and what confirmed transfers lend into its branch, or away from it, on each date.
     */
    async scheduledResources(
      auth: AuthContext,
      req: ScheduledResourcesRequest,
    ): Promise<ScheduledResourcesDay[]> {
      requireClaim(auth, access.edit);
      const dates = [...new Set(req.ScheduleDates)].sort();
      const bad = dates.filter((d) => !isIsoDate(d));
      if (bad.length) throw ruleFailed(D.dateNotValid(bad.join(', ')));
      const h = req.ScheduleId ? await editable(db, auth, req.ScheduleId) : null;
      const repo = scheduleEditRepo(db);
      const [booked, loans] = await Promise.all([
        repo.booked(dates, req.ScheduleId ?? null),
        h ? branchLoans(db, h.branch_id, dates) : null,
      ]);
      const [borrowedPeople, borrowedAssets] = await Promise.all([
        loans ? repo.crewChoices(h!.branch_id, borrowedIds(loans.crewIn)) : { people: [], titles: [] },
        loans ? repo.equipmentChoices(h!.branch_id, borrowedIds(loans.equipmentIn)) : [],
      ]);
      const crew = toCrewChoices(borrowedPeople);
      const equipment = borrowedAssets.map(toEquipmentChoice);
      return dates.map((date) => {
        const crewIn = loans?.crewIn.get(date) ?? new Map<number, number>();
        const equipmentIn = loans?.equipmentIn.get(date) ?? new Map<number, number>();
        return {
          ScheduleDate_: date,
          EmployeeIds: [
            ...new Set(booked.crews.filter((c) => c.schedule_date === date).map((c) => c.employee_id)),
          ],
          EquipmentResourceIds: [
            ...new Set(
              booked.equipment.filter((e) => e.schedule_date === date).map((e) => e.equipment_resource_id),
            ),
          ],
          LentEmployeeIds: [...(loans?.crewOut.get(date) ?? [])],
          LentEquipmentResourceIds: [...(loans?.equipmentOut.get(date) ?? [])],
          BorrowedCrew: crew
            .filter((c) => crewIn.has(c.Id))
            .map((c) => ({ ...c, BorrowedFromBranchId: crewIn.get(c.Id)! })),
          BorrowedEquipment: equipment
            .filter((e) => equipmentIn.has(e.Id))
            .map((e) => ({ ...e, BorrowedFromBranchId: equipmentIn.get(e.Id)! })),
        };
      });
    },

    /** The crew and equipment of the schedule's branch the pickers offer. */
    async resourceChoices(auth: AuthContext, id: number): Promise<ScheduleResourceChoices> {
      const h = await editable(db, auth, id);
      const repo = scheduleEditRepo(db);
      const [people, assets] = await Promise.all([
        repo.crewChoices(h.branch_id),
        repo.equipmentChoices(h.branch_id),
      ]);
      return { Crew: toCrewChoices(people), Equipment: assets.map(toEquipmentChoice) };
    },

    removeDate: (auth: AuthContext, id: number) => removeRow(auth, 'day', id),
    removeCrew: (auth: AuthContext, id: number) => removeRow(auth, 'crew', id),
    removeEquipment: (auth: AuthContext, id: number) => removeRow(auth, 'equipment', id),

    statuses(auth: AuthContext): IdName[] {
      requireClaim(auth, access.read);
      return ScheduleStatusList;
    },
  };
}
export type ScheduleEditService = ReturnType<typeof scheduleEditService>;
