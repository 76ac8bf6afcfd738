import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { UserRoles, WorkOrderProblemMessages as M } from '@canopy/shared';
import { claimsOf } from '../../test/sessions';
import { renderUi } from '../../ui/test-utils';
import { signIn, workOrder } from '../work-order-services/testing';
import { EquipmentProblemsSection } from './EquipmentProblemsSection';
import { DamagesSection } from './DamagesSection';
import { leak, mockProblemsApi } from './testing';

const { server, calls, searches } = mockProblemsApi();
beforeEach(() => signIn());

describe('the equipment problems tab', { timeout: 60_000 }, () => {
  it('lists the work order problems 12 a page', async () => {
    renderUi(<EquipmentProblemsSection workOrder={workOrder()} onChanged={vi.fn()} />);
    expect(await screen.findAllByText('Hydraulic leak')).not.toHaveLength(0);
    expect(screen.getAllByText('CH-07 (Chipper)').length).toBeGreaterThan(0);
    expect(searches[0]!.body).toMatchObject({ WorkOrderId: 501, Take: 12, Skip: 0 });
  });

  it('reports a problem with equipment of the work order; Other asks for the words first', async () => {
    const user = userEvent.setup({ delay: null });
    renderUi(<EquipmentProblemsSection workOrder={workOrder()} onChanged={vi.fn()} />);
    await user.click(await screen.findByRole('button', { name: 'Report problem' }));
    const dialog = await screen.findByRole('dialog', { name: 'Report equipment problem' });
    await user.click(within(dialog).getByRole('combobox', { name: /^Equipment/ }));
    await user.click(await screen.findByRole('option', { name: 'CH-07 (Chipper)' }));
    await user.click(within(dialog).getByRole('combobox', { name: /^Problem/ }));
    await user.click(await screen.findByRole('option', { name: 'Other' }));
    await user.click(within(dialog).getByRole('button', { name: 'Report problem' }));
    expect(await within(dialog).findByText(M.OtherDescriptionRequired)).toBeInTheDocument();
    expect(calls).toEqual([]);
    await user.type(
      within(dialog).getByRole('textbox', { name: /Describe the problem/ }),
      'Feed roller jams',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Report problem' }));
    await waitFor(() =>
      expect(calls).toEqual([
        {
          method: 'POST',
          path: '/api/v1/workOrders/equipmentproblems/add',
          body: {
            WorkOrderId: 501,
            EquipmentResourceId: 31,
            EquipmentProblemDescriptionId: 0,
            OtherDescription: 'Feed roller jams',
            Notes: null,
          },
        },
      ]),
    );
  });

  it('shows the spec message when an add fails', async () => {
    server.use(
      http.post('/api/v1/workOrders/equipmentproblems/add', () =>
        HttpResponse.json({ Message: 'x' }, { status: 500 }),
      ),
    );
    const user = userEvent.setup({ delay: null });
    renderUi(<EquipmentProblemsSection workOrder={workOrder()} onChanged={vi.fn()} />);
    await user.click(await screen.findByRole('button', { name: 'Report problem' }));
    const dialog = await screen.findByRole('dialog', { name: 'Report equipment problem' });
    await user.click(within(dialog).getByRole('combobox', { name: /^Equipment/ }));
    await user.click(await screen.findByRole('option', { name: 'CH-07 (Chipper)' }));
    await user.click(within(dialog).getByRole('combobox', { name: /^Problem/ }));
    await user.click(await screen.findByRole('option', { name: 'Brakes' }));
    await user.click(within(dialog).getByRole('button', { name: 'Report problem' }));
    expect(await screen.findByText(M.AddingProblemFailed)).toBeInTheDocument();
  });

  it('changes the status in place, and a refused change shows the spec message', async () => {
    const user = userEvent.setup({ delay: null });
    renderUi(<EquipmentProblemsSection workOrder={workOrder()} onChanged={vi.fn()} />);
    const [status] = await screen.findAllByRole('combobox', { name: `Status of problem ${leak.Id}` });
    await user.click(status!);
    await user.click(await screen.findByRole('option', { name: 'Resolved' }));
    await waitFor(() =>
      expect(calls).toContainEqual({
        method: 'PUT',
        path: '/api/v1/workOrders/equipmentproblems/save',
        body: { Id: leak.Id, Version: 3, StatusId: 3 },
      }),
    );
    server.use(
      http.put('/api/v1/workOrders/equipmentproblems/save', () =>
        HttpResponse.json({ Message: 'Conflict' }, { status: 400 }),
      ),
    );
    const [again] = await screen.findAllByRole('combobox', { name: `Status of problem ${leak.Id}` });
    await user.click(again!);
    await user.click(await screen.findByRole('option', { name: 'Pending' }));
    expect(await screen.findByText(/Conflict|Updating Equipment Problem Failed/)).toBeInTheDocument();
    await waitFor(() => expect(again).toHaveValue('Open'));
  });

  it('archives after a confirm', async () => {
    const user = userEvent.setup({ delay: null });
    renderUi(<EquipmentProblemsSection workOrder={workOrder()} onChanged={vi.fn()} />);
    const [archive] = await screen.findAllByRole('button', { name: `Archive problem ${leak.Id}` });
    await user.click(archive!);
    expect(calls).toEqual([]);
    await user.click(await screen.findByRole('button', { name: 'Archive' }));
    await waitFor(() =>
      expect(calls).toContainEqual({
        method: 'POST',
        path: `/api/v1/workOrders/equipmentproblems/${leak.Id}/toggleArchived`,
        body: undefined,
      }),
    );
    expect(await screen.findByText(M.Archived)).toBeInTheDocument();
  });

  it('billing (no WorkOrders claim) sees the list but no way to report or change', async () => {
    signIn(claimsOf(UserRoles.BillingManager));
    renderUi(<EquipmentProblemsSection workOrder={workOrder()} onChanged={vi.fn()} />);
    expect(await screen.findAllByText('Hydraulic leak')).not.toHaveLength(0);
    expect(screen.queryByRole('button', { name: 'Report problem' })).toBeNull();
    expect(screen.queryByRole('combobox', { name: `Status of problem ${leak.Id}` })).toBeNull();
  });
});

describe('the damages tab', { timeout: 60_000 }, () => {
  it('reports a damage, refusing a blank description', async () => {
    const user = userEvent.setup({ delay: null });
    renderUi(<DamagesSection workOrder={workOrder()} onChanged={vi.fn()} />);
    expect(await screen.findAllByText('Loader ruts in the lawn')).not.toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'Report damage' }));
    const dialog = await screen.findByRole('dialog', { name: 'Report damage' });
    await user.click(within(dialog).getByRole('button', { name: 'Report damage' }));
    expect(await within(dialog).findByText(M.DamageDescriptionRequired)).toBeInTheDocument();
    await user.type(within(dialog).getByRole('textbox', { name: /What was damaged/ }), 'Bent gate');
    await user.click(within(dialog).getByRole('button', { name: 'Report damage' }));
    await waitFor(() =>
      expect(calls).toEqual([
        {
          method: 'POST',
          path: '/api/v1/workOrders/workOrderDamages/add',
          body: { WorkOrderId: 501, Description: 'Bent gate', Notes: null },
        },
      ]),
    );
  });

  it('edits a damage from the list, and a refused save shows the spec message', async () => {
    server.use(
      http.put('/api/v1/workOrders/workOrderDamages/save', () =>
        HttpResponse.json({ Message: 'x' }, { status: 500 }),
      ),
    );
    const user = userEvent.setup({ delay: null });
    renderUi(<DamagesSection workOrder={workOrder()} onChanged={vi.fn()} />);
    const [edit] = await screen.findAllByRole('button', { name: 'Edit Loader ruts in the lawn' });
    await user.click(edit!);
    const dialog = await screen.findByRole('dialog', { name: 'Edit damage' });
    const notes = within(dialog).getByRole('textbox', { name: 'Notes' });
    await user.type(notes, 'Reseed in spring');
    await user.click(within(dialog).getByRole('button', { name: 'Save damage' }));
    await waitFor(() =>
      expect(calls).toEqual([
        {
          method: 'PUT',
          path: '/api/v1/workOrders/workOrderDamages/save',
          body: { Id: 81, Version: 1, Description: 'Loader ruts in the lawn', Notes: 'Reseed in spring' },
        },
      ]),
    );
    expect(await screen.findByText(M.UpdatingDamageFailed)).toBeInTheDocument();
  });

  it('shows the spec message when archiving a damage fails', async () => {
    server.use(
      http.post('/api/v1/workOrders/workOrderDamages/:id/toggleArchived', () =>
        HttpResponse.json({ Message: 'x' }, { status: 500 }),
      ),
    );
    const user = userEvent.setup({ delay: null });
    renderUi(<DamagesSection workOrder={workOrder()} onChanged={vi.fn()} />);
    const [archive] = await screen.findAllByRole('button', { name: 'Archive Loader ruts in the lawn' });
    await user.click(archive!);
    await user.click(await screen.findByRole('button', { name: 'Archive' }));
    expect(await screen.findByText(M.ArchivingDamageFailed)).toBeInTheDocument();
  });
});
