import {
  CatalogueStatuses,
  centsToDollars,
  dollarsToExactCents,
  keptInactiveReason,
  keptPricing,
  serviceFormProblems,
  type Cents,
  type NewService,
  type Service,
  type ServiceChemical,
  type ServiceForm,
} from '@canopy/shared';

/** One visit of the visits editor; `Key` keeps React keys stable while rows come and go. */
export type VisitRow = {
  Key: string;
  /** 0 for a visit not saved yet. */
  Id: number;
  Title: string;
  ServiceCode: string;
  ServiceMonthStart: number | null;
  ServiceDayStart: number | null;
  ServiceMonthEnd: number | null;
  ServiceDayEnd: number | null;
  SchedulingBufferDays: number | null;
  ReportOptionId: number | null;
  /** Chemical ids. */
  ServiceVisitChemicals: number[];
};

/**
 * The service form. Field names are the server's, so ModelState keys (ServiceVisits.0.ServiceDayStart,
 * ServiceChemicals …) land on the fields that caused them.
 */
export type ServiceFormValues = {
  Id: number;
  Version: number;
  Name: string;
  ServiceGroupId: number | null;
  ServiceCategoryId: number | null;
  ServiceProposalLabelId: number | null;
  ClassificationId: number | null;
  PricingOptionId: number | null;
  PricingTableId: number | null;
  PricingUnitOfMeasureId: number | null;
  PricingUnitOfMeasureRate: Cents | null;
  ServiceUnitOfMeasureId: number | null;
  ServicePricingGroupId: number | null;
  ServiceTypeId: number | null;
  StatusId: number;
  InactiveReasonId: number | null;
  RenewableService: boolean;
  Recurrence: number | null;
  ReportOptionId: number | null;
  ApplicationDescription: string;
  SeparateWorkOrderRequired: boolean;
  GrowingDegreeDayMin: number | null;
  GrowingDegreeDayMax: number | null;
  ServiceMonthStart: number | null;
  ServiceDayStart: number | null;
  ServiceMonthEnd: number | null;
  ServiceDayEnd: number | null;
  ServiceVisits: VisitRow[];
  /** Chemical ids. */
  ServiceChemicals: number[];
};

let nextKey = 1;
const newKey = () => `visit-${nextKey++}`;

export function blankVisit(): VisitRow {
  return {
    Key: newKey(),
    Id: 0,
    Title: '',
    ServiceCode: '',
    ServiceMonthStart: null,
    ServiceDayStart: null,
    ServiceMonthEnd: null,
    ServiceDayEnd: null,
    SchedulingBufferDays: 0,
    ReportOptionId: null,
    ServiceVisitChemicals: [],
  };
}

/** A new service: Active and renewable until a group's defaults say otherwise. */
export function emptyService(): ServiceFormValues {
  return {
    Id: 0,
    Version: 0,
    Name: '',
    ServiceGroupId: null,
    ServiceCategoryId: null,
    ServiceProposalLabelId: null,
    ClassificationId: null,
    PricingOptionId: null,
    PricingTableId: null,
    PricingUnitOfMeasureId: null,
    PricingUnitOfMeasureRate: null,
    ServiceUnitOfMeasureId: null,
    ServicePricingGroupId: null,
    ServiceTypeId: null,
    StatusId: CatalogueStatuses.Active,
    InactiveReasonId: null,
    RenewableService: true,
    Recurrence: null,
    ReportOptionId: null,
    ApplicationDescription: '',
    SeparateWorkOrderRequired: false,
    GrowingDegreeDayMin: null,
    GrowingDegreeDayMax: null,
    ServiceMonthStart: null,
    ServiceDayStart: null,
    ServiceMonthEnd: null,
    ServiceDayEnd: null,
    ServiceVisits: [],
    ServiceChemicals: [],
  };
}

const chemicalIds = (links: ServiceChemical[]) => links.map((c) => c.ChemicalId);

export function toFormValues(s: Service): ServiceFormValues {
  const { ServiceVisits, ServiceChemicals, PricingUnitOfMeasureRate: rate, Active: _active, ...rest } = s;
  return {
    ...rest,
    PricingUnitOfMeasureRate: rate === null ? null : dollarsToExactCents(rate),
    ApplicationDescription: s.ApplicationDescription ?? '',
    ServiceVisits: ServiceVisits.map((v) => ({
      Key: newKey(),
      Id: v.Id,
      Title: v.Title ?? '',
      ServiceCode: v.ServiceCode ?? '',
      ServiceMonthStart: v.ServiceMonthStart,
      ServiceDayStart: v.ServiceDayStart,
      ServiceMonthEnd: v.ServiceMonthEnd,
      ServiceDayEnd: v.ServiceDayEnd,
      SchedulingBufferDays: v.SchedulingBufferDays,
      ReportOptionId: v.ReportOptionId,
      ServiceVisitChemicals: chemicalIds(v.ServiceVisitChemicals),
    })),
    ServiceChemicals: chemicalIds(ServiceChemicals),
  };
}

/**
 * A new service that starts as a copy of `s` (its visits become new visits). The name is left blank:
 * the copy needs its own, and typing it is what makes the form ready to create.
 */
export function copyOf(s: Service): ServiceFormValues {
  const v = toFormValues(s);
  return {
    ...v,
    Id: 0,
    Version: 0,
    Name: '',
    ServiceVisits: v.ServiceVisits.map((x) => ({ ...x, Id: 0 })),
  };
}

/** Every chemical a stored service links, so pickers can name those the type-ahead leaves out. */
export function linkedChemicals(s: Service | undefined): ServiceChemical[] {
  if (!s) return [];
  return [...s.ServiceChemicals, ...s.ServiceVisits.flatMap((v) => v.ServiceVisitChemicals)];
}

/** The form as the shared rules read it (the rate in dollars). */
export function toRuleForm(v: ServiceFormValues): ServiceForm {
  return {
    ...v,
    PricingUnitOfMeasureRate:
      v.PricingUnitOfMeasureRate === null ? null : centsToDollars(v.PricingUnitOfMeasureRate),
    ServiceVisits: v.ServiceVisits,
  };
}

/** The shared rules of the service form (the server checks the same), as form errors. */
export function validateService(v: ServiceFormValues, recurrenceMax: number): Record<string, string> {
  const problems = serviceFormProblems(toRuleForm(v), recurrenceMax);
  return Object.fromEntries(Object.entries(problems).map(([field, messages]) => [field, messages.join(' ')]));
}

const text = (s: string) => s.trim() || null;
const links = (ids: number[]) => ids.map((ChemicalId) => ({ ChemicalId }));

/**
 * The save body: only the chosen pricing option's fields and, for an inactive service only, the
 * inactive reason (spec §4), so nothing stale is stored behind a hidden field.
 */
export function toSaveBody(v: ServiceFormValues): NewService {
  const priced = keptPricing(v);
  return {
    Name: v.Name.trim(),
    ServiceGroupId: v.ServiceGroupId,
    ServiceCategoryId: v.ServiceCategoryId,
    ServiceProposalLabelId: v.ServiceProposalLabelId,
    ClassificationId: v.ClassificationId,
    PricingOptionId: priced.PricingOptionId,
    PricingTableId: priced.PricingTableId,
    PricingUnitOfMeasureId: priced.PricingUnitOfMeasureId,
    PricingUnitOfMeasureRate:
      priced.PricingUnitOfMeasureRate === null ? null : centsToDollars(priced.PricingUnitOfMeasureRate),
    ServiceUnitOfMeasureId: v.ServiceUnitOfMeasureId,
    ServicePricingGroupId: v.ServicePricingGroupId,
    ServiceTypeId: v.ServiceTypeId,
    StatusId: v.StatusId,
    InactiveReasonId: keptInactiveReason(v.StatusId, v.InactiveReasonId),
    RenewableService: v.RenewableService,
    Recurrence: v.Recurrence,
    ReportOptionId: v.ReportOptionId,
    ApplicationDescription: text(v.ApplicationDescription),
    SeparateWorkOrderRequired: v.SeparateWorkOrderRequired,
    GrowingDegreeDayMin: v.GrowingDegreeDayMin,
    GrowingDegreeDayMax: v.GrowingDegreeDayMax,
    ServiceMonthStart: v.ServiceMonthStart,
    ServiceDayStart: v.ServiceDayStart,
    ServiceMonthEnd: v.ServiceMonthEnd,
    ServiceDayEnd: v.ServiceDayEnd,
    ServiceVisits: v.ServiceVisits.map((x) => ({
      Id: x.Id,
      Title: text(x.Title),
      ServiceCode: text(x.ServiceCode),
      ServiceMonthStart: x.ServiceMonthStart,
      ServiceDayStart: x.ServiceDayStart,
      ServiceMonthEnd: x.ServiceMonthEnd,
      ServiceDayEnd: x.ServiceDayEnd,
      SchedulingBufferDays: x.SchedulingBufferDays ?? 0,
      ReportOptionId: x.ReportOptionId,
      ServiceVisitChemicals: links(x.ServiceVisitChemicals),
    })),
    ServiceChemicals: links(v.ServiceChemicals),
  };
}
