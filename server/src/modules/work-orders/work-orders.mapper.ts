import {
  centsToDollars,
  ServiceGroupList,
  WorkOrderStatusList,
  WorkOrderSubTypeList,
  type IdName,
  type WorkOrder,
  type WorkOrderOnSchedule,
  type WorkOrderRow,
} from '@canopy/shared';
import { iso } from '../../platform/db';
import type { WorkOrderListRow } from './work-orders-list.repo';
import type { ScheduleDayRow, WorkOrderDetailRow } from './work-orders.repo';

const nameIn = (list: IdName[], id: number) => list.find((i) => i.Id === id)?.Name ?? String(id);
const hours = (hundredths: number) => Number(hundredths) / 100;
const person = (first: string | null, last: string | null) => (first ? `${first} ${last}` : null);
const oneLine = (l: {
  address: string | null;
  city: string | null;
  state: string | null;
  zip: string | null;
}) => (l.address ? `${l.address}, ${l.city}, ${l.state} ${l.zip}` : null);

/** The schedules of one work order, each with its days in date order. */
export function toSchedules(days: ScheduleDayRow[]): WorkOrderOnSchedule[] {
  const byLink = new Map<number, WorkOrderOnSchedule>();
  for (const d of days) {
    let link = byLink.get(d.link_id);
    if (!link) {
      link = {
        Id: d.link_id,
        ScheduleId: d.schedule_id,
        ScheduleStatusId: d.schedule_status_id,
        RouteOrderId: d.route_order_id,
        EstimatedHours: hours(d.estimated_hours_hundredths),
        ActualHours: hours(d.actual_hours_hundredths),
        ScheduleDates: [],
      };
      byLink.set(d.link_id, link);
    }
    // A day with two foremen comes twice; the first (by crew id) speaks for it.
    if (d.day_id === null || link.ScheduleDates.some((x) => x.Id === d.day_id)) continue;
    link.ScheduleDates.push({
      Id: d.day_id,
      ScheduleDate: d.schedule_date!,
      StartTime: d.start_time!,
      EndTime: d.end_time!,
      ForemanId: d.foreman_id,
      ForemanName: person(d.foreman_first, d.foreman_last),
    });
  }
  return [...byLink.values()];
}

/** The first scheduled day of each order (the list's Schedule Date/Time and Foreman). */
export function firstDays(days: ScheduleDayRow[]): Map<number, ScheduleDayRow> {
  const first = new Map<number, ScheduleDayRow>();
  for (const d of days) {
    if (d.day_id === null) continue;
    const seen = first.get(d.work_order_id);
    // Rows come ordered by date, day and crew; ties on date keep the first.
    if (!seen) first.set(d.work_order_id, d);
  }
  return first;
}

export function toRow(r: WorkOrderListRow, day: ScheduleDayRow | undefined): WorkOrderRow {
  return {
    Id: r.id,
    SubTypeId: r.sub_type_id,
    SubType: nameIn(WorkOrderSubTypeList, r.sub_type_id),
    ServiceGroupId: r.service_group_id,
    ServiceGroup: nameIn(ServiceGroupList, r.service_group_id),
    StatusId: r.status_id,
    WorkOrderStatus: nameIn(WorkOrderStatusList, r.status_id),
    Description: r.description,
    EstimatedHours: hours(r.estimated_hours_hundredths),
    ArboristId: r.sales_rep_id,
    ArboristName: person(r.rep_first, r.rep_last),
    ForemanId: day?.foreman_id ?? null,
    ForemanName: day ? person(day.foreman_first, day.foreman_last) : null,
    ScheduleDate: day?.schedule_date ?? null,
    StartTime: day?.start_time ?? null,
    EndTime: day?.end_time ?? null,
    AccountId: r.account_id,
    CustomerName: r.account_name,
    AccountLocationId: r.account_location_id,
    Address: oneLine(r),
    BranchId: r.branch_id,
    Archived: r.archived === 1,
    Version: r.version,
  };
}

export function toWorkOrder(
  w: WorkOrderDetailRow,
  days: ScheduleDayRow[],
  reportOptions: number[],
  prices: boolean,
): WorkOrder {
  const schedules = toSchedules(days);
  return {
    Id: w.id,
    SubTypeId: w.sub_type_id,
    SubType: nameIn(WorkOrderSubTypeList, w.sub_type_id),
    StatusId: w.status_id,
    WorkOrderStatus: nameIn(WorkOrderStatusList, w.status_id),
    ServiceGroupId: w.service_group_id,
    ServiceGroup: nameIn(ServiceGroupList, w.service_group_id),
    AccountId: w.account_id,
    AccountName: w.account_name,
    AccountLocationId: w.account_location_id,
    Location: w.address
      ? {
          Address: w.address,
          City: w.city!,
          State: w.state!,
          Zip: w.zip!,
          Latitude: w.latitude,
          Longitude: w.longitude,
        }
      : null,
    Address: oneLine(w),
    BranchId: w.branch_id,
    Branch: {
      Id: w.branch_id,
      Name: w.branch_name,
      ManagerId: w.branch_manager_id,
      ManagerName: person(w.manager_first, w.manager_last),
      ManagerEmail: w.manager_email,
    },
    SalesRepId: w.sales_rep_id,
    SalesRepName: person(w.rep_first, w.rep_last),
    Description: w.description,
    Signature: w.signature,
    SignedDate: iso(w.signed_date),
    SentScoutingReport: w.sent_scouting_report === 1,
    ScoutingReportNotes: w.scouting_report_notes,
    OriginalWoId: w.original_wo_id,
    QualifiesForPrevailingWage: w.qualifies_for_prevailing_wage === 1,
    SalesTerritoryId: w.sales_territory_id,
    SalesTerritory: w.territory_name,
    EstimatedCrew: w.estimated_crew,
    EstimatedHours: hours(w.estimated_hours_hundredths),
    EstimatedValue: prices ? centsToDollars(Number(w.estimated_value_cents)) : null,
    PriorityId: w.priority_id,
    DateCompleted: iso(w.date_completed),
    Archived: w.archived === 1,
    ScheduleWorkOrders: schedules,
    HasSchedules: schedules.length > 0,
    ScoutingReportRequired: reportOptions.length > 0,
    Version: w.version,
  };
}
