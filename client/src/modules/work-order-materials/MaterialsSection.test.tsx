import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { F, Messages, R } from '@canopy/shared';
import { renderUi } from '../../ui/test-utils';
import { signIn, workOrder } from '../work-order-services/testing';
import { MaterialsSection } from './MaterialsSection';
import { mockMaterialsApi } from './testing';

const { server, calls } = mockMaterialsApi();
beforeEach(() => signIn());

describe('the materials tab', { timeout: 30_000 }, () => {
  it('lists materials and disposals apart, with prices for a user who sees them', async () => {
    renderUi(<MaterialsSection workOrder={workOrder()} onChanged={vi.fn()} />);
    expect(await screen.findByText('Hardwood Mulch')).toBeInTheDocument();
    expect(await screen.findByText('Wood Chips')).toBeInTheDocument();
    expect(screen.getByText('$95.00')).toBeInTheDocument();
    expect(screen.getByText('$40.50')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Materials' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Disposals' })).toBeInTheDocument();
  });

  it('shows no prices without WorkOrders_Pricing', async () => {
    signIn({ WorkOrders: F, WorkOrders_Pricing: 0 });
    renderUi(<MaterialsSection workOrder={workOrder()} onChanged={vi.fn()} />);
    expect(await screen.findByText('Hardwood Mulch')).toBeInTheDocument();
    expect(screen.queryByText(/\$/)).toBeNull();
    expect(screen.queryByText('Unit price')).toBeNull();
  });

  it('adds a material at the catalogue price, one form at a time', async () => {
    const user = userEvent.setup({ delay: null });
    renderUi(<MaterialsSection workOrder={workOrder()} onChanged={vi.fn()} />);
    await user.click(await screen.findByRole('button', { name: 'Add material' }));
    expect(screen.getByRole('button', { name: 'Add disposal' })).toBeDisabled();
    const form = screen.getByRole('heading', { name: 'Add material' }).parentElement!;
    await user.click(within(form).getByRole('combobox', { name: /^Material/ }));
    await user.click(await screen.findByRole('option', { name: 'Cabling Kit (each)' }));
    await user.type(within(form).getByRole('textbox', { name: /^Units/ }), '2');
    expect(within(form).getByLabelText('Total')).toHaveTextContent('$170.00');
    await user.click(within(form).getByRole('button', { name: 'Add' }));
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]).toMatchObject({
      method: 'POST',
      path: '/api/v1/workOrders/workOrderMaterials/add',
      body: {
        WorkOrderId: 501,
        MaterialTypeId: 1,
        MaterialId: 2,
        Units: 2,
        UnitPrice: 85,
        WorkOrderServiceId: null,
      },
    });
    await waitFor(() => expect(screen.queryByRole('heading', { name: 'Add material' })).toBeNull());
  });

  it('shows the server’s reason when an add is refused, and keeps the form open', async () => {
    server.use(
      http.post('/api/v1/workOrders/workOrderMaterials/add', () =>
        HttpResponse.json(
          {
            Message: 'x',
            ModelState: {
              Service: ['A service is required for materials on work orders other than Arbor Care.'],
            },
          },
          { status: 400 },
        ),
      ),
    );
    const user = userEvent.setup({ delay: null });
    renderUi(<MaterialsSection workOrder={workOrder()} onChanged={vi.fn()} />);
    await user.click(await screen.findByRole('button', { name: 'Add disposal' }));
    const form = screen.getByRole('heading', { name: 'Add disposal' }).parentElement!;
    await user.click(within(form).getByRole('combobox', { name: /^Disposal/ }));
    await user.click(await screen.findByRole('option', { name: 'Wood Chips (cu yd)' }));
    await user.type(within(form).getByRole('textbox', { name: /^Units/ }), '3');
    await user.click(within(form).getByRole('button', { name: 'Add' }));
    expect(
      await screen.findByText('A service is required for materials on work orders other than Arbor Care.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Add disposal' })).toBeInTheDocument();
  });

  it('falls back to the spec message when an add fails without a reason', async () => {
    server.use(
      http.post('/api/v1/workOrders/workOrderMaterials/add', () => new HttpResponse(null, { status: 500 })),
    );
    const user = userEvent.setup({ delay: null });
    renderUi(<MaterialsSection workOrder={workOrder()} onChanged={vi.fn()} />);
    await user.click(await screen.findByRole('button', { name: 'Add material' }));
    const form = screen.getByRole('heading', { name: 'Add material' }).parentElement!;
    await user.click(within(form).getByRole('combobox', { name: /^Material/ }));
    await user.click(await screen.findByRole('option', { name: 'Hardwood Mulch (cu yd)' }));
    await user.type(within(form).getByRole('textbox', { name: /^Units/ }), '1');
    await user.click(within(form).getByRole('button', { name: 'Add' }));
    expect(await screen.findByText(Messages.AddingMaterialFailed)).toBeInTheDocument();
  });

  it('archives a row only after the confirm', async () => {
    const user = userEvent.setup({ delay: null });
    renderUi(<MaterialsSection workOrder={workOrder()} onChanged={vi.fn()} />);
    await user.click(await screen.findByRole('button', { name: 'Archive Hardwood Mulch' }));
    expect(calls).toEqual([]);
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Archive' }));
    await waitFor(() =>
      expect(calls).toEqual([
        { method: 'POST', path: '/api/v1/workOrders/workOrderMaterials/301/toggleArchived', body: undefined },
      ]),
    );
    expect(await screen.findByText(Messages.MaterialArchived)).toBeInTheDocument();
  });

  it('lets a reader list but not add, edit or complete', async () => {
    signIn({ WorkOrders: R, WorkOrders_Pricing: R });
    renderUi(<MaterialsSection workOrder={workOrder()} onChanged={vi.fn()} />);
    expect(await screen.findByText('Hardwood Mulch')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Add/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /Edit/ })).toBeNull();
    expect(screen.getByRole('checkbox', { name: 'Completed: Hardwood Mulch' })).toBeDisabled();
  });
});
