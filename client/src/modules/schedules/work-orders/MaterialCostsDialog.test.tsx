import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import {
  Messages,
  ServiceGroups,
  WorkOrderMaterialMessages as WM,
  type ScheduleWorkOrder,
} from '@canopy/shared';
import { renderUi } from '../../../ui/test-utils';
import { signIn } from '../../work-order-services/testing';
import { catalogue, chips, list, materialRow, services } from '../../work-order-materials/testing';
import { mockApi } from '../../../test/mockApi';
import { MaterialCostsDialog } from './MaterialCostsDialog';

const { server, record } = mockApi([
  http.post('/api/v1/materials/_search', () => list(catalogue)),
  http.post('/api/v1/workOrders/:id/addMaterial', () => HttpResponse.json(materialRow({ Id: 310 }))),
  http.put('/api/v1/workOrders/:id/updateMaterialActualCost', () => HttpResponse.json(materialRow())),
  http.delete('/api/v1/workOrders/workOrderMaterials/:id/archive', () =>
    HttpResponse.json(materialRow({ Archived: true })),
  ),
]);
const calls = record((c) => c.method !== 'GET' && !c.path.endsWith('/_search'));
beforeEach(() => signIn());

const workOrder = (over: Partial<ScheduleWorkOrder> = {}): ScheduleWorkOrder => ({
  WorkOrderId: 501,
  RouteOrderId: 1,
  EstimatedHours: 2,
  ActualHours: 0,
  ActualEquipmentCost: 0,
  EstimatedValue: 500,
  EstimatedCrew: 2,
  SalesTerritoryId: null,
  SalesTerritory: null,
  ServiceGroupId: ServiceGroups.ArborCare,
  QualifiesForPrevailingWage: false,
  TotalPrevailingWageHours: 0,
  BranchId: 1,
  StatusId: 3,
  WorkOrderStatus: 'Scheduled',
  Description: null,
  CustomerName: 'Oak Estates',
  Address: null,
  workOrderMaterialCosts: [materialRow(), chips],
  workOrderMaterialServices: services,
  ...over,
});

const open = (over: Partial<ScheduleWorkOrder> = {}, editable = true) =>
  renderUi(
    <MaterialCostsDialog scheduleId={31} workOrder={workOrder(over)} editable={editable} onClose={vi.fn()} />,
  );

describe('the schedule’s material costs', { timeout: 30_000 }, () => {
  it('shows each row’s units, price and total, and refuses an add with a field missing', async () => {
    const user = userEvent.setup({ delay: null });
    open();
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(/2.5 cu yd × \$38.00 = \$95.00/)).toBeInTheDocument();
    expect(within(dialog).getByText(/4 cu yd × \$12.00 = \$48.00/)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Add material cost' }));
    expect(await screen.findByText(Messages.MaterialFillAllFields)).toBeInTheDocument();
    expect(calls).toEqual([]);
  });

  it('adds a row with every field, naming the schedule', async () => {
    const user = userEvent.setup({ delay: null });
    open();
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('combobox', { name: /^Material/ }));
    await user.click(await screen.findByRole('option', { name: 'Hardwood Mulch (cu yd)' }));
    await user.click(within(dialog).getByRole('combobox', { name: /^Service/ }));
    await user.click(await screen.findByRole('option', { name: 'Crown cleaning' }));
    await user.type(within(dialog).getByRole('textbox', { name: /^Units/ }), '2');
    await user.type(within(dialog).getByRole('textbox', { name: /^Actual cost$/ }), '60');
    await user.click(within(dialog).getByRole('button', { name: 'Add material cost' }));
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]).toMatchObject({
      method: 'POST',
      path: '/api/v1/workOrders/501/addMaterial',
      body: {
        MaterialTypeId: 1,
        MaterialId: 1,
        WorkOrderServiceId: 61,
        ServiceItemId: 7,
        Units: 2,
        UnitPrice: 38,
        ActualCost: 60,
        ScheduleId: 31,
      },
    });
    expect(await screen.findByText(Messages.MaterialCostAdded)).toBeInTheDocument();
  });

  it('warns that invoicing may be affected before archiving', async () => {
    const user = userEvent.setup({ delay: null });
    open();
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getAllByRole('button', { name: 'Archive' })[0]!);
    expect(await screen.findByText(WM.archiveWarning('Hardwood Mulch'))).toBeInTheDocument();
    expect(calls).toEqual([]);
    const confirm = screen.getAllByRole('dialog').find((d) => d !== dialog)!;
    await user.click(within(confirm).getByRole('button', { name: 'Archive' }));
    await waitFor(() =>
      expect(calls).toEqual([
        {
          method: 'DELETE',
          path: '/api/v1/workOrders/workOrderMaterials/301/archive',
          search: '?ScheduleId=31',
          body: undefined,
        },
      ]),
    );
    expect(await screen.findByText(Messages.MaterialArchived)).toBeInTheDocument();
  });

  it('names the server’s reason when a cost update is refused', async () => {
    server.use(
      http.put('/api/v1/workOrders/:id/updateMaterialActualCost', () =>
        HttpResponse.json(
          { Message: 'A confirmed schedule cannot be updated. Unconfirm it first.', ModelState: {} },
          { status: 400 },
        ),
      ),
    );
    const user = userEvent.setup({ delay: null });
    open();
    const dialog = await screen.findByRole('dialog');
    const cost = within(dialog).getByRole('textbox', { name: 'Actual cost of Hardwood Mulch' });
    await user.type(cost, '41.5');
    await user.click(within(dialog).getAllByRole('button', { name: 'Update cost' })[0]!);
    expect(
      await screen.findByText(
        `${Messages.FailedToUpdateMaterial}: A confirmed schedule cannot be updated. Unconfirm it first.`,
      ),
    ).toBeInTheDocument();
  });

  it('only shows the rows on a schedule that may not be edited', async () => {
    open({}, false);
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Wood Chips · Disposal')).toBeInTheDocument();
    expect(
      within(dialog).queryByRole('button', { name: /Archive|Add material cost|Update cost/ }),
    ).toBeNull();
  });
});
