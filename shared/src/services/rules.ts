import { ServiceClassifications, ServiceGroups, ServiceTypes } from '../enums';
import { Messages } from '../messages';
import type { ModelState } from '../platform/http';
import { changedPriceOrNull, readPriceChange } from '../prices/rules';
import { toScaled } from '../prices/decimal';
import {
  CatalogueStatuses,
  CatalogueStatusList,
  isListed,
  PricingOptions,
  ReportOptionList,
  ServiceClassificationList,
  ServicePricingGroupList,
  ServiceTypeList,
} from './enums';
import type { ServiceDefaults } from './schemas';

const GROUP_IDS: readonly number[] = Object.values(ServiceGroups);
export const isServiceGroupId = (id: number | null | undefined) => id != null && GROUP_IDS.includes(id);

/**
 * What a new service of a group starts with (spec §9): Arbor Care is priced by unit of measure, is not
 * renewable and is a Tree service; Plant Health Care is Spray, Fertilization Fertilization, Lawn Care
 * Lawn, Nursery has no classification; every group but Arbor Care is renewable.
 */
export function serviceDefaults(serviceGroupId: number): ServiceDefaults {
  const classification: Record<number, number | null> = {
    [ServiceGroups.ArborCare]: ServiceClassifications.Tree,
    [ServiceGroups.PlantHealthCare]: ServiceClassifications.Spray,
    [ServiceGroups.Fertilization]: ServiceClassifications.Fertilization,
    [ServiceGroups.LawnCare]: ServiceClassifications.Lawn,
    [ServiceGroups.Nursery]: null,
  };
  const arborCare = serviceGroupId === ServiceGroups.ArborCare;
  return {
    ServiceGroupId: serviceGroupId,
    StatusId: CatalogueStatuses.Active,
    PricingOptionId: arborCare ? PricingOptions.UnitOfMeasure : null,
    RenewableService: !arborCare,
    ClassificationId: classification[serviceGroupId] ?? null,
  };
}

// February has 29 days: a visit window is a month and day of any year, leap years included.
const MONTH_DAYS = [31, 29, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];

/** Days in a month (1-12) of a leap year; 0 for anything that is not a month. */
export function monthLength(month: number): number {
  return Number.isInteger(month) ? (MONTH_DAYS[month - 1] ?? 0) : 0;
}

/** A set month and a set day within that month's length (February 29 allowed). */
export function isValidMonthDay(month: number | null | undefined, day: number | null | undefined): boolean {
  if (month == null || day == null || !Number.isInteger(day)) return false;
  return day >= 1 && day <= monthLength(month);
}

/** The inactive reason is kept only while the status is Inactive (3). */
export function keptInactiveReason(statusId: number, reasonId: number | null | undefined): number | null {
  return statusId === CatalogueStatuses.Inactive ? (reasonId ?? null) : null;
}

export interface VisitForm {
  ServiceMonthStart: number | null;
  ServiceDayStart: number | null;
  ServiceMonthEnd: number | null;
  ServiceDayEnd: number | null;
  ReportOptionId: number | null;
}

/** A service form with every field settled (sent or stored). */
export interface ServiceForm {
  Name: string;
  ServiceGroupId: number | null;
  ServiceTypeId: number | null;
  StatusId: number;
  ClassificationId: number | null;
  PricingOptionId: number | null;
  PricingTableId: number | null;
  PricingUnitOfMeasureId: number | null;
  PricingUnitOfMeasureRate: number | null;
  ServicePricingGroupId: number | null;
  Recurrence: number | null;
  ReportOptionId: number | null;
  GrowingDegreeDayMin: number | null;
  GrowingDegreeDayMax: number | null;
  ServiceMonthStart: number | null;
  ServiceDayStart: number | null;
  ServiceMonthEnd: number | null;
  ServiceDayEnd: number | null;
  ServiceVisits: VisitForm[];
}

/**
 * Only the chosen pricing option's fields are kept: unit of measure keeps the unit and rate, table
 * keeps the table, no option keeps neither (a stale rate would otherwise move with price updates).
 */
export function keptPricing<
  T extends Pick<
    ServiceForm,
    'PricingOptionId' | 'PricingTableId' | 'PricingUnitOfMeasureId' | 'PricingUnitOfMeasureRate'
  >,
>(form: T): T {
  const uom = form.PricingOptionId === PricingOptions.UnitOfMeasure;
  const table = form.PricingOptionId === PricingOptions.Table;
  return {
    ...form,
    PricingTableId: table ? form.PricingTableId : null,
    PricingUnitOfMeasureId: uom ? form.PricingUnitOfMeasureId : null,
    PricingUnitOfMeasureRate: uom ? form.PricingUnitOfMeasureRate : null,
  };
}

const isPair = (month: number | null, day: number | null) =>
  (month === null && day === null) || isValidMonthDay(month, day);

/**
 * Every rule of the service form that needs no database, as field -> messages (empty when the form is
 * good). `recurrenceMax` is the company's RecurrenceMax setting.
 */
export function serviceFormProblems(form: ServiceForm, recurrenceMax: number): ModelState {
  const ms: ModelState = {};
  const add = (field: string, message: string) => (ms[field] ??= []).push(message);
  if (!form.Name.trim()) add('Name', 'Name is required.');
  else if (form.Name.trim().length > 200) add('Name', 'Name must be at most 200 characters.');
  if (!isServiceGroupId(form.ServiceGroupId)) add('ServiceGroupId', 'Please select a service group.');
  if (!isListed(ServiceTypeList, form.ServiceTypeId)) add('ServiceTypeId', Messages.SelectServiceType);
  if (!isListed(CatalogueStatusList, form.StatusId)) add('StatusId', 'Please select a status.');
  if (form.ClassificationId !== null && !isListed(ServiceClassificationList, form.ClassificationId))
    add('ClassificationId', 'Unknown classification.');
  if (form.ServicePricingGroupId !== null && !isListed(ServicePricingGroupList, form.ServicePricingGroupId))
    add('ServicePricingGroupId', 'Unknown pricing group.');
  if (form.PricingOptionId === PricingOptions.UnitOfMeasure) {
    if (form.PricingUnitOfMeasureId === null)
      add('PricingUnitOfMeasureId', Messages.SelectPricingUnitOfMeasure);
    if (form.PricingUnitOfMeasureRate === null) add('PricingUnitOfMeasureRate', Messages.EnterPricingRate);
    else if (form.PricingUnitOfMeasureRate < 0)
      add('PricingUnitOfMeasureRate', Messages.NegativeDollarAmounts);
    else if (toScaled(form.PricingUnitOfMeasureRate, 2) === null)
      add('PricingUnitOfMeasureRate', 'Pricing Rate must be in dollars and cents.');
  } else if (form.PricingOptionId === PricingOptions.Table) {
    if (form.PricingTableId === null) add('PricingTableId', Messages.SelectPricingTable);
  } else if (form.PricingOptionId !== null) add('PricingOptionId', 'Unknown pricing option.');
  if (form.Recurrence !== null && !(form.Recurrence >= 1 && form.Recurrence <= recurrenceMax))
    add('Recurrence', `Recurrence must be between 1 and ${recurrenceMax} years.`);
  if (form.ReportOptionId !== null && !isListed(ReportOptionList, form.ReportOptionId))
    add('ReportOptionId', 'Unknown report option.');
  const { GrowingDegreeDayMin: min, GrowingDegreeDayMax: max } = form;
  if ((min !== null && min < 0) || (max !== null && max < 0))
    add('GrowingDegreeDayMin', 'Growing degree days must be zero or more.');
  else if (min !== null && max !== null && min > max)
    add('GrowingDegreeDayMin', 'The growing degree day range must start at or below its end.');
  if (!isPair(form.ServiceMonthStart, form.ServiceDayStart))
    add('ServiceDayStart', Messages.InvalidVisitDate);
  if (!isPair(form.ServiceMonthEnd, form.ServiceDayEnd)) add('ServiceDayEnd', Messages.InvalidVisitDate);
  form.ServiceVisits.forEach((v, i) => {
    if (!isValidMonthDay(v.ServiceMonthStart, v.ServiceDayStart))
      add(`ServiceVisits.${i}.ServiceDayStart`, Messages.InvalidVisitDate);
    if (!isValidMonthDay(v.ServiceMonthEnd, v.ServiceDayEnd))
      add(`ServiceVisits.${i}.ServiceDayEnd`, Messages.InvalidVisitDate);
    if (v.ReportOptionId !== null && !isListed(ReportOptionList, v.ReportOptionId))
      add(`ServiceVisits.${i}.ReportOptionId`, 'Unknown report option.');
  });
  if (form.ServiceTypeId === ServiceTypes.Multi && form.ServiceVisits.length === 0)
    add('ServiceVisits', Messages.MultiServiceNeedsVisit);
  return ms;
}

/**
 * A unit-of-measure rate after a price update (ManagePricingOptions `valueType`, dollars or percent
 * `value`), in cents: the price tables' arithmetic, so services and tables move alike. A null rate
 * (service not priced by unit) stays null.
 */
export function serviceRateAfter(
  cents: number | null,
  valueType: number,
  value: number,
): { cents: number | null } | { error: string } {
  const read = readPriceChange(valueType, value);
  return 'error' in read ? read : { cents: changedPriceOrNull(cents, read.change) };
}
