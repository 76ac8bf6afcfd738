import {
  ScheduleMessages as M,
  ScheduleStatuses,
  stateChangeRefusal,
  ScheduleStatusList,
  type AddScheduleNote,
  type ScheduleNote,
  type ScheduleNotesResult,
  type ScheduleStateResult,
  type UpdateScheduleNotes,
} from '@canopy/shared';
import { requireClaim, type AuthContext } from '../../platform/auth/context';
import { iso, nowIso, type Db } from '../../platform/db';
import { inTransaction } from '../../platform/db/transaction';
import { saveIfCurrent } from '../../platform/db/versioned';
import { conflict, formErrors, notFound, ruleFailed } from '../../platform/errors';
import { scheduleLifecycleRepo, type ScheduleNoteRow } from './schedule-lifecycle.repo';
import { scheduleAccess as access, scheduleEditScope, scheduleScope } from './schedules.access';
import { generateInvoices, scheduleInvoiced } from '../invoices/invoice-generation';
import { schedulesRepo } from './schedules.repo';
import { refuseEdit } from './schedule-state';

const statusName = (id: number) => ScheduleStatusList.find((s) => s.Id === id)?.Name ?? String(id);

const stateOf = (
  h: { status_id: number; version: number },
  warnings: string[] = [],
): ScheduleStateResult => ({
  StatusId: h.status_id,
  ScheduleStatus: statusName(h.status_id),
  Version: h.version,
  Warnings: warnings,
});

const toNote = (r: ScheduleNoteRow): ScheduleNote => ({
  Id: r.id,
  ScheduleId: r.schedule_id,
  Note: r.note,
  CreatedById: r.created_by_id,
  CreatedBy: `${r.first_name} ${r.last_name}`.trim(),
  DateCreated: iso(r.created_at)!,
});

/** Cancel, confirm, unconfirm, notes and removal of a schedule, each state rule of spec §4 enforced here. */
export function scheduleLifecycleService(db: Db) {
  /** The live schedule the caller may change, else 404: another branch's id gives nothing away. */
  async function editable(trx: Db, auth: AuthContext, id: number) {
    requireClaim(auth, access.edit);
    const [h] = await schedulesRepo(trx).headers([id], scheduleEditScope(auth));
    if (!h || !h.active) throw notFound();
    return h;
  }

  /**
   * Moves the schedule to `to` if `refusal` finds nothing against it and nobody changed it since
   * `version`. `after` writes what the change brings along and reads its warnings in the same
   * transaction, so they describe the schedule as changed.
   */
  function transition(
    auth: AuthContext,
    id: number,
    version: number,
    rule: {
      refusal: (statusId: number) => string | null;
      to: number;
      after?: (trx: Db) => Promise<string[]>;
    },
  ): Promise<ScheduleStateResult> {
    return inTransaction(db, async (trx) => {
      const h = await editable(trx, auth, id);
      const refused = rule.refusal(h.status_id);
      if (refused) throw ruleFailed(refused);
      if (!(await saveIfCurrent(trx, 'schedules', id, version, { status_id: rule.to })))
        throw conflict(stateOf(h));
      const warnings = (await rule.after?.(trx)) ?? [];
      return stateOf({ status_id: rule.to, version: version + 1 }, warnings);
    });
  }

  return {
    /** Only an Open schedule; irreversible. Its work orders go back to be scheduled, their links kept. */
    cancel(auth: AuthContext, id: number, version: number) {
      return transition(auth, id, version, {
        refusal: (s) => stateChangeRefusal('cancel', s),
        to: ScheduleStatuses.Canceled,
        after: async (trx) => {
          const repo = scheduleLifecycleRepo(trx);
          await repo.freeWorkOrders(await repo.workOrderIds(id), id);
          return [];
        },
      });
    },

    /**
     * Warns of what is not finished yet: work orders not completed, days someone has not clocked out
     * of. Its completed work orders are invoiced in the same transaction.
     */
    confirm(auth: AuthContext, id: number, version: number) {
      return transition(auth, id, version, {
        refusal: (s) => stateChangeRefusal('confirm', s),
        to: ScheduleStatuses.Confirmed,
        after: async (trx) => {
          const repo = scheduleLifecycleRepo(trx);
          const [open, days] = [await repo.unfinishedWorkOrderIds(id), await repo.daysNotClockedOut(id)];
          await generateInvoices(trx, id);
          return [...open.map(M.workOrderNotCompleted), ...days.map(M.dayNotClockedOut)];
        },
      });
    },

    /** Back to Ended (Completed); invoices made on confirming stay, hence the warning when there are any. */
    unconfirm(auth: AuthContext, id: number, version: number) {
      return transition(auth, id, version, {
        refusal: (s) => stateChangeRefusal('unconfirm', s),
        to: ScheduleStatuses.Ended,
        after: async (trx) => ((await scheduleInvoiced(trx, id)) ? [M.InvoiceGenerated] : []),
      });
    },

    /** The schedule's own Notes field; blank clears it. */
    updateNotes(auth: AuthContext, id: number, req: UpdateScheduleNotes): Promise<ScheduleNotesResult> {
      return inTransaction(db, async (trx) => {
        const h = await editable(trx, auth, id);
        refuseEdit(h.status_id);
        const notes = req.Notes?.trim() || null;
        if (!(await saveIfCurrent(trx, 'schedules', id, req.Version, { notes })))
          throw conflict({ Notes: h.notes, Version: h.version });
        return { Notes: notes, Version: req.Version + 1 };
      });
    },

    async notes(auth: AuthContext, id: number): Promise<ScheduleNote[]> {
      requireClaim(auth, access.read);
      const [h] = await schedulesRepo(db).headers([id], scheduleScope(auth));
      if (!h || !h.active) throw notFound();
      return (await scheduleLifecycleRepo(db).notes(id)).map(toNote);
    },

    /** A note of the notes list, in any status: it comments on the schedule without changing it. */
    async addNote(auth: AuthContext, id: number, req: AddScheduleNote): Promise<ScheduleNote> {
      await editable(db, auth, id);
      const note = req.Note.trim();
      const form = formErrors();
      if (!note) form.add('Note', M.NoteRequired);
      form.check();
      const repo = scheduleLifecycleRepo(db);
      const noteId = await repo.addNote({
        schedule_id: id,
        note,
        created_by_id: auth.employeeId,
        created_at: nowIso(),
      });
      return toNote((await repo.notes(id)).find((n) => n.id === noteId)!);
    },

    /** Takes the schedule out of use and frees its work orders; the build dialog's undo. */
    remove(auth: AuthContext, id: number): Promise<void> {
      return inTransaction(db, async (trx) => {
        const h = await editable(trx, auth, id);
        if (h.status_id === ScheduleStatuses.Confirmed) throw ruleFailed(M.RemoveConfirmed);
        if (h.status_id === ScheduleStatuses.Canceled) throw ruleFailed(M.RemoveCancelled);
        const repo = scheduleLifecycleRepo(trx);
        const workOrderIds = await repo.workOrderIds(id);
        await repo.deactivate(id);
        await repo.freeWorkOrders(workOrderIds, id);
      });
    },
  };
}
export type ScheduleLifecycleService = ReturnType<typeof scheduleLifecycleService>;
