import { http, HttpResponse } from 'msw';
import type { Material, MaterialServiceChoice, WorkOrderMaterial } from '@canopy/shared';
import { mockApi } from '../../test/mockApi';

export const list = <T>(rows: T[]) =>
  HttpResponse.json(rows, { headers: { 'X-List-Count': String(rows.length) } });

export const catalogue: Material[] = [
  {
    Id: 1,
    Name: 'Hardwood Mulch',
    MaterialTypeId: 1,
    Unit: 'cu yd',
    UnitPrice: 38,
    Archived: false,
    Version: 1,
  },
  { Id: 2, Name: 'Cabling Kit', MaterialTypeId: 1, Unit: 'each', UnitPrice: 85, Archived: false, Version: 1 },
  {
    Id: 10,
    Name: 'Wood Chips',
    MaterialTypeId: 2,
    Unit: 'cu yd',
    UnitPrice: 12,
    Archived: false,
    Version: 1,
  },
];

export const services: MaterialServiceChoice[] = [
  {
    WorkOrderServiceId: 61,
    ServiceName: 'Crown cleaning',
    ServiceItems: [{ Id: 7, Name: 'Swamp White Oak' }],
  },
];

export function materialRow(over: Partial<WorkOrderMaterial> = {}): WorkOrderMaterial {
  return {
    Id: 301,
    WorkOrderMaterialId: 301,
    WorkOrderId: 501,
    MaterialTypeId: 1,
    MaterialId: 1,
    MaterialName: 'Hardwood Mulch',
    Unit: 'cu yd',
    Units: 2.5,
    UnitPrice: 38,
    TotalCost: 95,
    ActualCost: null,
    WorkOrderServiceId: 61,
    ServiceName: 'Crown cleaning',
    ServiceItemId: 7,
    ServiceItem: 'Swamp White Oak',
    Notes: null,
    DateReported: '2026-11-20',
    ReportedBy: 'Olivia Hart',
    Completed: false,
    DateCompleted: null,
    Archived: false,
    Version: 1,
    ...over,
  };
}

export const chips = materialRow({
  Id: 302,
  WorkOrderMaterialId: 302,
  MaterialTypeId: 2,
  MaterialId: 10,
  MaterialName: 'Wood Chips',
  Units: 4,
  UnitPrice: 12,
  TotalCost: 48,
  ActualCost: 40.5,
});

/** The API of the materials tab's tests; writes land in `calls`. Call once, at the top of the file. */
export function mockMaterialsApi() {
  const { server, record } = mockApi([
    http.post('/api/v1/workOrders/workOrderMaterials/_search', async ({ request }) => {
      const body = (await request.json()) as { MaterialTypeId: number };
      return list(body.MaterialTypeId === 2 ? [chips] : [materialRow()]);
    }),
    http.post('/api/v1/materials/_search', () => list(catalogue)),
    http.get('/api/v1/workOrders/workOrderMaterials/services/:id', () => HttpResponse.json(services)),
    http.post('/api/v1/workOrders/workOrderMaterials/add', () => HttpResponse.json(materialRow({ Id: 303 }))),
    http.put('/api/v1/workOrders/workOrderMaterials/save', () =>
      HttpResponse.json(materialRow({ Version: 2 })),
    ),
    http.post('/api/v1/workOrders/workOrderMaterials/:id/toggleArchived', () =>
      HttpResponse.json(materialRow({ Archived: true, Version: 2 })),
    ),
  ]);
  const calls = record((c) => c.method !== 'GET' && !c.path.endsWith('/_search'));
  return { server, calls };
}
