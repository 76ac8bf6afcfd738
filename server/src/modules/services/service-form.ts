import {
  CatalogueStatuses,
  dollarsToExactCents,
  keptInactiveReason,
  keptPricing,
  serviceDefaults,
  serviceFormProblems,
  isServiceGroupId,
  type ModelState,
  type NewService,
  type Service,
  type ServiceForm,
  type ServiceVisitInput,
} from '@canopy/shared';
import type { Db } from '../../platform/db';
import { formErrors } from '../../platform/errors';
import type { ListTableName } from '../settings-lists/settings-lists.definitions';
import { servicesRepo, type ServiceColumns, type VisitColumns } from './services.repo';

/** A visit after merging: `chemicalIds` undefined keeps the stored links (a new visit has none). */
export interface SettledVisit {
  id: number;
  columns: VisitColumns;
  chemicalIds?: number[];
}

export interface SettledService {
  form: ServiceForm;
  columns: ServiceColumns;
  /** undefined: the visits (or chemicals) were not sent and stay as stored. */
  visits?: SettledVisit[];
  chemicalIds?: number[];
}

/** A sent value wins; a value left out keeps the stored one, or the default of a new service. */
const pick = <T>(sent: T | undefined, stored: T | undefined, fallback: T): T =>
  sent !== undefined ? sent : stored !== undefined ? stored : fallback;
const text = (v: string | null | undefined) => v?.trim() || null;
const linkIds = (links: { ChemicalId: number }[] | undefined) =>
  links && [...new Set(links.map((l) => l.ChemicalId))];

function settleVisit(v: ServiceVisitInput, stored: Service['ServiceVisits'][number] | undefined) {
  const s = stored;
  return {
    id: v.Id ?? 0,
    form: {
      ServiceMonthStart: pick(v.ServiceMonthStart, s?.ServiceMonthStart, null),
      ServiceDayStart: pick(v.ServiceDayStart, s?.ServiceDayStart, null),
      ServiceMonthEnd: pick(v.ServiceMonthEnd, s?.ServiceMonthEnd, null),
      ServiceDayEnd: pick(v.ServiceDayEnd, s?.ServiceDayEnd, null),
      ReportOptionId: pick(v.ReportOptionId, s?.ReportOptionId, null),
    },
    title: v.Title === undefined ? (s?.Title ?? null) : text(v.Title),
    code: v.ServiceCode === undefined ? (s?.ServiceCode ?? null) : text(v.ServiceCode),
    buffer: pick(v.SchedulingBufferDays, s?.SchedulingBufferDays, 0) ?? 0,
    chemicalIds: linkIds(v.ServiceVisitChemicals),
  };
}

/**
 * Merges the form over the stored service (or the group's defaults for a new one) and checks every
 * rule, reporting all failures at once. `recurrenceMax` is the company setting.
 */
export async function settleService(
  db: Db,
  req: NewService,
  recurrenceMax: number,
  stored?: Service,
): Promise<SettledService> {
  const groupId = pick(req.ServiceGroupId, stored?.ServiceGroupId, null);
  const d = stored ?? (isServiceGroupId(groupId) ? serviceDefaults(groupId!) : undefined);
  const visitInputs = req.ServiceVisits?.map((v) =>
    settleVisit(v, v.Id ? stored?.ServiceVisits.find((s) => s.Id === v.Id) : undefined),
  );
  const storedVisitForms = (stored?.ServiceVisits ?? []).map((v) => settleVisit({}, v));
  const statusId = pick(req.StatusId, stored?.StatusId, d?.StatusId ?? CatalogueStatuses.Active);
  const form: ServiceForm = keptPricing({
    Name: req.Name.trim(),
    ServiceGroupId: groupId,
    ServiceTypeId: pick(req.ServiceTypeId, stored?.ServiceTypeId, null),
    StatusId: statusId,
    ClassificationId: pick(req.ClassificationId, stored?.ClassificationId, d?.ClassificationId ?? null),
    PricingOptionId: pick(req.PricingOptionId, stored?.PricingOptionId, d?.PricingOptionId ?? null),
    PricingTableId: pick(req.PricingTableId, stored?.PricingTableId, null),
    PricingUnitOfMeasureId: pick(req.PricingUnitOfMeasureId, stored?.PricingUnitOfMeasureId, null),
    PricingUnitOfMeasureRate: pick(req.PricingUnitOfMeasureRate, stored?.PricingUnitOfMeasureRate, null),
    ServicePricingGroupId: pick(req.ServicePricingGroupId, stored?.ServicePricingGroupId, null),
    Recurrence: pick(req.Recurrence, stored?.Recurrence, null),
    ReportOptionId: pick(req.ReportOptionId, stored?.ReportOptionId, null),
    GrowingDegreeDayMin: pick(req.GrowingDegreeDayMin, stored?.GrowingDegreeDayMin, null),
    GrowingDegreeDayMax: pick(req.GrowingDegreeDayMax, stored?.GrowingDegreeDayMax, null),
    ServiceMonthStart: pick(req.ServiceMonthStart, stored?.ServiceMonthStart, null),
    ServiceDayStart: pick(req.ServiceDayStart, stored?.ServiceDayStart, null),
    ServiceMonthEnd: pick(req.ServiceMonthEnd, stored?.ServiceMonthEnd, null),
    ServiceDayEnd: pick(req.ServiceDayEnd, stored?.ServiceDayEnd, null),
    ServiceVisits: (visitInputs ?? storedVisitForms).map((v) => v.form),
  });
  const problems = formErrors(serviceFormProblems(form, recurrenceMax));
  const add = problems.add;

  const categoryId = pick(req.ServiceCategoryId, stored?.ServiceCategoryId, null);
  const labelId = pick(req.ServiceProposalLabelId, stored?.ServiceProposalLabelId, null);
  const unitId = pick(req.ServiceUnitOfMeasureId, stored?.ServiceUnitOfMeasureId, null);
  const reasonId = keptInactiveReason(statusId, pick(req.InactiveReasonId, stored?.InactiveReasonId, null));
  const repo = servicesRepo(db);
  const listed: [string, ListTableName, number | null, string][] = [
    ['ServiceCategoryId', 'service_categories', categoryId, 'Unknown category.'],
    ['ServiceProposalLabelId', 'service_proposal_labels', labelId, 'Unknown proposal label.'],
    ['ServiceUnitOfMeasureId', 'service_units', unitId, 'Unknown unit of measure.'],
    ['PricingUnitOfMeasureId', 'service_units', form.PricingUnitOfMeasureId, 'Unknown unit of measure.'],
    ['InactiveReasonId', 'inactive_reasons', reasonId, 'Unknown inactive reason.'],
  ];
  for (const [field, table, id, message] of listed)
    if (id !== null && !(await repo.listHas(table, id))) add(field, message);
  if (form.PricingTableId !== null && !(await repo.priceTableExists(form.PricingTableId)))
    add('PricingTableId', 'Unknown pricing table.');

  const storedIds = new Set(stored?.ServiceVisits.map((v) => v.Id) ?? []);
  const sentIds = (visitInputs ?? []).filter((v) => v.id > 0).map((v) => v.id);
  if (sentIds.some((id) => !storedIds.has(id)) || new Set(sentIds).size !== sentIds.length)
    add('ServiceVisits', 'The visits changed since they were loaded. Reload the service and try again.');

  const chemicalIds = linkIds(req.ServiceChemicals);
  await checkChemicals(
    db,
    [chemicalIds, ...(visitInputs ?? []).map((v) => v.chemicalIds)],
    new Set([
      ...(stored?.ServiceChemicals.map((c) => c.ChemicalId) ?? []),
      ...(stored?.ServiceVisits.flatMap((v) => v.ServiceVisitChemicals.map((c) => c.ChemicalId)) ?? []),
    ]),
    problems.ms,
  );
  problems.check();

  const rate = form.PricingUnitOfMeasureRate;
  return {
    form,
    chemicalIds,
    visits: visitInputs?.map((v) => ({
      id: v.id,
      chemicalIds: v.chemicalIds,
      columns: {
        title: v.title,
        service_code: v.code,
        month_start: v.form.ServiceMonthStart!,
        day_start: v.form.ServiceDayStart!,
        month_end: v.form.ServiceMonthEnd!,
        day_end: v.form.ServiceDayEnd!,
        scheduling_buffer_days: v.buffer,
        report_option_id: v.form.ReportOptionId,
      },
    })),
    columns: {
      name: form.Name,
      service_group_id: form.ServiceGroupId!,
      service_type_id: form.ServiceTypeId!,
      service_classification_id: form.ClassificationId,
      status_id: statusId,
      service_category_id: categoryId,
      service_proposal_label_id: labelId,
      pricing_option_id: form.PricingOptionId,
      pricing_table_id: form.PricingTableId,
      pricing_unit_of_measure_id: form.PricingUnitOfMeasureId,
      pricing_unit_of_measure_rate_cents: rate === null ? null : dollarsToExactCents(rate),
      service_unit_of_measure_id: unitId,
      service_pricing_group_id: form.ServicePricingGroupId,
      inactive_reason_id: reasonId,
      recurrence: form.Recurrence,
      report_option_id: form.ReportOptionId,
      application_description:
        req.ApplicationDescription === undefined
          ? (stored?.ApplicationDescription ?? null)
          : text(req.ApplicationDescription),
      growing_degree_day_min: form.GrowingDegreeDayMin,
      growing_degree_day_max: form.GrowingDegreeDayMax,
      service_month_start: form.ServiceMonthStart,
      service_day_start: form.ServiceDayStart,
      service_month_end: form.ServiceMonthEnd,
      service_day_end: form.ServiceDayEnd,
      renewable_service: pick(req.RenewableService, stored?.RenewableService, d?.RenewableService ?? true)
        ? 1
        : 0,
      separate_work_order_required: pick(
        req.SeparateWorkOrderRequired,
        stored?.SeparateWorkOrderRequired,
        false,
      )
        ? 1
        : 0,
    },
  };
}

/**
 * Every linked chemical must exist; one newly linked must not be inactive (links made while it was
 * active stay). `already` holds the chemicals linked before this save.
 */
export async function checkChemicals(
  db: Db,
  lists: (number[] | undefined)[],
  already: Set<number>,
  ms: ModelState,
): Promise<void> {
  const ids = [...new Set(lists.flatMap((l) => l ?? []))];
  const found = await servicesRepo(db).chemicalStatuses(ids);
  const missing = ids.filter((id) => !found.some((c) => c.id === id));
  if (missing.length) (ms.ServiceChemicals ??= []).push(`Unknown chemical: ${missing.join(', ')}.`);
  for (const c of found)
    if (c.status_id === CatalogueStatuses.Inactive && !already.has(c.id))
      (ms.ServiceChemicals ??= []).push(`${c.name} is inactive and cannot be added.`);
}
