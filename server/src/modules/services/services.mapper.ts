import {
  CatalogueStatuses,
  CatalogueStatusList,
  centsToDollars,
  dilutionText,
  ServiceGroupList,
  type Service,
  type ServiceChemical,
  type ServiceRow,
  type ServiceVisit,
} from '@canopy/shared';
import type { ServicesRepo } from './services.repo';

type Rows<K extends keyof ServicesRepo> = Awaited<ReturnType<ServicesRepo[K]>>;

const nameIn = (list: { Id: number; Name: string }[], id: number, fallback: string) =>
  list.find((i) => i.Id === id)?.Name ?? `${fallback} ${id}`;
export const statusName = (id: number) => nameIn(CatalogueStatusList, id, 'Status');
export const groupName = (id: number) => nameIn(ServiceGroupList, id, 'Group');
const money = (cents: number | null) => (cents == null ? null : centsToDollars(Number(cents)));
const num = (v: number | null) => (v == null ? null : Number(v));

export const toServiceChemical = (c: Rows<'serviceChemicals'>[number]): ServiceChemical => ({
  ChemicalId: c.id,
  Name: c.name,
  EpaNumber: c.epa_number,
  StatusId: c.status_id,
  DilutionText: dilutionText(num(c.mix_rate), c.unit_name, c.carrier_name),
});

export const toServiceRow = (r: Rows<'search'>['rows'][number]): ServiceRow => ({
  Id: r.id,
  Name: r.name,
  ServiceGroupId: r.service_group_id,
  ServiceGroup: groupName(r.service_group_id),
  ServiceCategoryId: r.service_category_id,
  ServiceCategory: r.category_name ?? null,
  ServiceTypeId: r.service_type_id,
  StatusId: r.status_id,
  Status: statusName(r.status_id),
  Active: r.status_id !== CatalogueStatuses.Inactive,
  PricingOptionId: r.pricing_option_id,
  PricingUnitOfMeasureRate: money(r.pricing_unit_of_measure_rate_cents),
  RenewableService: r.renewable_service === 1,
  VisitCount: Number(r.visit_count ?? 0),
  Version: r.version,
});

export function toService(
  s: NonNullable<Rows<'byId'>>,
  parts: {
    visits: Rows<'visits'>;
    visitChemicals: Rows<'visitChemicals'>;
    chemicals: Rows<'serviceChemicals'>;
  },
): Service {
  const visits: ServiceVisit[] = parts.visits.map((v) => ({
    Id: v.id,
    ServiceId: v.service_id,
    Title: v.title,
    ServiceCode: v.service_code,
    ServiceMonthStart: v.month_start,
    ServiceDayStart: v.day_start,
    ServiceMonthEnd: v.month_end,
    ServiceDayEnd: v.day_end,
    SchedulingBufferDays: v.scheduling_buffer_days,
    ReportOptionId: v.report_option_id,
    ServiceVisitChemicals: parts.visitChemicals
      .filter((c) => c.service_visit_id === v.id)
      .map(toServiceChemical),
  }));
  return {
    Id: s.id,
    Name: s.name,
    ServiceGroupId: s.service_group_id,
    ServiceCategoryId: s.service_category_id,
    ServiceProposalLabelId: s.service_proposal_label_id,
    ClassificationId: s.service_classification_id,
    PricingOptionId: s.pricing_option_id,
    PricingTableId: s.pricing_table_id,
    PricingUnitOfMeasureId: s.pricing_unit_of_measure_id,
    PricingUnitOfMeasureRate: money(s.pricing_unit_of_measure_rate_cents),
    ServiceUnitOfMeasureId: s.service_unit_of_measure_id,
    ServicePricingGroupId: s.service_pricing_group_id,
    ServiceTypeId: s.service_type_id,
    StatusId: s.status_id,
    InactiveReasonId: s.inactive_reason_id,
    Active: s.status_id !== CatalogueStatuses.Inactive,
    RenewableService: s.renewable_service === 1,
    Recurrence: s.recurrence,
    ReportOptionId: s.report_option_id,
    ApplicationDescription: s.application_description,
    SeparateWorkOrderRequired: s.separate_work_order_required === 1,
    GrowingDegreeDayMin: num(s.growing_degree_day_min),
    GrowingDegreeDayMax: num(s.growing_degree_day_max),
    ServiceMonthStart: s.service_month_start,
    ServiceDayStart: s.service_day_start,
    ServiceMonthEnd: s.service_month_end,
    ServiceDayEnd: s.service_day_end,
    ServiceVisits: visits,
    ServiceChemicals: parts.chemicals.map(toServiceChemical),
    Version: s.version,
  };
}
