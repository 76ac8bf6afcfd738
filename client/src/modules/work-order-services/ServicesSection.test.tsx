import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { UserRoles, WorkOrderServiceMessages as M, WorkOrderStatuses } from '@canopy/shared';
import { claimsOf } from '../../test/sessions';
import { renderUi } from '../../ui/test-utils';
import { ServicesSection } from './ServicesSection';
import { mockSectionsApi, signIn, workOrder } from './testing';

const { server, calls } = mockSectionsApi();
beforeEach(() => signIn());

async function openAddForm(user: UserEvent) {
  await user.click(await screen.findByRole('button', { name: 'Add service' }));
  return screen.findByRole('heading', { name: 'Add service' }).then((h) => h.closest('form')!);
}

async function pick(user: UserEvent, box: HTMLElement, option: string | RegExp) {
  await user.click(box);
  await user.click(await screen.findByRole('option', { name: option }));
}

describe('the services section', { timeout: 30_000 }, () => {
  it('lists the services with the scientific names of the description in italic, as text', async () => {
    renderUi(<ServicesSection workOrder={workOrder()} onChanged={vi.fn()} />);
    const italic = await screen.findAllByText('Quercus bicolor', { selector: 'em' });
    const cells = italic.map((em) => em.closest('td')?.textContent);
    expect(cells).toContain('Prune Swamp White Oak (Quercus bicolor)');
    expect(screen.getByText('$156.25')).toBeInTheDocument();
  });

  it('answers an incomplete service with the spec messages and sends nothing', async () => {
    const user = userEvent.setup({ delay: null });
    renderUi(<ServicesSection workOrder={workOrder()} onChanged={vi.fn()} />);
    const form = await openAddForm(user);
    const add = within(form).getByRole('button', { name: 'Add service' });

    await user.click(await within(form).findByLabelText('Clear Service Group'));
    expect(within(form).getByRole('combobox', { name: /^Service$/ })).toHaveAttribute(
      'placeholder',
      M.SelectServiceGroupFirst,
    );
    await user.click(add);
    expect(await within(form).findByText(M.ServiceGroupRequired)).toBeInTheDocument();
    expect(within(form).getByText(M.ServiceRequired)).toBeInTheDocument();
    expect(within(form).getByText(M.ServiceCostRequired)).toBeInTheDocument();
    expect(await screen.findByText(M.FormInvalid)).toBeInTheDocument();

    await pick(user, within(form).getByRole('combobox', { name: /^Service Group/ }), 'Arbor Care');
    await user.type(within(form).getByRole('textbox', { name: 'Description' }), 'Prune {Item}');
    await user.click(add);
    expect(await within(form).findByText(M.InventoryItemRequired)).toBeInTheDocument();

    await user.click(within(form).getByRole('button', { name: 'Add item line' }));
    await user.click(add);
    expect(await within(form).findByText(M.SelectInventoryItem)).toBeInTheDocument();

    await pick(user, within(form).getByRole('combobox', { name: 'Inventory item 1' }), /Swamp White Oak/);
    await user.click(add);
    expect(await within(form).findByText(M.FillRequiredFields)).toBeInTheDocument();
    expect(calls).toEqual([]);
  });

  it('adds a complete service, closes the form and tells the work order', async () => {
    const onChanged = vi.fn();
    const user = userEvent.setup({ delay: null });
    renderUi(<ServicesSection workOrder={workOrder()} onChanged={onChanged} />);
    const form = await openAddForm(user);

    await pick(user, within(form).getByRole('combobox', { name: /^Service$/ }), 'Crown cleaning');
    await user.type(within(form).getByRole('textbox', { name: /^Total Cost/ }), '156.25');
    await user.click(within(form).getByRole('button', { name: 'Add item line' }));
    await pick(user, within(form).getByRole('combobox', { name: 'Inventory item 1' }), /Swamp White Oak/);
    await user.type(within(form).getByRole('textbox', { name: 'Service units 1' }), '12.5');
    // Pricing units follow the service units; the typed total stays as typed.
    expect(within(form).getByRole('textbox', { name: 'Pricing units 1' })).toHaveValue('12.5');
    await user.click(within(form).getByRole('button', { name: 'Add service' }));

    await waitFor(() => expect(onChanged).toHaveBeenCalled());
    expect(calls).toEqual([
      {
        method: 'POST',
        path: '/api/v1/workOrders/services/add',
        body: {
          WorkOrderId: 501,
          AccountLocationId: 12,
          ServiceGroupId: 1,
          ServiceId: 9,
          TotalCost: 156.25,
          WorkOrderServiceItems: [{ ServiceItemId: 101, ServiceUnits: 12.5, PricingUnits: 12.5 }],
          Description: null,
        },
      },
    ]);
    await waitFor(() =>
      expect(screen.queryByRole('heading', { name: 'Add service' })).not.toBeInTheDocument(),
    );
  });

  it('prices the service at its rate from the pricing units, in exact cents, until the user types a total', async () => {
    const user = userEvent.setup({ delay: null });
    renderUi(<ServicesSection workOrder={workOrder()} onChanged={vi.fn()} />);
    const form = await openAddForm(user);
    await pick(user, within(form).getByRole('combobox', { name: /^Service$/ }), 'Crown cleaning');
    const total = within(form).getByRole('textbox', { name: /^Total Cost/ });
    await user.click(within(form).getByRole('button', { name: 'Add item line' }));
    await user.type(within(form).getByRole('textbox', { name: 'Service units 1' }), '3');
    // $12.50 a unit × 3
    await waitFor(() => expect(total).toHaveValue('$37.50'));
    const pricing = within(form).getByRole('textbox', { name: 'Pricing units 1' });
    await user.clear(pricing);
    await user.type(pricing, '2.51');
    await waitFor(() => expect(total).toHaveValue('$31.38')); // 2.51 × 12.50 = 31.375
    await user.clear(total);
    await user.type(total, '40');
    await user.type(within(form).getByRole('textbox', { name: 'Service units 1' }), '0');
    expect(total).toHaveValue('$40.00');
  });

  it("shows the server's first validation message when the add is refused", async () => {
    server.use(
      http.post('/api/v1/workOrders/services/add', () =>
        HttpResponse.json(
          { Message: 'Invalid', ModelState: { Service: [M.ItemNotAtLocation, M.ServiceInactive] } },
          { status: 400 },
        ),
      ),
    );
    const user = userEvent.setup({ delay: null });
    renderUi(<ServicesSection workOrder={workOrder()} onChanged={vi.fn()} />);
    const form = await openAddForm(user);
    await pick(user, within(form).getByRole('combobox', { name: /^Service$/ }), 'Crown cleaning');
    await user.type(within(form).getByRole('textbox', { name: /^Total Cost/ }), '10');
    await user.click(within(form).getByRole('button', { name: 'Add item line' }));
    await pick(user, within(form).getByRole('combobox', { name: 'Inventory item 1' }), /Swamp White Oak/);
    await user.type(within(form).getByRole('textbox', { name: 'Service units 1' }), '1');
    await user.click(within(form).getByRole('button', { name: 'Add service' }));

    expect(await screen.findByText(M.AddServiceCheckErrors)).toBeInTheDocument();
    expect(screen.getByText(M.ItemNotAtLocation)).toBeInTheDocument();
    expect(screen.queryByText(M.ServiceInactive)).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Add service' })).toBeInTheDocument();
  });

  it('saves an edited service with its Version', async () => {
    const onChanged = vi.fn();
    const user = userEvent.setup({ delay: null });
    renderUi(<ServicesSection workOrder={workOrder()} onChanged={onChanged} />);
    await user.click(await screen.findByRole('button', { name: 'Edit Crown cleaning' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Crown cleaning' });
    const cost = within(dialog).getByRole('textbox', { name: /^Total Cost/ });
    await user.clear(cost);
    await user.type(cost, '200');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    expect(await screen.findByText(M.ServiceUpdated)).toBeInTheDocument();
    expect(calls).toEqual([
      {
        method: 'PUT',
        path: '/api/v1/workOrders/services/save',
        body: {
          Id: 61,
          Version: 2,
          TotalCost: 200,
          Description: 'Prune {Item} {Scientific}',
          Notes: null,
          NeedsCorrection: false,
          WorkOrderServiceItems: [{ ServiceItemId: 101, ServiceUnits: 12.5, PricingUnits: 12.5 }],
        },
      },
    ]);
    expect(onChanged).toHaveBeenCalled();
  });

  it('offers no add form on a completed order and says why', async () => {
    renderUi(
      <ServicesSection
        workOrder={workOrder({ StatusId: WorkOrderStatuses.Completed })}
        onChanged={vi.fn()}
      />,
    );
    expect(
      await screen.findByText('Services cannot be added to a work order that is Completed.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add service' })).not.toBeInTheDocument();
  });

  it('lets a foreman complete a service but not edit it', async () => {
    signIn(claimsOf(UserRoles.Foreman));
    renderUi(<ServicesSection workOrder={workOrder()} onChanged={vi.fn()} />);
    await screen.findByText('Crown cleaning');
    expect(screen.getByRole('checkbox', { name: 'Completed: Crown cleaning' })).toBeEnabled();
    expect(screen.getByRole('checkbox', { name: 'Needs correction: Crown cleaning' })).toBeDisabled();
    expect(screen.queryByRole('button', { name: /^Edit / })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add service' })).not.toBeInTheDocument();
  });
});
