import { http, HttpResponse } from 'msw';
import type { ClaimFlags, WorkOrder, WorkOrderRow } from '@canopy/shared';
import { useSessionStore } from '../../kernel/session/sessionStore';
import { mockApi } from '../../test/mockApi';
import { adminClaims, loginResponse } from '../../test/sessions';

export const signIn = (claims: ClaimFlags = adminClaims) =>
  useSessionStore.getState().signIn(loginResponse({ claims }), false);

/** The test DOM has no canvas; the signature pad then stays idle instead of logging "not implemented". */
export function stubCanvas() {
  HTMLCanvasElement.prototype.getContext = (() => null) as typeof HTMLCanvasElement.prototype.getContext;
}

export function rowFixture(overrides: Partial<WorkOrderRow> = {}): WorkOrderRow {
  return {
    Id: 12,
    SubTypeId: 1,
    SubType: 'Original',
    ServiceGroupId: 1,
    ServiceGroup: 'Arbor Care',
    StatusId: 2,
    WorkOrderStatus: 'Ready For Scheduling',
    Description: 'Prune the oaks',
    EstimatedHours: 6.5,
    ArboristId: 6,
    ArboristName: 'Nina Patel',
    ForemanId: 8,
    ForemanName: 'Joe Root',
    ScheduleDate: '2026-05-04',
    StartTime: '07:30',
    EndTime: '16:30',
    AccountId: 5,
    CustomerName: 'Diaz Family',
    AccountLocationId: 9,
    Address: '12 Oak St, Evanston',
    BranchId: 1,
    Archived: false,
    Version: 3,
    ...overrides,
  };
}

export function workOrderFixture(overrides: Partial<WorkOrder> = {}): WorkOrder {
  return {
    Id: 12,
    SubTypeId: 1,
    SubType: 'Original',
    StatusId: 4,
    WorkOrderStatus: 'In Progress',
    ServiceGroupId: 1,
    ServiceGroup: 'Arbor Care',
    AccountId: 5,
    AccountName: 'Diaz Family',
    AccountLocationId: 9,
    Location: {
      Address: '12 Oak St',
      City: 'Evanston',
      State: 'IL',
      Zip: '60201',
      Latitude: null,
      Longitude: null,
    },
    Address: '12 Oak St, Evanston',
    BranchId: 1,
    Branch: { Id: 1, Name: 'North Shore', ManagerId: 3, ManagerName: 'Mia Stone', ManagerEmail: null },
    SalesRepId: 6,
    SalesRepName: 'Nina Patel',
    Description: 'Prune the oaks',
    Signature: null,
    SignedDate: null,
    SentScoutingReport: false,
    ScoutingReportNotes: null,
    OriginalWoId: null,
    QualifiesForPrevailingWage: false,
    SalesTerritoryId: 4,
    SalesTerritory: 'Evanston',
    EstimatedCrew: 3,
    EstimatedHours: 6.5,
    EstimatedValue: 1250,
    PriorityId: 3,
    DateCompleted: null,
    Archived: false,
    ScheduleWorkOrders: [],
    HasSchedules: true,
    ScoutingReportRequired: false,
    Version: 3,
    ...overrides,
  };
}

/**
 * The API of the work order screens' tests, answering their lookups; every call but the lookups
 * lands in `calls`. Call once, at the top of the test file.
 */
export function mockWorkOrderApi() {
  const { server, record } = mockApi([
    http.get('/api/v1/branches/employee/:me/:claimType', () =>
      HttpResponse.json({ AllBranchesOption: true, Branches: [{ Id: 1, Name: 'North Shore', StatusId: 1 }] }),
    ),
    http.get('/api/v1/employees/arborists/:branchId', () =>
      HttpResponse.json([{ Id: 6, Name: 'Nina Patel' }]),
    ),
    http.get('/api/v1/employees/employeesByJobTitles', () =>
      HttpResponse.json([{ Id: 8, Name: 'Joe Root' }]),
    ),
    http.get('/api/v1/salesTerritories/all', () =>
      HttpResponse.json([{ Id: 4, Name: 'Evanston', BranchId: 1 }]),
    ),
  ]);
  const lookups = /\/(branches|employees|salesTerritories)\//;
  const calls = record((c) => !lookups.test(c.path));
  return { server, calls };
}

export const list = <T>(rows: T[]) =>
  HttpResponse.json(rows, { headers: { 'X-List-Count': String(rows.length) } });

/** The server's refusal with a Service message. */
export const refused = (...service: string[]) =>
  HttpResponse.json({ Message: service[0], ModelState: { Service: service } }, { status: 400 });
