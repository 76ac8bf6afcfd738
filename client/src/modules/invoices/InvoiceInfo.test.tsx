import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { InvoiceMessages as M, type Invoice } from '@canopy/shared';
import { renderRoutes } from '../../app/testing/renderRoutes';
import { useSessionStore } from '../../kernel/session/sessionStore';
import { mockApi } from '../../test/mockApi';
import { adminClaims, loginResponse } from '../../test/sessions';
import { invoiceOf } from './invoiceFixture';
import { invoiceRoutes } from './routes';

let invoice: Invoice;
const keys: (string | null)[] = [];
const { server, record } = mockApi([
  http.get('/api/v1/invoices/:id', () => HttpResponse.json(invoice)),
  http.get('/api/v1/invoices/:id/notes', () => HttpResponse.json([])),
  http.get('/api/v1/accountPos/account/:id', () => HttpResponse.json([])),
  http.get('/api/v1/invoiceTransactions/:id/transactions', () => HttpResponse.json([])),
  http.put('/api/v1/invoices/:id/approve', () => {
    invoice = { ...invoice, ApprovedStatusId: 2, ApprovedStatus: 'Approved' };
    return HttpResponse.json(invoice);
  }),
]);
const added = record((c) => c.path === '/api/v1/invoiceTransactions/41/transactions/add');

beforeAll(() => {
  window.scrollTo = vi.fn() as unknown as typeof window.scrollTo;
});
beforeEach(() => {
  useSessionStore.getState().signIn(loginResponse({ claims: adminClaims }), false);
  invoice = invoiceOf();
  keys.length = 0;
  server.use(
    http.post('/api/v1/invoiceTransactions/:id/transactions/add', ({ request }) => {
      keys.push(request.headers.get('Idempotency-Key'));
      return keys.length === 1
        ? HttpResponse.json({ Message: 'Unavailable' }, { status: 503 })
        : HttpResponse.json({ Id: 1 });
    }),
  );
});

describe('the invoice', () => {
  it('shows its figures and approves an invoice pending approval', async () => {
    invoice = invoiceOf({ ApprovedStatusId: 1, ApprovedStatus: 'Pending Approval' });
    const user = userEvent.setup();
    renderRoutes('/invoices/info?id=41', invoiceRoutes);
    expect(await screen.findByText('Pending Approval', {}, { timeout: 15_000 })).toBeInTheDocument();
    expect(screen.getByText('PO Box 9, Evanston, IL 60201')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add transaction' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Approve' }));
    expect(await screen.findByRole('button', { name: 'Add transaction' })).toBeInTheDocument();
  });

  it('asks the work-order amounts to add up, fixes a write-off at the maximum, and resends with one key', async () => {
    const user = userEvent.setup();
    renderRoutes('/invoices/info?id=41', invoiceRoutes);
    await user.click(await screen.findByRole('button', { name: 'Add transaction' }, { timeout: 15_000 }));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByLabelText('Amount'), '30');
    await user.type(within(dialog).getByLabelText('Work order 501'), '20');
    await user.type(within(dialog).getByLabelText('Work order 502'), '9.99');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText(M.WorkOrderAmounts)).toBeInTheDocument();
    expect(added).toHaveLength(0);

    await user.click(within(dialog).getByRole('combobox', { name: 'Type' }));
    await user.click(await screen.findByRole('option', { name: 'Write Off' }));
    expect(within(dialog).getByLabelText('Amount')).toHaveValue('100.00');
    await user.clear(within(dialog).getByLabelText('Work order 502'));
    await user.clear(within(dialog).getByLabelText('Work order 501'));
    await user.type(within(dialog).getByLabelText('Work order 501'), '60');
    await user.type(within(dialog).getByLabelText('Work order 502'), '40');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(keys).toHaveLength(1));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(keys).toHaveLength(2));
    expect(keys[0]).toBeTruthy();
    expect(keys[1]).toBe(keys[0]);
    expect(added.at(-1)!.body).toMatchObject({
      TransactionTypeId: 6,
      Amount: 100,
      InvoiceTransactionWorkOrders: [
        { WorkOrderId: 501, Amount: 60 },
        { WorkOrderId: 502, Amount: 40 },
      ],
    });
  });
});
