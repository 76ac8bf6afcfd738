import {
  addCalendarDays,
  JobTitleList,
  parseDate,
  ResourceTypes,
  TRANSFER_MAX_DAYS,
  TRANSFER_NEXT,
  TRANSFER_REQUEST_PAGE_SIZE,
  TransferMessages as M,
  transferNextSteps,
  TransferStatuses as T,
  TransferStatusList,
  type AvailableTransferResource,
  type SendTransferRequest,
  type TransferFind,
  type TransferFindResult,
  type TransferRequest,
  type TransferRequestSearch,
  type UpdateTransferStatus,
} from '@canopy/shared';
import { mayDo, requireClaim, type AuthContext } from '../../platform/auth/context';
import { nowIso, type Db } from '../../platform/db';
import { inTransaction } from '../../platform/db/transaction';
import { saveIfCurrent } from '../../platform/db/versioned';
import { conflict, formErrors, notFound, ruleFailed, ValidationError } from '../../platform/errors';
import { pageOf } from '../../platform/lists';
import { transferAccess as access, sidesOf } from './transfers.access';
import { jobTitleName, toTransferRequest } from './transfers.mapper';
import { transfersRepo, type TransferRow } from './transfers.repo';

/** The days from `start` to `end`, both included. */
function daysBetween(start: string, end: string): string[] {
  const out: string[] = [];
  for (let d = start; d <= end && out.length <= TRANSFER_MAX_DAYS; d = addCalendarDays(d, 1)) out.push(d);
  return out;
}

/** Start and end as days, or the spec's message; a reversed or over-long range is refused too. */
function rangeOf(form: ReturnType<typeof formErrors>, start?: string | null, end?: string | null) {
  const from = parseDate(start);
  const to = parseDate(end);
  if (!from || !to) {
    form.add('StartDate', M.EnterDates);
    return null;
  }
  if (from > to) form.add('EndDate', M.RangeReversed);
  else if (daysBetween(from, to).length > TRANSFER_MAX_DAYS) form.add('EndDate', M.RangeTooLong);
  return { from, to };
}

/**
 * Transfer requests: find what other branches could lend, ask for it, and follow the request
 * through Pending, Cancelled, Denied, Confirmed and Returned (spec §4, §5).
 */
export function transfersService(db: Db) {
  const repo = transfersRepo(db);

  async function dto(auth: AuthContext, r: TransferRow, d = repo): Promise<TransferRequest> {
    const details = await d.details([r.id]);
    const next = mayDo(auth, access.edit) ? transferNextSteps(r.status_id, sidesOf(auth, r)) : [];
    return toTransferRequest(r, details, next);
  }

  async function lendable(r: TransferRow, d = repo): Promise<AvailableTransferResource[]> {
    const dates = (await d.details([r.id])).dates.map((x) => x.transfer_date);
    const rows =
      r.resource_type_id === ResourceTypes.Crew
        ? await d.lendableCrew([r.from_branch_id], r.job_title_id ?? 0, dates)
        : await d.lendableEquipment([r.from_branch_id], r.equipment_type_id ?? 0, dates);
    const seen = new Set<number>();
    return rows.filter((x) => !seen.has(x.id) && seen.add(x.id)).map((x) => ({ Id: x.id, Name: x.name }));
  }

  async function reach(auth: AuthContext, id: number, d = repo) {
    requireClaim(auth, access.view);
    const r = await d.byId(id);
    if (!r) throw notFound();
    return r;
  }

  return {
    statuses: () => TransferStatusList.map((s) => ({ Id: s.Id, Name: s.Name })),
    crewJobTypes: () => JobTitleList.map((j) => ({ Id: j.Id, Name: j.Name })),

    async find(auth: AuthContext, req: TransferFind): Promise<TransferFindResult[]> {
      requireClaim(auth, access.view);
      const form = formErrors();
      const range = rangeOf(form, req.StartDate, req.EndDate);
      const crew = req.ResourceTypeId === ResourceTypes.Crew;
      const typeId = (crew ? req.JobTitleId : req.EquipmentTypeId) ?? 0;
      if (crew && !JobTitleList.some((j) => j.Id === typeId)) form.add('JobTitleId', M.JobTitleRequired);
      if (!crew && !(typeId && (await repo.equipmentTypeExists(typeId))))
        form.add('EquipmentTypeId', M.EquipmentTypeRequired);
      form.check();
      const dates = daysBetween(range!.from, range!.to);
      const toBranch = req.ToBranchId ?? auth.primaryBranchId;
      const [branches, free, typeName] = await Promise.all([
        repo.activeBranches(),
        crew ? repo.lendableCrewByDay(typeId, dates) : repo.lendableEquipmentByDay(typeId, dates),
        crew
          ? Promise.resolve(jobTitleName(typeId))
          : repo.equipmentTypeName(typeId).then((t) => t?.name ?? ''),
      ]);
      return branches
        .filter((b) => b.id !== toBranch)
        .map((b) => {
          const mine = free.filter((f) => f.branchId === b.id);
          const Dates = dates.map((Date) => ({
            Date,
            Available: mine.filter((f) => f.freeOn.includes(Date)).length,
          }));
          return {
            BranchId: b.id,
            BranchName: b.name,
            ResourceTypeId: req.ResourceTypeId,
            JobTitleId: crew ? typeId : null,
            EquipmentTypeId: crew ? null : typeId,
            TypeName: typeName,
            MinAvailable: Math.min(...Dates.map((x) => x.Available)),
            Dates,
          };
        })
        .filter((r) => r.Dates.some((x) => x.Available > 0));
    },

    async send(auth: AuthContext, req: SendTransferRequest): Promise<TransferRequest> {
      requireClaim(auth, access.edit);
      const form = formErrors();
      const range = rangeOf(form, req.StartDate, req.EndDate);
      const from = req.FromBranchId ?? null;
      const to = req.ToBranchId ?? auth.primaryBranchId;
      if (!from || !(await repo.branchExists(from))) form.add('FromBranchId', M.FromBranchRequired);
      if (!to || !(await repo.branchExists(to))) form.add('ToBranchId', M.ToBranchRequired);
      else if (!auth.branchIds.includes(to)) form.add('ToBranchId', M.NotOwnBranch);
      if (from && to && from === to) form.add('FromBranchId', M.SameBranch);
      const crew = req.ResourceTypeId === ResourceTypes.Crew;
      const typeId = (crew ? req.JobTitleId : req.EquipmentTypeId) ?? 0;
      if (crew && !JobTitleList.some((j) => j.Id === typeId)) form.add('JobTitleId', M.JobTitleRequired);
      if (!crew && !(typeId && (await repo.equipmentTypeExists(typeId))))
        form.add('EquipmentTypeId', M.EquipmentTypeRequired);
      const picked = (req.SelectedDates ?? []).map((d) => parseDate(d));
      const dates = [...new Set(picked.filter((d): d is string => !!d))].sort();
      if (!dates.length || picked.some((d) => !d)) form.add('SelectedDates', M.DateRequired);
      else if (range && dates.some((d) => d < range.from || d > range.to))
        form.add('SelectedDates', M.DatesOutOfRange);
      // Spec §5: the quantity defaults to 1.
      const qty = req.Qty ?? 1;
      if (qty < 1) form.add('Qty', M.QtyInvalid);
      form.check();
      return inTransaction(db, async (trx) => {
        const r = transfersRepo(trx);
        const id = await r.insert(
          {
            from_branch_id: from!,
            to_branch_id: to!,
            resource_type_id: req.ResourceTypeId,
            job_title_id: crew ? typeId : null,
            equipment_type_id: crew ? null : typeId,
            qty,
            requested_by_id: auth.employeeId,
          },
          dates,
        );
        return dto(auth, (await r.byId(id))!, r);
      });
    },

    async search(auth: AuthContext, req: TransferRequestSearch) {
      requireClaim(auth, access.view);
      const { rows, total } = await repo.search(pageOf(req, TRANSFER_REQUEST_PAGE_SIZE), {
        statusIds: req.StatusIds,
        fromBranchIds: req.FromBranchIds,
        toBranchIds: req.ToBranchIds,
        resourceTypeId: req.ResourceTypeId,
        fromDate: parseDate(req.FromDate),
      });
      const details = await repo.details(rows.map((r) => r.id));
      const full = mayDo(auth, access.edit);
      return {
        rows: rows.map((r) =>
          toTransferRequest(r, details, full ? transferNextSteps(r.status_id, sidesOf(auth, r)) : []),
        ),
        total,
      };
    },

    async availableCrew(auth: AuthContext, id: number) {
      const r = await reach(auth, id);
      if (r.resource_type_id !== ResourceTypes.Crew) return [];
      return lendable(r);
    },

    async availableEquipment(auth: AuthContext, id: number) {
      const r = await reach(auth, id);
      if (r.resource_type_id !== ResourceTypes.Equipment) return [];
      return lendable(r);
    },

    async updateStatus(auth: AuthContext, req: UpdateTransferStatus): Promise<TransferRequest> {
      requireClaim(auth, access.edit);
      return inTransaction(db, async (trx) => {
        const r = transfersRepo(trx);
        const row = await reach(auth, req.Id, r);
        if (row.version !== req.Version) throw conflict(await dto(auth, row, r));
        if (!(TRANSFER_NEXT[row.status_id] ?? []).includes(req.StatusId))
          throw ruleFailed(M.StatusChangeNotAllowed);
        const side = sidesOf(auth, row);
        if (req.StatusId === T.Cancelled && !side.borrowing) throw ruleFailed(M.BorrowingSideOnly);
        if (req.StatusId !== T.Cancelled && !side.lending) throw ruleFailed(M.LendingSideOnly);
        const crew = row.resource_type_id === ResourceTypes.Crew;
        if (req.StatusId === T.Confirmed) {
          const asked = [...new Set(crew ? (req.EmployeeIds ?? []) : (req.EquipmentResourceIds ?? []))];
          const field = crew ? 'EmployeeIds' : 'EquipmentResourceIds';
          if (asked.length !== row.qty) throw new ValidationError({ [field]: [M.ChooseQty(row.qty)] });
          await r.lockResources(row.resource_type_id, asked);
          const free = new Set((await lendable(row, r)).map((x) => x.Id));
          if (asked.some((x) => !free.has(x))) throw new ValidationError({ [field]: [M.NotAvailable] });
          await r.lend(row.id, row.resource_type_id, asked);
        }
        if (req.StatusId === T.Returned && !crew) {
          const status = (req.EquipmentStatus ?? '').trim();
          if (!status) throw new ValidationError({ EquipmentStatus: [M.EquipmentStatusRequired] });
          await r.markReturned(row.id, status);
        }
        const saved = await saveIfCurrent(trx, 'transfer_requests', row.id, req.Version, {
          status_id: req.StatusId,
          status_changed_by_id: auth.employeeId,
          status_changed_at: nowIso(),
        });
        if (!saved) throw conflict(await dto(auth, (await r.byId(row.id))!, r));
        return dto(auth, (await r.byId(row.id))!, r);
      });
    },
  };
}
export type TransfersService = ReturnType<typeof transfersService>;
