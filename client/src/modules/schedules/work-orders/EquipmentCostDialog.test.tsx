import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { ScheduleCostMessages as M, type ScheduleEquipmentWorkOrders } from '@canopy/shared';
import { mockApi } from '../../../test/mockApi';
import { renderUi } from '../../../ui/test-utils';
import { EquipmentCostDialog } from './EquipmentCostDialog';

const split: ScheduleEquipmentWorkOrders = {
  ScheduleEquipmentId: 3,
  ScheduleId: 31,
  ScheduleDate_: '2026-05-04',
  Equipment: { Id: 4, Name: 'Bucket truck' },
  EquipmentResource: { Id: 6, AssetNumber: 'BT-12' },
  DailyRate: 100,
  WorkOrders: [
    { WorkOrderId: 120, CustomerName: 'Oak Street HOA', Address: '12 Oak St', Amount: 0 },
    { WorkOrderId: 121, CustomerName: 'Elm Court', Address: null, Amount: 0 },
  ],
};

const { server, record } = mockApi([
  http.get('/api/v1/schedules/equipment/3/work-orders', () => HttpResponse.json(split)),
]);
const saves = record((c) => c.method === 'PUT');

const open = (editable = true) =>
  renderUi(<EquipmentCostDialog equipmentId={3} scheduleId={31} editable={editable} onClose={() => {}} />);

async function type(label: RegExp, text: string) {
  const user = userEvent.setup({ delay: null });
  const input = screen.getByLabelText(label);
  await user.clear(input);
  await user.type(input, text);
  await user.tab();
}

describe('the equipment cost dialog', () => {
  it('shows what remains of the daily rate and saves only when it reaches 0.00, in exact cents', async () => {
    server.use(
      http.put('/api/v1/schedules/equipment/3/work-orders', () =>
        HttpResponse.json({
          ...split,
          WorkOrders: split.WorkOrders.map((w, i) => ({ ...w, Amount: [33.33, 66.67][i] })),
        }),
      ),
    );
    open();
    const dialog = await screen.findByRole('dialog', { name: 'Equipment cost by work order' });
    expect(await within(dialog).findByText('Daily rate: $100.00')).toBeInTheDocument();
    expect(within(dialog).getByText('Remaining: $100.00')).toBeInTheDocument();
    expect(within(dialog).getByText(M.MustAddUp)).toBeInTheDocument();
    const save = within(dialog).getByRole('button', { name: 'Save' });
    expect(save).toBeDisabled();

    await type(/Work order 120/, '33.33');
    expect(within(dialog).getByText('Remaining: $66.67')).toBeInTheDocument();
    await type(/Work order 121/, '66.68');
    expect(within(dialog).getByText('-$0.01', { exact: false })).toBeInTheDocument();
    expect(save).toBeDisabled();
    await type(/Work order 121/, '66.67');
    expect(within(dialog).getByText('Remaining: $0.00')).toBeInTheDocument();
    expect(within(dialog).queryByText(M.MustAddUp)).toBeNull();

    await userEvent.setup({ delay: null }).click(save);
    expect(await screen.findByText(M.EquipmentCostSaved)).toBeInTheDocument();
    expect(saves).toEqual([
      {
        method: 'PUT',
        path: '/api/v1/schedules/equipment/3/work-orders',
        body: [
          { WorkOrderId: 120, Amount: 33.33 },
          { WorkOrderId: 121, Amount: 66.67 },
        ],
      },
    ]);
  });

  it('splits evenly with the odd cent first, and shows the server’s ExceptionMessage when it refuses', async () => {
    const reason = 'A confirmed schedule cannot be updated. Unconfirm it first.';
    server.use(
      http.get('/api/v1/schedules/equipment/3/work-orders', () =>
        HttpResponse.json({ ...split, DailyRate: 100.01 }),
      ),
      http.put('/api/v1/schedules/equipment/3/work-orders', () =>
        HttpResponse.json(
          { Message: reason, ModelState: { Service: [reason] }, ExceptionMessage: reason },
          { status: 400 },
        ),
      ),
    );
    const user = userEvent.setup({ delay: null });
    open();
    const dialog = await screen.findByRole('dialog');
    await user.click(await within(dialog).findByRole('button', { name: 'Split evenly' }));
    expect(within(dialog).getByText('Remaining: $0.00')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(reason)).toBeInTheDocument();
    expect(saves[0]!.body).toEqual([
      { WorkOrderId: 120, Amount: 50.01 },
      { WorkOrderId: 121, Amount: 50 },
    ]);
  });

  it('says the spec’s message when the save fails without a reason', async () => {
    server.use(
      http.get('/api/v1/schedules/equipment/3/work-orders', () =>
        HttpResponse.json({ ...split, WorkOrders: [{ ...split.WorkOrders[0]!, Amount: 100 }] }),
      ),
      http.put('/api/v1/schedules/equipment/3/work-orders', () =>
        HttpResponse.json({ Message: 'Something went wrong' }, { status: 500 }),
      ),
    );
    open();
    const dialog = await screen.findByRole('dialog');
    await waitFor(() => expect(within(dialog).getByText('Remaining: $0.00')).toBeInTheDocument());
    await userEvent.setup({ delay: null }).click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(M.EquipmentCostFailed)).toBeInTheDocument();
  });

  it('is read-only when the schedule may not be changed', async () => {
    open(false);
    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByLabelText(/Work order 120/)).toBeDisabled();
    expect(within(dialog).queryByRole('button', { name: 'Save' })).toBeNull();
    expect(within(dialog).queryByRole('button', { name: 'Split evenly' })).toBeNull();
    expect(within(dialog).queryByText(M.MustAddUp)).toBeNull();
    expect(within(dialog).getByRole('button', { name: 'Close' })).toBeEnabled();
  });
});
