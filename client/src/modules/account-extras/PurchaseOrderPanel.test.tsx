import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { mockApi } from '../../test/mockApi';
import { Messages, type PurchaseOrder } from '@canopy/shared';
import { PurchaseOrderPanel } from './PurchaseOrderPanel';
import { billingManagerClaims, officeManagerClaims, renderHosted, signInAs } from './testing';

const spring: PurchaseOrder = {
  Id: 1,
  AccountId: 5,
  Po: 'PO-2025-001',
  EffectiveStartDate: '2025-03-01',
  EffectiveEndDate: '2025-12-31',
  Archived: false,
};
const old: PurchaseOrder = {
  Id: 2,
  AccountId: 5,
  Po: 'PO-2019-77',
  EffectiveStartDate: null,
  EffectiveEndDate: null,
  Archived: true,
};

const searches: Record<string, unknown>[] = [];
const saves: Record<string, unknown>[] = [];
const toggles: string[] = [];
const { server } = mockApi([
  http.post('/api/v1/accountPos/_search', async ({ request }) => {
    const body = (await request.json()) as Record<string, unknown>;
    searches.push(body);
    const rows = body.IncludeArchived ? [spring, old] : [spring];
    return HttpResponse.json(rows, { headers: { 'X-List-Count': String(rows.length) } });
  }),
  http.put('/api/v1/accountPos/save', async ({ request }) => {
    const body = (await request.json()) as Record<string, unknown>;
    saves.push(body);
    return HttpResponse.json({ ...spring, ...body, Id: body.Id || 9 });
  }),
  http.put('/api/v1/accountPos/:id/toggleArchived', ({ params }) => {
    toggles.push(String(params.id));
    return HttpResponse.json({ ...spring, Archived: true });
  }),
  http.get('/api/v1/accounts/5', () => HttpResponse.json({ Id: 5, Name: 'Maple Court HOA' })),
]);
beforeAll(() => {
  window.scrollTo = vi.fn() as unknown as typeof window.scrollTo;
});
afterEach(() => {
  searches.length = 0;
  saves.length = 0;
  toggles.length = 0;
});

const rowOf = (text: string) => screen.getByText(text).closest('tr')!;
const dialog = () => screen.getByRole('dialog', { name: /purchase order/ });

describe('the account purchase order panel', () => {
  it('lists the account’s purchase orders 12 a page, archived ones only on request', async () => {
    signInAs(officeManagerClaims);
    const user = userEvent.setup({ delay: null });
    renderHosted(<PurchaseOrderPanel accountId={5} canEdit />);
    await screen.findByText('PO-2025-001');
    expect(searches[0]).toEqual({ AccountId: 5, Query: '', Skip: 0, Take: 12, IncludeArchived: false });
    expect(within(rowOf('PO-2025-001')).getByText('3/1/2025')).toBeInTheDocument();
    expect(within(rowOf('PO-2025-001')).getByText('12/31/2025')).toBeInTheDocument();
    expect(screen.queryByText('PO-2019-77')).not.toBeInTheDocument();

    await user.click(screen.getByRole('switch', { name: 'Include archived' }));
    await screen.findByText('PO-2019-77');
    expect(searches.at(-1)).toMatchObject({ AccountId: 5, IncludeArchived: true, Skip: 0 });
    expect(within(rowOf('PO-2019-77')).getByText('Archived')).toBeInTheDocument();

    await user.type(screen.getByRole('textbox', { name: 'Search' }), '2019');
    await waitFor(() => expect(searches.at(-1)).toMatchObject({ AccountId: 5, Query: '2019' }));
  });

  it('adds a purchase order, refusing a blank number and dates out of order first', async () => {
    signInAs(officeManagerClaims);
    const user = userEvent.setup({ delay: null });
    renderHosted(<PurchaseOrderPanel accountId={5} canEdit />);
    await screen.findByText('PO-2025-001');
    await user.click(screen.getByRole('button', { name: 'Add purchase order' }));
    const form = within(dialog());
    expect(form.getByRole('button', { name: 'Save' })).toBeDisabled();
    await user.type(form.getByRole('textbox', { name: 'Effective start' }), '6/1/2025');
    await user.type(form.getByRole('textbox', { name: 'Effective end' }), '5/31/2025');
    await user.click(form.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(Messages.PurchaseOrderFormInvalid)).toBeInTheDocument();
    expect(form.getByText('Purchase order number is required.')).toBeInTheDocument();
    expect(form.getByText(Messages.PurchaseOrderDatesOrder)).toBeInTheDocument();
    expect(saves).toEqual([]);

    await user.type(form.getByRole('textbox', { name: 'PO' }), ' PO-9 ');
    await user.clear(form.getByRole('textbox', { name: 'Effective end' }));
    await user.type(form.getByRole('textbox', { name: 'Effective end' }), '5/31/2026');
    const before = searches.length;
    await user.click(form.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(saves).toEqual([
        {
          Id: 0,
          AccountId: 5,
          Po: 'PO-9',
          EffectiveStartDate: '2025-06-01',
          EffectiveEndDate: '2026-05-31',
          Archived: false,
        },
      ]),
    );
    expect(await screen.findByText(Messages.PurchaseOrderSaved)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(searches.length).toBeGreaterThan(before));
  });

  it('edits a purchase order and shows the server’s refusals', async () => {
    signInAs(officeManagerClaims);
    server.use(
      http.put('/api/v1/accountPos/save', () =>
        HttpResponse.json(
          {
            Message: Messages.PurchaseOrderFormInvalid,
            ModelState: { Po: [Messages.PurchaseOrderNumberTaken] },
          },
          { status: 400 },
        ),
      ),
    );
    const user = userEvent.setup({ delay: null });
    renderHosted(<PurchaseOrderPanel accountId={5} canEdit />);
    await user.click(await screen.findByRole('button', { name: 'Edit purchase order PO-2025-001' }));
    const form = within(dialog());
    expect(form.getByRole('textbox', { name: 'PO' })).toHaveValue('PO-2025-001');
    expect(form.getByRole('textbox', { name: 'Effective start' })).toHaveValue('3/1/2025');
    await user.type(form.getByRole('textbox', { name: 'PO' }), 'A');
    await user.click(form.getByRole('button', { name: 'Save' }));
    expect(await form.findByText(Messages.PurchaseOrderNumberTaken)).toBeInTheDocument();
    expect(screen.getByText(Messages.PurchaseOrderFormInvalid)).toBeInTheDocument();

    server.use(http.put('/api/v1/accountPos/save', () => HttpResponse.json({}, { status: 500 })));
    await user.click(form.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(Messages.PurchaseOrderSaveFailed)).toBeInTheDocument();
    expect(dialog()).toBeInTheDocument();
  });

  it('archives after confirmation, and names the failure when it fails', async () => {
    signInAs(officeManagerClaims);
    const user = userEvent.setup({ delay: null });
    renderHosted(<PurchaseOrderPanel accountId={5} canEdit />);
    await screen.findByText('PO-2025-001');
    await user.click(within(rowOf('PO-2025-001')).getByRole('button', { name: 'Archive' }));
    let confirm = screen.getByRole('dialog', { name: 'Archive' });
    expect(within(confirm).getByText("Archive 'PO-2025-001'?")).toBeInTheDocument();
    await user.click(within(confirm).getByRole('button', { name: 'Archive' }));
    await waitFor(() => expect(toggles).toEqual(['1']));

    server.use(
      http.put('/api/v1/accountPos/:id/toggleArchived', () => HttpResponse.json({}, { status: 500 })),
    );
    await user.click(within(rowOf('PO-2025-001')).getByRole('button', { name: 'Archive' }));
    confirm = screen.getByRole('dialog', { name: 'Archive' });
    await user.click(within(confirm).getByRole('button', { name: 'Archive' }));
    expect(await screen.findByText(Messages.PurchaseOrderArchiveFailed)).toBeInTheDocument();
  });

  it('offers no add, edit or archive without Account Full or Branch', async () => {
    signInAs(billingManagerClaims);
    renderHosted(<PurchaseOrderPanel accountId={5} canEdit={false} />);
    await screen.findByText('PO-2025-001');
    expect(screen.queryByRole('button', { name: 'Add purchase order' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Edit purchase order/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Archive' })).not.toBeInTheDocument();
  });

  it('says so honestly when the account has none', async () => {
    signInAs(officeManagerClaims);
    server.use(
      http.post('/api/v1/accountPos/_search', () =>
        HttpResponse.json([], { headers: { 'X-List-Count': '0' } }),
      ),
    );
    renderHosted(<PurchaseOrderPanel accountId={5} canEdit />);
    expect(await screen.findByText('No active purchase orders')).toBeInTheDocument();
  });

  it('has a page of its own, read-only for the Account ReadOnly claim, with a way back', async () => {
    signInAs(billingManagerClaims);
    const user = userEvent.setup({ delay: null });
    const { router } = renderHosted(null, { path: '/accounts/purchase-orders?accountId=5' });
    expect(await screen.findByRole('heading', { name: 'Account Purchase Orders' })).toBeInTheDocument();
    expect(await screen.findByText('Maple Court HOA')).toBeInTheDocument();
    await screen.findByText('PO-2025-001');
    expect(searches[0]).toMatchObject({ AccountId: 5 });
    expect(screen.queryByRole('button', { name: 'Add purchase order' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Back' }));
    await waitFor(() => expect(router.state.location.href).toBe('/accounts/info?id=5'));
    expect(await screen.findByText('Account info screen')).toBeInTheDocument();
  });
});
