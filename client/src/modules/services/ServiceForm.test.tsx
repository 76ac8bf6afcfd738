import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { Messages, type NewService, type SaveService } from '@canopy/shared';
import { renderUi } from '../../ui/test-utils';
import { pruning } from './fixtures';
import { ServiceMessages } from './messages';
import { emptyService, toFormValues } from './serviceValues';
import { ServiceForm } from './ServiceForm';
import { mockServiceApi } from './testing';

const { server, calls, reads } = mockServiceApi();

const combo = (name: string | RegExp) => screen.getByRole('combobox', { name });
async function choose(user: UserEvent, field: string | RegExp, option: string) {
  await user.click(await screen.findByRole('combobox', { name: field }));
  await user.click(await screen.findByRole('option', { name: option }));
}
const created = () => calls.filter((c) => c.method === 'POST' && c.path === '/api/v1/services');

async function renderNew(user: UserEvent, name = 'Borer Program') {
  renderUi(<ServiceForm record={emptyService()} submitLabel="Create service" />);
  await user.click(await screen.findByRole('textbox', { name: /^Name/ }));
  await user.paste(name);
}
const create = (user: UserEvent) => user.click(screen.getByRole('button', { name: 'Create service' }));

describe('the service form', { timeout: 60_000 }, () => {
  it('asks for a type, then for the unit and rate of unit-of-measure pricing, sending nothing', async () => {
    const user = userEvent.setup({ delay: null });
    await renderNew(user);
    await choose(user, /^Service group/, 'Nursery');
    await create(user);
    expect(await screen.findByText(Messages.SelectServiceType)).toBeInTheDocument();
    expect(screen.getByText(ServiceMessages.AddInvalid)).toBeInTheDocument();

    await choose(user, /^Service type/, 'Single');
    await choose(user, 'Pricing option', 'Unit of Measure');
    await create(user);
    expect(await screen.findByText(Messages.SelectPricingUnitOfMeasure)).toBeInTheDocument();
    expect(screen.getByText(Messages.EnterPricingRate)).toBeInTheDocument();
    expect(created()).toEqual([]);
  });

  it('gives a new service the defaults of the group chosen', async () => {
    const user = userEvent.setup({ delay: null });
    await renderNew(user);
    await choose(user, /^Service group/, 'Arbor Care');
    await waitFor(() => expect(combo('Classification')).toHaveValue('Tree'));
    expect(combo('Pricing option')).toHaveValue('Unit of Measure');
    expect(screen.getByRole('checkbox', { name: 'Renewable service' })).not.toBeChecked();

    await choose(user, /^Service group/, 'Lawn Care');
    await waitFor(() => expect(combo('Classification')).toHaveValue('Lawn'));
    expect(combo('Pricing option')).toHaveValue('');
    expect(screen.getByRole('checkbox', { name: 'Renewable service' })).toBeChecked();
    expect(reads().filter((p) => p.includes('/defaults/'))).toEqual([
      '/api/v1/services/defaults/1',
      '/api/v1/services/defaults/3',
    ]);
  });

  it('keeps what a stored service has when its group changes', async () => {
    const user = userEvent.setup({ delay: null });
    renderUi(<ServiceForm record={toFormValues(pruning)} />);
    await choose(user, /^Service group/, 'Lawn Care');
    expect(combo('Classification')).toHaveValue('Tree');
    expect(combo('Pricing option')).toHaveValue('Unit of Measure');
    expect(reads().filter((p) => p.includes('/defaults/'))).toEqual([]);
  });

  it('needs a visit for a Multi service', async () => {
    const user = userEvent.setup({ delay: null });
    await renderNew(user);
    await choose(user, /^Service group/, 'Nursery');
    await choose(user, /^Service type/, 'Multi');
    await create(user);
    expect(await screen.findByText(Messages.MultiServiceNeedsVisit)).toBeInTheDocument();
    expect(created()).toEqual([]);
  });

  it('refuses April 31 for a visit and takes February 29', async () => {
    server.use(
      http.post('/api/v1/services', async ({ request }) => {
        const body = (await request.json()) as NewService;
        return HttpResponse.json({ ...pruning, Id: 40, Name: body.Name, ServiceTypeId: 2, Version: 1 });
      }),
    );
    const user = userEvent.setup({ delay: null });
    await renderNew(user);
    await choose(user, /^Service group/, 'Nursery');
    await choose(user, /^Service type/, 'Multi');
    await user.click(screen.getByRole('button', { name: 'Add visit' }));
    await choose(user, 'Visit 1 start month', 'April');
    await user.type(screen.getByRole('textbox', { name: 'Visit 1 start day' }), '31');
    await choose(user, 'Visit 1 end month', 'May');
    await user.type(screen.getByRole('textbox', { name: 'Visit 1 end day' }), '15');
    await create(user);
    expect(await screen.findByText(Messages.InvalidVisitDate)).toBeInTheDocument();
    expect(created()).toEqual([]);

    await choose(user, 'Visit 1 start month', 'February');
    await user.clear(screen.getByRole('textbox', { name: 'Visit 1 start day' }));
    await user.type(screen.getByRole('textbox', { name: 'Visit 1 start day' }), '29');
    await create(user);
    expect(await screen.findByText(ServiceMessages.Added)).toBeInTheDocument();
    expect(screen.queryByText(Messages.InvalidVisitDate)).not.toBeInTheDocument();
    expect((created()[0]!.body as NewService).ServiceVisits).toEqual([
      expect.objectContaining({
        Id: 0,
        ServiceMonthStart: 2,
        ServiceDayStart: 29,
        ServiceMonthEnd: 5,
        ServiceDayEnd: 15,
      }),
    ]);
  });

  it('shows the inactive reason only for status 3 and drops it when the status changes', async () => {
    server.use(
      http.put('/api/v1/services', async ({ request }) => {
        const body = (await request.json()) as SaveService;
        return HttpResponse.json({ ...pruning, StatusId: body.StatusId, InactiveReasonId: null, Version: 5 });
      }),
    );
    const user = userEvent.setup({ delay: null });
    renderUi(
      <ServiceForm record={toFormValues({ ...pruning, StatusId: 3, InactiveReasonId: 6, Active: false })} />,
    );
    expect(await screen.findByRole('combobox', { name: 'Inactive reason' })).toHaveValue('Discontinued');
    await choose(user, 'Status', 'Active');
    expect(screen.queryByRole('combobox', { name: 'Inactive reason' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(ServiceMessages.Updated)).toBeInTheDocument();
    expect(calls[0]!.body).toMatchObject({ Id: 12, Version: 4, StatusId: 1, InactiveReasonId: null });
  });

  it('on a 409, "Overwrite with my changes" resubmits mine with the server Version', async () => {
    let puts = 0;
    server.use(
      http.put('/api/v1/services', async ({ request }) => {
        puts += 1;
        if (puts === 1)
          return HttpResponse.json(
            {
              Message: Messages.ConcurrencyConflict,
              Current: { ...pruning, Name: 'Pruning West', Version: 9 },
            },
            { status: 409 },
          );
        const body = (await request.json()) as SaveService;
        return HttpResponse.json({ ...pruning, Name: body.Name, Version: 10 });
      }),
    );
    const user = userEvent.setup({ delay: null });
    renderUi(<ServiceForm record={toFormValues(pruning)} />);
    await user.type(await screen.findByRole('textbox', { name: /^Name/ }), ' East');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    const dialog = await screen.findByRole('dialog', { name: 'Record changed' });
    await user.click(within(dialog).getByRole('button', { name: 'Overwrite with my changes' }));
    expect(await screen.findByText(ServiceMessages.Updated)).toBeInTheDocument();
    expect(calls.map((c) => (c.body as SaveService).Version)).toEqual([4, 9]);
    expect(calls[1]!.body).toMatchObject({ Name: 'Structural Pruning East' });
    expect(screen.getByRole('textbox', { name: /^Name/ })).toHaveValue('Structural Pruning East');
  });

  it('sends the chosen service chemicals with the save', async () => {
    server.use(http.put('/api/v1/services', () => HttpResponse.json({ ...pruning, Version: 5 })));
    const user = userEvent.setup({ delay: null });
    renderUi(<ServiceForm record={toFormValues(pruning)} />);
    await user.click(await screen.findByRole('combobox', { name: 'Service chemicals' }));
    await user.click(await screen.findByRole('option', { name: /^Imidacloprid 2F/ }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(ServiceMessages.Updated)).toBeInTheDocument();
    expect(calls[0]!.body).toMatchObject({ ServiceChemicals: [{ ChemicalId: 21 }] });
  });
});
