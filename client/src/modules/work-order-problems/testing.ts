import { http, HttpResponse } from 'msw';
import { EquipmentProblemStatuses as S, type EquipmentProblem, type WorkOrderDamage } from '@canopy/shared';
import { mockApi } from '../../test/mockApi';

export const list = <T>(rows: T[], total = rows.length) =>
  HttpResponse.json(rows, { headers: { 'X-List-Count': String(total) } });

export const chipper = {
  Id: 31,
  AssetNumber: 'CH-07',
  EquipmentTypeId: 4,
  EquipmentType: 'Chipper',
  Name: 'CH-07 (Chipper)',
};

export const leak: EquipmentProblem = {
  Id: 71,
  WorkOrderId: 501,
  BranchId: 1,
  Branch: 'North',
  DateReported: '2026-11-20T14:00:00.000Z',
  ReportedById: 5,
  ReportedBy: 'Frank Miller',
  StatusId: S.Open,
  EquipmentProblemStatus: { Id: S.Open, Name: 'Open' },
  EquipmentProblemDescriptionId: 2,
  EquipmentProblemDescription: { Id: 2, Name: 'Hydraulic leak' },
  OtherDescription: null,
  EquipmentResourceId: chipper.Id,
  EquipmentResource: chipper,
  Notes: null,
  ResolutionDate: null,
  Archived: false,
  Version: 3,
};

export const ruts: WorkOrderDamage = {
  Id: 81,
  WorkOrderId: 501,
  DateReported: '2026-11-21T10:00:00.000Z',
  ReportedById: 5,
  ReportedBy: 'Frank Miller',
  Description: 'Loader ruts in the lawn',
  Notes: null,
  Archived: false,
  Version: 1,
};

/** The problems API answered with the fixtures; writes land in `calls`. Call once per test file. */
export function mockProblemsApi() {
  const { server, record } = mockApi([
    http.post('/api/v1/workOrders/equipmentproblems/_search', () => list([leak])),
    http.get('/api/v1/workOrders/501/equipment', () => HttpResponse.json([chipper])),
    http.post('/api/v1/workOrders/equipmentproblems/add', () => HttpResponse.json({ ...leak, Id: 72 })),
    http.put('/api/v1/workOrders/equipmentproblems/save', () =>
      HttpResponse.json({ ...leak, StatusId: S.Resolved, Version: 4 }),
    ),
    http.post('/api/v1/workOrders/equipmentproblems/:id/toggleArchived', () =>
      HttpResponse.json({ ...leak, Archived: true }),
    ),
    http.post('/api/v1/workOrders/workOrderDamages/_search', () => list([ruts])),
    http.post('/api/v1/workOrders/workOrderDamages/add', () => HttpResponse.json({ ...ruts, Id: 82 })),
    http.post('/api/v1/workOrders/workOrderDamages/:id/toggleArchived', () =>
      HttpResponse.json({ ...ruts, Archived: true }),
    ),
    http.post('/api/v1/workOrders/workOrderDamageServices/_search', () => list([])),
    http.get('/api/v1/branches/employee/:e/:c', () =>
      HttpResponse.json({ Branches: [{ Id: 1, Name: 'North' }], AllBranchesOption: true }),
    ),
  ]);
  const calls = record((c) => c.method !== 'GET' && !c.path.endsWith('/_search'));
  const searches = record((c) => c.path.endsWith('/_search'));
  return { server, calls, searches };
}
