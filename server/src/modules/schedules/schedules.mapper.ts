import {
  centsToDollars,
  JobTitles,
  ScheduleStatusList,
  WorkOrderStatusList,
  type IdName,
  type Schedule,
  type ScheduleRow,
  type ScheduleWorkOrder,
} from '@canopy/shared';
import type { SchedulesRepo } from './schedules.repo';
import { groupBy } from '../../platform/group-by';

type Rows<K extends keyof SchedulesRepo> = Awaited<ReturnType<SchedulesRepo[K]>>;
type Header = Rows<'headers'>[number];

const nameIn = (list: IdName[], id: number) => list.find((i) => i.Id === id)?.Name ?? String(id);
const hours = (hundredths: number | string | null) => Number(hundredths ?? 0) / 100;
const dollars = (cents: number | string | null) => centsToDollars(Number(cents ?? 0));
const person = (p: { first_name: string; last_name: string }) => `${p.first_name} ${p.last_name}`;
const JOB_TITLES: IdName[] = Object.entries(JobTitles).map(([Name, Id]) => ({ Id, Name }));

/**
 * The list's rows in page order. Totals are summed over the work orders on the schedule now (hours as
 * scheduled, value as estimated), so adding or removing a work order shows at once.
 */
export function toRows(
  ids: number[],
  headers: Header[],
  days: Rows<'days'>,
  crews: Rows<'crews'>,
  links: Rows<'workOrderLinks'>,
): ScheduleRow[] {
  const byId = new Map(headers.map((h) => [h.id, h]));
  const daysOf = groupBy(days, (d) => d.schedule_id);
  const dayOwner = new Map(days.map((d) => [d.id, d.schedule_id]));
  const foremenOf = groupBy(
    crews.filter((c) => c.is_foreman),
    (c) => dayOwner.get(c.schedule_date_id),
  );
  const linksOf = groupBy(links, (l) => l.schedule_id);
  return ids.map((id) => {
    const h = byId.get(id)!;
    const ds = daysOf.get(id) ?? [];
    const ws = linksOf.get(id) ?? [];
    const foremen = new Map<number, string>();
    for (const c of foremenOf.get(id) ?? []) foremen.set(c.employee_id, person(c));
    return {
      Id: id,
      StatusId: h.status_id,
      ScheduleStatus: nameIn(ScheduleStatusList, h.status_id),
      BranchId: h.branch_id,
      BranchName: h.branch_name,
      Foremen: [...foremen].map(([Id, Name]) => ({ Id, Name })),
      FirstDate: ds[0]?.schedule_date ?? null,
      LastDate: ds.at(-1)?.schedule_date ?? null,
      DayCount: ds.length,
      WorkOrderIds: ws.map((w) => w.work_order_id),
      TotalValue: dollars(ws.reduce((s, w) => s + Number(w.estimated_value_cents), 0)),
      TotalHours: hours(ws.reduce((s, w) => s + Number(w.estimated_hours_hundredths), 0)),
    };
  });
}

export function toSchedule(
  h: Header,
  days: Rows<'days'>,
  crews: Rows<'crews'>,
  equipment: Rows<'equipment'>,
): Schedule {
  const crewOf = groupBy(crews, (c) => c.schedule_date_id);
  const equipmentOf = groupBy(equipment, (e) => e.schedule_date_id);
  return {
    Id: h.id,
    StatusId: h.status_id,
    ScheduleStatus: nameIn(ScheduleStatusList, h.status_id),
    BranchId: h.branch_id,
    BranchName: h.branch_name,
    Notes: h.notes,
    Active: !!h.active,
    TotalValue: dollars(h.total_value_cents),
    TotalHours: hours(h.total_hours_hundredths),
    Version: h.version,
    ScheduleDates: days.map((d) => ({
      Id: d.id,
      ScheduleDate_: d.schedule_date,
      StartTime: d.start_time,
      EndTime: d.end_time,
      Active: !!d.active,
      ScheduleCrews: (crewOf.get(d.id) ?? []).map((c) => ({
        Id: c.id,
        Employee: { Id: c.employee_id, Name: person(c) },
        JobTitle: { Id: c.job_title_id, Name: nameIn(JOB_TITLES, c.job_title_id) },
        IsForeman: !!c.is_foreman,
        Active: !!c.active,
      })),
      ScheduleEquipments: (equipmentOf.get(d.id) ?? []).map((e) => ({
        Id: e.id,
        Equipment: { Id: e.type_id, Name: e.type_name, UnitPrice: dollars(e.type_rate_cents) },
        EquipmentResource: { Id: e.resource_id, AssetNumber: e.asset_number },
        DailyRate: dollars(e.daily_rate_cents),
        Active: !!e.active,
      })),
    })),
  };
}

export function toScheduleWorkOrder(w: Rows<'workOrders'>[number]): ScheduleWorkOrder {
  return {
    WorkOrderId: w.work_order_id,
    RouteOrderId: w.route_order_id,
    EstimatedHours: hours(w.estimated_hours_hundredths),
    ActualHours: hours(w.actual_hours_hundredths),
    ActualEquipmentCost: dollars(w.actual_equipment_cost_cents),
    EstimatedValue: dollars(w.estimated_value_cents),
    EstimatedCrew: w.estimated_crew,
    SalesTerritoryId: w.sales_territory_id,
    SalesTerritory: w.territory_name,
    ServiceGroupId: w.service_group_id,
    QualifiesForPrevailingWage: !!w.qualifies_for_prevailing_wage,
    TotalPrevailingWageHours: hours(w.wage_hundredths),
    BranchId: w.branch_id,
    StatusId: w.status_id,
    WorkOrderStatus: nameIn(WorkOrderStatusList, w.status_id),
    Description: w.description,
    CustomerName: w.account_name,
    Address: w.address ? `${w.address}, ${w.city}, ${w.state} ${w.zip}` : null,
  };
}
