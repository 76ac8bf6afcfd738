import {
  CatalogueStatusList,
  PricingOptionList,
  ReportOptionList,
  ServiceClassificationList,
  ServiceGroupList,
  ServicePricingGroupList,
  ServiceTypeList,
  type ChemicalOption,
  type Service,
  type ServiceLookups,
  type ServiceRow,
} from '@canopy/shared';

/** GET services/lookups, for the service screen tests. */
export const lookups: ServiceLookups = {
  ServiceGroups: ServiceGroupList,
  ServiceTypes: ServiceTypeList,
  Statuses: CatalogueStatusList,
  PricingOptions: PricingOptionList,
  ManagePricingOptions: [
    { Id: 1, Name: 'Dollars' },
    { Id: 2, Name: 'Percentage' },
  ],
  Classifications: ServiceClassificationList,
  ReportOptions: ReportOptionList,
  ServicePricingGroups: ServicePricingGroupList,
  Units: [
    { Id: 1, Name: 'Inch DBH' },
    { Id: 2, Name: 'Each' },
  ],
  Categories: [
    { Id: 3, Name: 'Pruning' },
    { Id: 4, Name: 'Insect Control' },
  ],
  ProposalLabels: [{ Id: 5, Name: 'Recommended' }],
  InactiveReasons: [
    { Id: 6, Name: 'Discontinued' },
    { Id: 7, Name: 'Seasonal' },
  ],
  PricingTables: [],
  RecurrenceMax: 5,
};

export const chemicals: ChemicalOption[] = [
  { Id: 21, Name: 'Imidacloprid 2F', EpaNumber: '432-1312', DilutionText: '1 qt per 100 gal' },
  { Id: 22, Name: 'Horticultural Oil', EpaNumber: null, DilutionText: '2 gal per 100 gal' },
];

/** A stored Single service priced by unit of measure (GET services/12). */
export const pruning: Service = {
  Id: 12,
  Name: 'Structural Pruning',
  ServiceGroupId: 1,
  ServiceCategoryId: 3,
  ServiceProposalLabelId: 5,
  ClassificationId: 4,
  PricingOptionId: 1,
  PricingTableId: null,
  PricingUnitOfMeasureId: 1,
  PricingUnitOfMeasureRate: 9.5,
  ServiceUnitOfMeasureId: 1,
  ServicePricingGroupId: null,
  ServiceTypeId: 1,
  StatusId: 1,
  InactiveReasonId: null,
  Active: true,
  RenewableService: false,
  Recurrence: null,
  ReportOptionId: null,
  ApplicationDescription: 'Prune to ANSI A300.',
  SeparateWorkOrderRequired: false,
  GrowingDegreeDayMin: null,
  GrowingDegreeDayMax: null,
  ServiceMonthStart: null,
  ServiceDayStart: null,
  ServiceMonthEnd: null,
  ServiceDayEnd: null,
  ServiceVisits: [],
  ServiceChemicals: [],
  Version: 4,
};

export const rowOf = (s: Service): ServiceRow => ({
  Id: s.Id,
  Name: s.Name,
  ServiceGroupId: s.ServiceGroupId,
  ServiceGroup: ServiceGroupList.find((g) => g.Id === s.ServiceGroupId)!.Name,
  ServiceCategoryId: s.ServiceCategoryId,
  ServiceCategory: 'Pruning',
  ServiceTypeId: s.ServiceTypeId,
  StatusId: s.StatusId,
  Status: CatalogueStatusList.find((x) => x.Id === s.StatusId)!.Name,
  Active: s.StatusId !== 3,
  PricingOptionId: s.PricingOptionId,
  PricingUnitOfMeasureRate: s.PricingUnitOfMeasureRate,
  RenewableService: s.RenewableService,
  VisitCount: s.ServiceVisits.length,
  Version: s.Version,
});
