import {
  centsToDollars,
  claim,
  dollarsToCents,
  F,
  isJobTitleChoice,
  JobTitles,
  R,
  ScheduleCostMessages as M,
  ScheduleMessages,
  ScheduleStatuses,
  type SaveWageRows,
  type ScheduleDailyLog,
  type ScheduleEquipmentWorkOrders,
  type UpdateEquipmentWorkOrders,
  type WageChoices,
  type WageJobTitle,
} from '@canopy/shared';
import { requireClaim, type AuthContext } from '../../platform/auth/context';
import type { Db } from '../../platform/db';
import { inTransaction } from '../../platform/db/transaction';
import { formErrors, HttpError, notFound } from '../../platform/errors';
import { scheduleAccess, scheduleEditScope, scheduleScope } from './schedules.access';
import { schedulesRepo } from './schedules.repo';
import { refuseEdit } from './schedule-state';
import { scheduleCostsRepo, type ScheduleCostsRepo } from './schedule-costs.repo';

/**
 * Scheduling §6: WorkOrders_PrevailingWage ReadOnly or Full views the hours, Full edits them. The
 * schedule must also be one the caller reads under Schedules, checked by the service.
 */
export const scheduleCostAccess = {
  wageView: { access: { claim: claim('WorkOrders_PrevailingWage', R | F) } },
  wageEdit: { access: { claim: claim('WorkOrders_PrevailingWage', F) } },
};

/** A refused equipment cost save: spec §7 has the client read the reason from ExceptionMessage. */
const costRefused = (message: string) =>
  new HttpError(400, message, { ModelState: { Service: [message] }, ExceptionMessage: message });

/** Whole cents of a dollar amount, or null when it has more than two decimals. */
function exactCents(amount: number): number | null {
  const cents = dollarsToCents(amount);
  return cents !== null && Math.abs(amount * 100 - cents) < 1e-6 ? cents : null;
}

type LogRow = Awaited<ReturnType<ScheduleCostsRepo['logs']>>[number];
type WageRow = Awaited<ReturnType<ScheduleCostsRepo['wageRows']>>[number];
const jobTitleName = (id: number | null) => Object.entries(JobTitles).find(([, v]) => v === id)?.[0] ?? null;

const toLog = (l: LogRow, wage: WageRow[]): ScheduleDailyLog => ({
  Id: l.id,
  Date: l.log_date,
  EmployeeId: l.employee_id,
  Name: `${l.first_name} ${l.last_name}`,
  JobTitle: jobTitleName(l.job_title_id),
  TimeIn: l.time_in,
  TimeOut: l.time_out,
  HoursWorked: l.hours_worked_hundredths / 100,
  PrevailingWageHours: wage
    .filter((w) => w.daily_log_id === l.id)
    .map((w) => ({
      Id: w.id,
      Hours: w.hours_hundredths / 100,
      PrevailingWageCategoryId: w.prevailing_wage_category_id,
      PrevailingWageJobTitleId: w.prevailing_wage_job_title_id,
      DailyLogId: w.daily_log_id,
      ScheduleId: w.schedule_id,
    })),
});

/** The schedule's equipment cost split over its work orders and its prevailing wage hours. */
export function scheduleCostsService(db: Db) {
  /** The live schedule in the caller's Schedules reach with the work order on it, else 404. */
  async function wageSchedule(trx: Db, auth: AuthContext, id: number, workOrderId: number) {
    requireClaim(auth, scheduleAccess.read);
    const [h] = await schedulesRepo(trx).headers([id], scheduleScope(auth));
    if (!h || !h.active || !(await scheduleCostsRepo(trx).onSchedule(id, workOrderId))) throw notFound();
    return h;
  }

  async function logsOf(trx: Db, id: number, workOrderId: number) {
    const repo = scheduleCostsRepo(trx);
    const logs = await repo.logs(id, workOrderId);
    const wage = await repo.wageRows(
      id,
      logs.map((l) => l.id),
    );
    return logs.map((l) => toLog(l, wage));
  }

  async function equipmentWorkOrders(auth: AuthContext, id: number): Promise<ScheduleEquipmentWorkOrders> {
    requireClaim(auth, scheduleAccess.read);
    const repo = scheduleCostsRepo(db);
    const e = await repo.equipment(scheduleScope(auth), id);
    if (!e) throw notFound();
    const shares = await repo.shares(e.schedule_id, id);
    return {
      ScheduleEquipmentId: e.id,
      ScheduleId: e.schedule_id,
      ScheduleDate_: e.schedule_date,
      Equipment: { Id: e.type_id, Name: e.type_name },
      EquipmentResource: { Id: e.resource_id, AssetNumber: e.asset_number },
      DailyRate: centsToDollars(Number(e.daily_rate_cents)),
      WorkOrders: shares.map((s) => ({
        WorkOrderId: s.work_order_id,
        CustomerName: s.account_name,
        Address: s.address ? `${s.address}, ${s.city}, ${s.state} ${s.zip}` : null,
        Amount: centsToDollars(Number(s.amount_cents ?? 0)),
      })),
    };
  }

  return {
    equipmentWorkOrders,

    /** Spec §5: the shares, in exact cents, add up to the daily rate; nothing is saved otherwise. */
    async updateEquipmentWorkOrders(
      auth: AuthContext,
      id: number,
      list: UpdateEquipmentWorkOrders,
    ): Promise<ScheduleEquipmentWorkOrders> {
      requireClaim(auth, scheduleAccess.edit);
      await inTransaction(db, async (trx) => {
        const repo = scheduleCostsRepo(trx);
        const e = await repo.equipment(scheduleEditScope(auth), id);
        if (!e) throw notFound();
        if (e.status_id === ScheduleStatuses.Canceled) throw costRefused(ScheduleMessages.Cancelled);
        if (e.status_id === ScheduleStatuses.Confirmed) throw costRefused(ScheduleMessages.Confirmed);
        const ids = list.map((s) => s.WorkOrderId);
        if (new Set(ids).size !== ids.length) throw costRefused(M.ListedTwice);
        const onSchedule = new Set((await repo.shares(e.schedule_id, id)).map((s) => s.work_order_id));
        const strangers = ids.filter((w) => !onSchedule.has(w));
        if (strangers.length) throw costRefused(M.notOnSchedule(strangers));
        const cents = list.map((s) => exactCents(s.Amount));
        if (cents.some((c) => c === null)) throw costRefused(M.NotCents);
        if (cents.some((c) => c! < 0)) throw costRefused(M.Negative);
        if (cents.reduce<number>((sum, c) => sum + c!, 0) !== Number(e.daily_rate_cents))
          throw costRefused(M.MustAddUp);
        await repo.replaceShares(
          id,
          list.map((s, i) => ({ work_order_id: s.WorkOrderId, amount_cents: cents[i]! })),
        );
        await repo.sumEquipmentCosts(e.schedule_id);
      });
      return equipmentWorkOrders(auth, id);
    },

    async dailyLogs(auth: AuthContext, id: number, workOrderId: number): Promise<ScheduleDailyLog[]> {
      requireClaim(auth, scheduleCostAccess.wageView);
      await wageSchedule(db, auth, id, workOrderId);
      return logsOf(db, id, workOrderId);
    },

    /** Replaces the work order's prevailing wage rows on this schedule in one go (spec §5, §6). */
    saveWageHours(
      auth: AuthContext,
      id: number,
      workOrderId: number,
      rows: SaveWageRows,
    ): Promise<ScheduleDailyLog[]> {
      requireClaim(auth, scheduleCostAccess.wageEdit);
      return inTransaction(db, async (trx) => {
        const h = await wageSchedule(trx, auth, id, workOrderId);
        refuseEdit(h.status_id);
        const repo = scheduleCostsRepo(trx);
        const logs = new Map((await repo.logs(id, workOrderId)).map((l) => [l.id, l]));
        const logIds = [...logs.keys()];
        const stored = new Set((await repo.wageRows(id, logIds)).map((w) => w.id));
        const titles = new Map<number, WageJobTitle>(
          (await repo.jobTitles()).map((t) => [
            t.id,
            {
              Id: t.id,
              Name: t.name,
              PrevailingWageCategoryId: t.prevailing_wage_category_id,
              EffectiveDate: t.effective_date,
              ExpirationDate: t.expiration_date,
            },
          ]),
        );
        const errors = formErrors();
        const once = (message: string) => {
          if (!errors.ms.Service?.includes(message)) errors.add('Service', message);
        };
        const valid = rows.flatMap((r) => {
          const log = logs.get(r.DailyLogId);
          if (!log) return (once(M.LogNotOnSchedule), []);
          if (r.Id && !stored.has(r.Id)) return (once(M.RowNotFound), []);
          if (r.Hours == null || !r.PrevailingWageCategoryId || !r.PrevailingWageJobTitleId)
            return (once(M.FillAllFields), []);
          const hundredths = Math.round(r.Hours * 100);
          if (hundredths <= 0 || Math.abs(r.Hours * 100 - hundredths) > 1e-6)
            return (once(M.HoursNotValid), []);
          const title = titles.get(r.PrevailingWageJobTitleId);
          if (!title || !isJobTitleChoice(title, r.PrevailingWageCategoryId, log.log_date))
            return (once(M.jobTitleNotEffective(log.log_date)), []);
          return [
            {
              id: r.Id ?? null,
              daily_log_id: r.DailyLogId,
              hours_hundredths: hundredths,
              category: r.PrevailingWageCategoryId,
              jobTitle: r.PrevailingWageJobTitleId,
            },
          ];
        });
        errors.check();
        await repo.replaceWageRows(
          id,
          logIds,
          valid.filter((v) => v.id !== null).map((v) => ({ ...v, id: v.id! })),
          valid.filter((v) => v.id === null),
        );
        return logsOf(trx, id, workOrderId);
      });
    },

    async wageChoices(auth: AuthContext): Promise<WageChoices> {
      requireClaim(auth, scheduleCostAccess.wageView);
      const repo = scheduleCostsRepo(db);
      const [categories, titles] = await Promise.all([repo.categories(), repo.jobTitles()]);
      return {
        Categories: categories.map((c) => ({ Id: c.id, Code: c.code, Name: c.name })),
        JobTitles: titles.map((t) => ({
          Id: t.id,
          Name: t.name,
          PrevailingWageCategoryId: t.prevailing_wage_category_id,
          EffectiveDate: t.effective_date,
          ExpirationDate: t.expiration_date,
        })),
      };
    },
  };
}
export type ScheduleCostsService = ReturnType<typeof scheduleCostsService>;
