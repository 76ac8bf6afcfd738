import {
  centsToDollars,
  CompletionStatusList,
  parseDate,
  seesPrices,
  ServiceGroupList,
  WORK_ORDER_REPORT_PAGE_SIZE,
  WorkOrderMessages as M,
  WorkOrderStatusList,
  WorkOrderSubTypeList,
  type IdName,
  type WorkOrderReportRequest,
  type WorkOrderReportRow,
} from '@canopy/shared';
import { requireClaim, scope, type AuthContext } from '../../platform/auth/context';
import { iso, type Db } from '../../platform/db';
import { formErrors, type FormErrors } from '../../platform/errors';
import { csvCell } from '../employees/employees.mapper';
import { firstDays } from './work-orders.mapper';
import { workOrdersRepo } from './work-orders.repo';
import { workOrderReportRepo, type WorkOrderReportDbRow } from './work-order-report.repo';
import { workOrderAccess as access } from './work-orders.access';

const nameIn = (list: IdName[], id: number) => list.find((i) => i.Id === id)?.Name ?? String(id);
const person = (first: string | null, last: string | null) => (first ? `${first} ${last}` : null);
/** Every filtered row at once, for the CSV: far above any branch's live work orders. */
const CSV_ROWS = 100_000;

function dateOf(text: string | null | undefined, field: string, errors: FormErrors): string | null {
  if (!text?.trim()) return null;
  const d = parseDate(text);
  if (!d) errors.add(field, M.DateNotValid);
  return d;
}
const startOf = (day: string) => `${day}T00:00:00.000Z`;
const nextDayStart = (day: string) => new Date(Date.parse(`${day}T00:00:00.000Z`) + 86_400_000).toISOString();

/**
 * The work order tracking report (/workorders/report): FinancialReports ReadOnly reads every branch,
 * Branch the caller's branches (spec §6). Completion dates are whole UTC days, both ends included.
 */
export function workOrderReportService(db: Db) {
  const repo = workOrderReportRepo(db);

  function filterOf(req: WorkOrderReportRequest) {
    const errors = formErrors();
    const completedFrom = dateOf(req.CompletionDateFrom, 'CompletionDateFrom', errors);
    const completedTo = dateOf(req.CompletionDateTo, 'CompletionDateTo', errors);
    const scheduledFrom = dateOf(req.ScheduleDateFrom, 'ScheduleDateFrom', errors);
    const scheduledTo = dateOf(req.ScheduleDateTo, 'ScheduleDateTo', errors);
    errors.check();
    return {
      branchIds: req.BranchIds,
      arboristIds: req.ArboristIds,
      foremanIds: req.ForemanIds,
      serviceGroupIds: req.ServiceGroupIds,
      completionStatusIds: req.CompletionStatusIds,
      completedFrom: completedFrom && startOf(completedFrom),
      completedBefore: completedTo && nextDayStart(completedTo),
      scheduledFrom,
      scheduledTo,
      workOrderId: req.WorkOrderId,
    };
  }

  async function rows(auth: AuthContext, req: WorkOrderReportRequest, skip: number, take: number) {
    requireClaim(auth, access.report);
    const reach = scope(auth, 'FinancialReports');
    const f = filterOf(req);
    const [page, total] = await Promise.all([repo.page(reach, f, skip, take), repo.total(reach, f)]);
    const first = firstDays(await workOrdersRepo(db).scheduleDays(page.map((r) => r.id)));
    const prices = seesPrices(auth.claims);
    return { total, rows: page.map((r) => toReportRow(r, first.get(r.id), prices)) };
  }

  return {
    async search(auth: AuthContext, req: WorkOrderReportRequest) {
      return rows(auth, req, req.Skip ?? 0, req.Take ?? WORK_ORDER_REPORT_PAGE_SIZE);
    },

    /** The filtered rows as CSV, every one of them (not one page). */
    async csv(auth: AuthContext, req: WorkOrderReportRequest): Promise<string> {
      const { rows: all } = await rows(auth, req, 0, CSV_ROWS);
      const prices = seesPrices(auth.claims);
      const head = [
        'Work Order',
        'Type',
        'Branch',
        'Service Group',
        'Status',
        'Completion',
        'Arborist',
        'Foreman',
        'Schedule Date',
        'Date Completed',
        'Customer',
        'Address',
        'Services Completed',
        'Services',
        'Estimated Hours',
        'Actual Hours',
        ...(prices ? ['Estimated Value'] : []),
      ];
      const lines = all.map((r) =>
        [
          r.WorkOrderId,
          r.SubType,
          r.Branch,
          r.ServiceGroup,
          r.WorkOrderStatus,
          r.CompletionStatus,
          r.ArboristName,
          r.ForemanName,
          r.ScheduleDate,
          r.DateCompleted,
          r.CustomerName,
          r.Address,
          r.ServicesCompleted,
          r.ServicesTotal,
          r.EstimatedHours.toFixed(2),
          r.ActualHours.toFixed(2),
          ...(prices ? [r.EstimatedValue?.toFixed(2)] : []),
        ]
          .map(csvCell)
          .join(','),
      );
      return [head.join(','), ...lines].join('\r\n') + '\r\n';
    },

    completionStatuses(auth: AuthContext): IdName[] {
      requireClaim(auth, access.report);
      return CompletionStatusList;
    },
  };
}
export type WorkOrderReportService = ReturnType<typeof workOrderReportService>;

function toReportRow(
  r: WorkOrderReportDbRow,
  day:
    { foreman_first: string | null; foreman_last: string | null; schedule_date: string | null } | undefined,
  prices: boolean,
): WorkOrderReportRow {
  return {
    WorkOrderId: r.id,
    SubType: nameIn(WorkOrderSubTypeList, r.sub_type_id),
    BranchId: r.branch_id,
    Branch: r.branch_name,
    ServiceGroupId: r.service_group_id,
    ServiceGroup: nameIn(ServiceGroupList, r.service_group_id),
    StatusId: r.status_id,
    WorkOrderStatus: nameIn(WorkOrderStatusList, r.status_id),
    CompletionStatusId: Number(r.completion_status_id),
    CompletionStatus: nameIn(CompletionStatusList, Number(r.completion_status_id)),
    ArboristId: r.sales_rep_id,
    ArboristName: person(r.rep_first, r.rep_last),
    ForemanName: day ? person(day.foreman_first, day.foreman_last) : null,
    ScheduleDate: day?.schedule_date ?? null,
    DateCompleted: iso(r.date_completed)?.slice(0, 10) ?? null,
    CustomerName: r.account_name,
    Address: r.address ? `${r.address}, ${r.city}, ${r.state} ${r.zip}` : null,
    ServicesCompleted: Number(r.services_completed),
    ServicesTotal: Number(r.services_total),
    EstimatedHours: Number(r.estimated_hours_hundredths) / 100,
    ActualHours: Number(r.actual_hours_hundredths) / 100,
    EstimatedValue: prices ? centsToDollars(Number(r.estimated_value_cents)) : null,
  };
}
