import { http, HttpResponse } from 'msw';
import {
  ServiceGroups,
  WorkOrderStatuses,
  type ClaimFlags,
  type DailyLog,
  type ServiceItem,
  type ServiceRow,
  type WorkOrder,
  type WorkOrderService,
} from '@canopy/shared';
import { useSessionStore } from '../../kernel/session/sessionStore';
import { mockApi } from '../../test/mockApi';
import { adminClaims, loginResponse } from '../../test/sessions';
import { workOrderFixture } from '../work-orders/testing';

export const signIn = (claims: ClaimFlags = adminClaims) =>
  useSessionStore.getState().signIn(loginResponse({ claims }), false);

export const workOrder = (over: Partial<WorkOrder> = {}): WorkOrder =>
  workOrderFixture({
    AccountId: 3,
    AccountName: 'Oak Estates',
    AccountLocationId: 12,
    SalesRepId: null,
    SalesRepName: null,
    Description: null,
    Id: 501,
    StatusId: WorkOrderStatuses.Scheduled,
    WorkOrderStatus: 'Scheduled',
    ServiceGroupId: ServiceGroups.ArborCare,
    ServiceGroup: 'Arbor Care',
    EstimatedHours: 8,
    EstimatedValue: 1200,
    HasSchedules: true,
    ScoutingReportRequired: false,
    Version: 4,
    ...over,
  });

export const pruning: WorkOrderService = {
  Id: 61,
  WorkOrderId: 501,
  ServiceId: 9,
  ServiceName: 'Crown cleaning',
  Service: {
    Id: 9,
    Name: 'Crown cleaning',
    ServiceGroupId: 1,
    ServiceGroup: 'Arbor Care',
    ServiceTypeId: 1,
    ServicePricingGroupId: null,
    PricingUnitOfMeasureRate: 12.5,
    PricingUnitOfMeasure: 'Inch DBH',
    ServiceUnitOfMeasure: 'Inch',
    ApplicationDescription: null,
    ReportOptionId: null,
    ServiceMonthStart: null,
    ServiceDayStart: null,
    ServiceMonthEnd: null,
    ServiceDayEnd: null,
  },
  ServiceVisitId: null,
  ServiceVisit: null,
  WorkOrderServiceItems: [
    {
      Id: 1,
      ServiceItemId: 101,
      Name: 'Swamp White Oak',
      ScientificName: 'Quercus bicolor',
      SizeName: '13-18 in DBH',
      LocationName: 'Front yard',
      ServiceUnits: 12.5,
      PricingUnits: 12.5,
    },
  ],
  Description: 'Prune {Item} {Scientific}',
  DescriptionText: 'Prune Swamp White Oak (Quercus bicolor)',
  DescriptionParts: [
    { Text: 'Prune Swamp White Oak (', Italic: false },
    { Text: 'Quercus bicolor', Italic: true },
    { Text: ')', Italic: false },
  ],
  TotalCost: 156.25,
  EquipmentSubtotal: 0,
  PricingUnits: 12.5,
  Completed: false,
  DateCompleted: null,
  NeedsCorrection: false,
  Notes: null,
  Archived: false,
  Version: 2,
};

export const catalogue: ServiceRow[] = [
  {
    Id: 9,
    Name: 'Crown cleaning',
    ServiceGroupId: 1,
    ServiceGroup: 'Arbor Care',
    ServiceCategoryId: null,
    ServiceCategory: null,
    ServiceTypeId: 1,
    StatusId: 1,
    Status: 'Active',
    Active: true,
    PricingOptionId: null,
    PricingUnitOfMeasureRate: 12.5,
    RenewableService: false,
    VisitCount: 0,
    Version: 1,
  },
];

export const oakItem: ServiceItem = {
  Id: 101,
  AccountLocationId: 12,
  Name: 'Swamp White Oak',
  TypeId: 1,
  TypeName: 'Swamp White Oak',
  OtherServiceItemTypeId: null,
  ScientificName: 'Quercus bicolor',
  ServiceGroups: [1],
  SizeId: 8,
  SizeName: '13-18 in DBH',
  LocationId: 4,
  LocationName: 'Front yard',
  ConditionId: null,
  ConditionName: null,
  Latitude: null,
  Longitude: null,
  Coordinates: null,
  Notes: null,
  Version: 1,
};

export const log = (over: Partial<DailyLog> = {}): DailyLog => ({
  Id: 71,
  WorkOrderId: 501,
  EmployeeId: 7,
  Name: 'Ada Oak',
  ScheduleCrewId: null,
  ScheduleCrew: null,
  Date: '2025-05-02',
  TimeIn: '07:30',
  TimeOut: '16:30',
  HoursWorked: 9,
  DailyLogTypeId: 1,
  DailyLogType: 'Applied',
  HourTypeId: 1,
  HourType: 'Standard',
  Notes: 'Pruned the oak',
  PrevailingWageHours: [],
  CreatedDate: '2025-05-02T20:00:00.000Z',
  Version: 1,
  ...over,
});

const list = <T>(rows: T[]) => HttpResponse.json(rows, { headers: { 'X-List-Count': String(rows.length) } });

/**
 * The API of the two sections' tests, answered with the fixtures; writes land in `calls`. Call
 * once, at the top of the test file.
 */
export function mockSectionsApi() {
  const { server, record } = mockApi([
    http.post('/api/v1/workOrders/services/_search', () => list([pruning])),
    http.get('/api/v1/services/lookups', () =>
      HttpResponse.json({
        ServiceGroups: [
          { Id: 1, Name: 'Arbor Care' },
          { Id: 2, Name: 'Plant Health Care' },
        ],
      }),
    ),
    http.post('/api/v1/services/_search', () => list(catalogue)),
    http.post('/api/v1/serviceItems/_search', () => list([oakItem])),
    http.post('/api/v1/workOrders/services/add', () => HttpResponse.json({ ...pruning, Id: 62 })),
    http.put('/api/v1/workOrders/services/save', () => HttpResponse.json({ ...pruning, Version: 3 })),
  ]);
  const calls = record((c) => c.method !== 'GET' && !c.path.endsWith('/_search'));
  return { server, calls };
}
