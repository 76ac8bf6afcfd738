import {
  canRequestCancellation,
  completionProblems,
  isEmail,
  mayComplete,
  statusChoices,
  WorkOrderMessages as M,
  WorkOrderStatuses as S,
  type CancellationRequested,
  type CompletedWorkOrder,
  type ReadyToComplete,
  type UpdateWorkOrderStatus,
  type WorkOrder,
} from '@canopy/shared';
import { requireClaim, type AuthContext } from '../../platform/auth/context';
import { nowIso, type Db } from '../../platform/db';
import { conflict, ruleFailed, ValidationError } from '../../platform/errors';
import type { Mailer } from '../../platform/mail';
import { reachWorkOrder, workOrderAccess as access } from './work-orders.access';
import { employeesRepo } from '../employees/employees.repo';
import { workOrdersRepo } from './work-orders.repo';
import { readWorkOrder } from './work-orders.service';

const refused = () => ruleFailed(M.InvalidStatusUpdate);

/**
 * Status changes (spec §4): the shared statusChoices rule decides every change, completing also needs
 * WorkOrder_Complete and the ready-to-complete facts, and a cancellation request mails the branch
 * manager. Each change applies only if the status is still the one the rule was checked against.
 */
export function workOrderStatusService(deps: { db: Db; mailer: Mailer; publicUrl: string }) {
  const { db } = deps;
  const repo = workOrdersRepo(db);

  /** Moves the order from `from` to `to`; false when someone changed its status meanwhile. */
  function move(on: Db, id: number, from: number, to: number): Promise<boolean> {
    return workOrdersRepo(on).moveStatus(id, from, to, to === S.Completed ? nowIso() : null);
  }

  async function problems(id: number): Promise<string[]> {
    const [counts, options] = await Promise.all([repo.completionCounts(id), repo.reportOptions(id)]);
    return completionProblems({ ...counts, scoutingRequired: options.length > 0 });
  }

  async function complete(auth: AuthContext, id: number): Promise<CompletedWorkOrder> {
    const w = await reachWorkOrder(db, auth, id);
    // From any status the choices allow Completed from (so not from PendingCancellation).
    const done = w.status_id === S.Completed || w.status_id === S.PendingCancellation;
    if (!mayComplete(auth.claims) || done) throw refused();
    const missing = await problems(id);
    if (missing.length) throw new ValidationError({ Service: missing });
    // Completing the order completes the services still open on it.
    const moved = await db.transaction().execute(async (trx) => {
      if (!(await move(trx, id, w.status_id, S.Completed))) return false;
      await workOrdersRepo(trx).completeOpenServices(id, nowIso());
      return true;
    });
    if (!moved) throw conflict(await readWorkOrder(db, id, auth));
    const options = await repo.reportOptions(id);
    return {
      WorkOrder: await readWorkOrder(db, id, auth),
      ScoutingReportServiceCompleted: options.length > 0,
      ReportOptionIds: options,
    };
  }

  async function notifyManager(auth: AuthContext, id: number): Promise<string | null> {
    const w = (await repo.byId(id))!;
    if (!w.manager_email || !isEmail(w.manager_email)) return M.ManagerNotNotified;
    const who = await employeesRepo(db).byId(auth.employeeId);
    const place = w.address ? ` at ${w.address}, ${w.city}` : '';
    await deps.mailer.send({
      to: w.manager_email,
      subject: `Cancellation requested for work order ${id}`,
      text:
        `${who ? `${who.first_name} ${who.last_name}` : 'A user'} asked to cancel work order ${id}` +
        ` for ${w.account_name}${place}${w.description ? ` (${w.description})` : ''}.\n\n` +
        `Open the work order: ${deps.publicUrl}/workorders/info?id=${id}\n`,
    });
    return null;
  }

  return {
    // Moving the status to Completed completes too, under the status claim (statusChoices decide).
    async complete(auth: AuthContext, id: number): Promise<CompletedWorkOrder> {
      requireClaim(auth, access.complete);
      return complete(auth, id);
    },

    async updateStatus(auth: AuthContext, req: UpdateWorkOrderStatus): Promise<WorkOrder> {
      requireClaim(auth, access.status);
      const w = await reachWorkOrder(db, auth, req.WorkOrderId);
      if (!statusChoices(w.status_id, auth.claims).includes(req.StatusId)) throw refused();
      if (req.StatusId === w.status_id) return readWorkOrder(db, w.id, auth);
      if (req.StatusId === S.Completed) return (await complete(auth, w.id)).WorkOrder;
      if (!(await move(db, w.id, w.status_id, req.StatusId)))
        throw conflict(await readWorkOrder(db, w.id, auth));
      return readWorkOrder(db, w.id, auth);
    },

    async readiness(auth: AuthContext, id: number): Promise<ReadyToComplete> {
      requireClaim(auth, access.info);
      await reachWorkOrder(db, auth, id);
      const messages = await problems(id);
      return { Ready: messages.length === 0, Messages: messages };
    },

    /**
     * A cancellation request: the order waits in PendingCancellation and its branch manager is
     * mailed. Without a valid manager email the request still stands, with the spec's warning.
     */
    async requestCancellation(auth: AuthContext, id: number): Promise<CancellationRequested> {
      requireClaim(auth, access.status);
      const w = await reachWorkOrder(db, auth, id);
      if (!canRequestCancellation(w.status_id, auth.claims)) throw refused();
      if (!(await move(db, id, w.status_id, S.PendingCancellation)))
        throw conflict(await readWorkOrder(db, id, auth));
      let warning: string | null;
      try {
        warning = await notifyManager(auth, id);
      } catch (e) {
        // Unsent, the request did not happen: put the status back so it can be asked again.
        await move(db, id, S.PendingCancellation, w.status_id);
        throw e;
      }
      return { WorkOrder: await readWorkOrder(db, id, auth), Warning: warning };
    },
  };
}
export type WorkOrderStatusService = ReturnType<typeof workOrderStatusService>;
