import { Type, type Static, type TSchema } from 'typebox';
import { Nullable } from '../platform/nullable';
import { IdName } from '../branches/schemas';
import { SearchRequest } from '../platform/http';
import { Bounds } from '../platform/bounds';

// In bodies null is listed first: with type coercion on, a null would otherwise become 0 or ''.
const NullableIn = <T extends TSchema>(t: T) => Type.Optional(Nullable(t));
const Id = Bounds.Id();

/** Page size of the services list. */
export const SERVICE_PAGE_SIZE = 18;
export const SERVICE_NAME_MAX = 200;
/** The most years the recurrence maximum may be set to. */
export const RECURRENCE_MAX_LIMIT = 99;

/** A chemical linked to a service or a visit, with what the screens show of it. */
export const ServiceChemical = Type.Object({
  ChemicalId: Type.Integer(),
  Name: Type.String(),
  EpaNumber: Nullable(Type.String()),
  StatusId: Type.Integer(),
  DilutionText: Type.String(),
});
export type ServiceChemical = Static<typeof ServiceChemical>;

/** A link as sent: only the chemical's id is read (a link as received may be sent back as it is). */
export const ServiceChemicalInput = Type.Object({ ChemicalId: Id });
export type ServiceChemicalInput = Static<typeof ServiceChemicalInput>;
const ChemicalLinks = Type.Array(ServiceChemicalInput, { maxItems: 100 });

export const ServiceVisit = Type.Object({
  Id: Type.Integer(),
  ServiceId: Type.Integer(),
  Title: Nullable(Type.String()),
  ServiceCode: Nullable(Type.String()),
  ServiceMonthStart: Type.Integer(),
  ServiceDayStart: Type.Integer(),
  ServiceMonthEnd: Type.Integer(),
  ServiceDayEnd: Type.Integer(),
  SchedulingBufferDays: Type.Integer(),
  ReportOptionId: Nullable(Type.Integer()),
  ServiceVisitChemicals: Type.Array(ServiceChemical),
});
export type ServiceVisit = Static<typeof ServiceVisit>;

/** A visit as sent: Id 0 (or none) adds it; stored visits left out of a save are removed. */
export const ServiceVisitInput = Type.Object({
  Id: Type.Optional(Type.Integer({ minimum: 0 })),
  Title: NullableIn(Type.String({ maxLength: 100 })),
  ServiceCode: NullableIn(Type.String({ maxLength: 20 })),
  // Months and days are checked by the rules so a bad date reads the spec's message.
  ServiceMonthStart: NullableIn(Type.Integer()),
  ServiceDayStart: NullableIn(Type.Integer()),
  ServiceMonthEnd: NullableIn(Type.Integer()),
  ServiceDayEnd: NullableIn(Type.Integer()),
  SchedulingBufferDays: NullableIn(Type.Integer({ minimum: 0, maximum: 365 })),
  ReportOptionId: NullableIn(Type.Integer()),
  ServiceVisitChemicals: Type.Optional(ChemicalLinks),
});
export type ServiceVisitInput = Static<typeof ServiceVisitInput>;

export const Service = Type.Object({
  Id: Type.Integer(),
  Name: Type.String(),
  ServiceGroupId: Type.Integer(),
  ServiceCategoryId: Nullable(Type.Integer()),
  ServiceProposalLabelId: Nullable(Type.Integer()),
  ClassificationId: Nullable(Type.Integer()),
  PricingOptionId: Nullable(Type.Integer()),
  PricingTableId: Nullable(Type.Integer()),
  PricingUnitOfMeasureId: Nullable(Type.Integer()),
  /** Dollars per pricing unit (stored as integer cents). */
  PricingUnitOfMeasureRate: Nullable(Type.Number()),
  ServiceUnitOfMeasureId: Nullable(Type.Integer()),
  ServicePricingGroupId: Nullable(Type.Integer()),
  ServiceTypeId: Type.Integer(),
  StatusId: Type.Integer(),
  InactiveReasonId: Nullable(Type.Integer()),
  Active: Type.Boolean(),
  RenewableService: Type.Boolean(),
  Recurrence: Nullable(Type.Integer()),
  ReportOptionId: Nullable(Type.Integer()),
  ApplicationDescription: Nullable(Type.String()),
  SeparateWorkOrderRequired: Type.Boolean(),
  GrowingDegreeDayMin: Nullable(Type.Number()),
  GrowingDegreeDayMax: Nullable(Type.Number()),
  ServiceMonthStart: Nullable(Type.Integer()),
  ServiceDayStart: Nullable(Type.Integer()),
  ServiceMonthEnd: Nullable(Type.Integer()),
  ServiceDayEnd: Nullable(Type.Integer()),
  ServiceVisits: Type.Array(ServiceVisit),
  ServiceChemicals: Type.Array(ServiceChemical),
  Version: Type.Integer(),
});
export type Service = Static<typeof Service>;

// Fields left out keep their stored value on a save (and take the group's defaults on a new service).
const ServiceFields = {
  Name: Type.String({ maxLength: 1000 }),
  ServiceGroupId: NullableIn(Type.Integer()),
  ServiceCategoryId: NullableIn(Type.Integer()),
  ServiceProposalLabelId: NullableIn(Type.Integer()),
  ClassificationId: NullableIn(Type.Integer()),
  PricingOptionId: NullableIn(Type.Integer()),
  PricingTableId: NullableIn(Type.Integer()),
  PricingUnitOfMeasureId: NullableIn(Type.Integer()),
  PricingUnitOfMeasureRate: NullableIn(Type.Number()),
  ServiceUnitOfMeasureId: NullableIn(Type.Integer()),
  ServicePricingGroupId: NullableIn(Type.Integer()),
  ServiceTypeId: NullableIn(Type.Integer()),
  StatusId: Type.Optional(Type.Integer()),
  InactiveReasonId: NullableIn(Type.Integer()),
  RenewableService: Type.Optional(Type.Boolean()),
  Recurrence: NullableIn(Type.Integer()),
  ReportOptionId: NullableIn(Type.Integer()),
  ApplicationDescription: NullableIn(Type.String({ maxLength: 4000 })),
  SeparateWorkOrderRequired: Type.Optional(Type.Boolean()),
  GrowingDegreeDayMin: NullableIn(Type.Number()),
  GrowingDegreeDayMax: NullableIn(Type.Number()),
  ServiceMonthStart: NullableIn(Type.Integer()),
  ServiceDayStart: NullableIn(Type.Integer()),
  ServiceMonthEnd: NullableIn(Type.Integer()),
  ServiceDayEnd: NullableIn(Type.Integer()),
  ServiceVisits: Type.Optional(Type.Array(ServiceVisitInput, { maxItems: 52 })),
  ServiceChemicals: Type.Optional(ChemicalLinks),
};
export const NewService = Type.Object(ServiceFields);
export type NewService = Static<typeof NewService>;
export const SaveService = Type.Object({ Id, Version: Bounds.Version(), ...ServiceFields });
export type SaveService = Static<typeof SaveService>;

export const ServiceSearch = Type.Object({
  ...SearchRequest.properties,
  StatusIds: Type.Optional(Type.Array(Type.Integer(), { maxItems: 10 })),
  ServiceGroupIds: Type.Optional(Type.Array(Type.Integer(), { maxItems: 10 })),
  ServiceCategoryIds: Type.Optional(Type.Array(Type.Integer(), { maxItems: 200 })),
  ServiceTypeIds: Type.Optional(Type.Array(Type.Integer(), { maxItems: 2 })),
});
export type ServiceSearch = Static<typeof ServiceSearch>;

export const ServiceRow = Type.Object({
  Id: Type.Integer(),
  Name: Type.String(),
  ServiceGroupId: Type.Integer(),
  ServiceGroup: Type.String(),
  ServiceCategoryId: Nullable(Type.Integer()),
  ServiceCategory: Nullable(Type.String()),
  ServiceTypeId: Type.Integer(),
  StatusId: Type.Integer(),
  Status: Type.String(),
  Active: Type.Boolean(),
  PricingOptionId: Nullable(Type.Integer()),
  PricingUnitOfMeasureRate: Nullable(Type.Number()),
  RenewableService: Type.Boolean(),
  VisitCount: Type.Integer(),
  Version: Type.Integer(),
});
export type ServiceRow = Static<typeof ServiceRow>;

/** What a new service of a group starts with (the per-group defaults). */
export const ServiceDefaults = Type.Object({
  ServiceGroupId: Type.Integer(),
  StatusId: Type.Integer(),
  PricingOptionId: Nullable(Type.Integer()),
  RenewableService: Type.Boolean(),
  ClassificationId: Nullable(Type.Integer()),
});
export type ServiceDefaults = Static<typeof ServiceDefaults>;
export const ServiceGroupParams = Type.Object({ serviceGroupId: Id });

export const SaveServiceChemicals = Type.Object({
  ServiceId: Id,
  /** When sent, the save is refused with 409 if the service changed since it was read. */
  Version: Type.Optional(Bounds.Version()),
  ServiceChemicals: ChemicalLinks,
});
export type SaveServiceChemicals = Static<typeof SaveServiceChemicals>;
export const SaveServiceVisitChemicals = Type.Object({
  ServiceVisitId: Id,
  /** The service's Version, as for SaveServiceChemicals. */
  Version: Type.Optional(Bounds.Version()),
  ServiceVisitChemicals: ChemicalLinks,
});
export type SaveServiceVisitChemicals = Static<typeof SaveServiceVisitChemicals>;

/** PUT services/updatePrices/{valueType}/{value}: ManagePricingOptions and dollars or percent. */
export const UpdatePricesParams = Type.Object({ valueType: Type.Integer(), value: Type.Number() });
/** The ids of the services whose unit-of-measure rate changes. */
export const UpdatePricesBody = Type.Array(Id, { minItems: 1, maxItems: 2000 });
export const ServicePrice = Type.Object({
  Id: Type.Integer(),
  Name: Type.String(),
  PricingUnitOfMeasureRate: Nullable(Type.Number()),
  Version: Type.Integer(),
});
export const UpdatePricesResult = Type.Object({
  Message: Type.String(),
  /** Services priced by unit of measure, with their new rates. */
  Updated: Type.Array(ServicePrice),
  /** Services among the ids without a rate to change (priced by table, or not priced). */
  Unchanged: Type.Array(Type.Integer()),
});
export type UpdatePricesResult = Static<typeof UpdatePricesResult>;

export const ServiceVisitOption = Type.Object({
  Id: Type.Integer(),
  ServiceId: Type.Integer(),
  ServiceName: Type.String(),
  Title: Nullable(Type.String()),
  ServiceCode: Nullable(Type.String()),
});
export type ServiceVisitOption = Static<typeof ServiceVisitOption>;
export const ServiceVisitsQuery = Type.Object({ serviceId: Type.Optional(Id) });

/** The most years a service may recur (1 to RECURRENCE_MAX_LIMIT; checked by the service). */
export const RecurrenceMax = Type.Object({ RecurrenceMax: Type.Integer() });
export type RecurrenceMax = Static<typeof RecurrenceMax>;

/** A company setting (SettingKeys); the value is text, read by the module that owns the key. */
export const CompanySetting = Type.Object({ Id: Type.Integer(), Name: Type.String(), Value: Type.String() });
export type CompanySetting = Static<typeof CompanySetting>;

/** Service groups with their company-wide text (Managed Content). */
export const ServiceGroupWithContent = Type.Object({
  Id: Type.Integer(),
  Name: Type.String(),
  Content: Type.String(),
});
export type ServiceGroupWithContent = Static<typeof ServiceGroupWithContent>;
export const SaveServiceGroupContents = Type.Array(
  Type.Object({ Id, Content: Type.Union([Type.Null(), Type.String({ maxLength: 50000 })]) }),
  { maxItems: 20 },
);
export type SaveServiceGroupContents = Static<typeof SaveServiceGroupContents>;

/** Everything the service form picks from, in one call. */
export const ServiceLookups = Type.Object({
  ServiceGroups: Type.Array(IdName),
  ServiceTypes: Type.Array(IdName),
  Statuses: Type.Array(IdName),
  PricingOptions: Type.Array(IdName),
  ManagePricingOptions: Type.Array(IdName),
  Classifications: Type.Array(IdName),
  ReportOptions: Type.Array(IdName),
  ServicePricingGroups: Type.Array(IdName),
  Units: Type.Array(IdName),
  Categories: Type.Array(IdName),
  ProposalLabels: Type.Array(IdName),
  InactiveReasons: Type.Array(IdName),
  PricingTables: Type.Array(IdName),
  RecurrenceMax: Type.Integer(),
});
export type ServiceLookups = Static<typeof ServiceLookups>;
