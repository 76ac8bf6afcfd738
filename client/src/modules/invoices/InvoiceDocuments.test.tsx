import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { B, F, InvoiceEmailMessages as W, type Invoice } from '@canopy/shared';
import { renderRoutes } from '../../app/testing/renderRoutes';
import { useSessionStore } from '../../kernel/session/sessionStore';
import { mockApi } from '../../test/mockApi';
import { adminClaims, loginResponse } from '../../test/sessions';
import { invoiceOf, listItem } from './invoiceFixture';
import { invoiceRoutes } from './routes';

let invoice: Invoice;
const skipped = W.DoNotEmail(42, 'Birch Court');
const { record } = mockApi([
  http.get('/api/v1/branches/employee/:me/:claimType', () =>
    HttpResponse.json({ AllBranchesOption: true, Branches: [{ Id: 1, Name: 'Evanston', StatusId: 1 }] }),
  ),
  http.get('/api/v1/employees/arborists/:branchId', () => HttpResponse.json([])),
  http.get('/api/v1/invoiceStatuses/*', () => HttpResponse.json([])),
  http.get('/api/v1/printStatuses/all', () => HttpResponse.json([])),
  http.get('/api/v1/searches/*', () => HttpResponse.json([])),
  http.post('/api/v1/searches/*', () => HttpResponse.json([])),
  http.post('/api/v1/invoices/_totals', () => HttpResponse.json({})),
  http.post('/api/v1/invoices/_search', () =>
    HttpResponse.json([listItem(), listItem({ Id: 42, AccountName: 'Birch Court' })], {
      headers: { 'X-List-Count': '2' },
    }),
  ),
  http.get('/api/v1/invoices/:id', () => HttpResponse.json(invoice)),
  http.get('/api/v1/invoices/:id/notes', () => HttpResponse.json([])),
  http.get('/api/v1/accountPos/account/:id', () => HttpResponse.json([])),
  http.get('/api/v1/invoiceTransactions/:id/transactions', () => HttpResponse.json([])),
  http.put('/api/v1/invoices/:id/approve', () => {
    invoice = { ...invoice, ApprovedStatusId: 2, ApprovedStatus: 'Approved' };
    return HttpResponse.json(invoice);
  }),
  http.post('/api/v1/invoices/print-invoices', () => pdf()),
  http.post('/api/v1/invoices/:id/print', () => pdf()),
  http.post('/api/v1/invoices/email-selected', () =>
    HttpResponse.json({ Message: W.Sent(1), SentInvoiceIds: [41], Warnings: [skipped] }),
  ),
]);
const pdf = () =>
  new HttpResponse(new Blob(['%PDF-1.3']), { headers: { 'Content-Type': 'application/pdf' } });
const printedMany = record((c) => c.path === '/api/v1/invoices/print-invoices');
const printedOne = record((c) => c.path === '/api/v1/invoices/41/print');
const mailed = record((c) => c.path === '/api/v1/invoices/email-selected');

beforeAll(() => {
  window.scrollTo = vi.fn() as unknown as typeof window.scrollTo;
  URL.createObjectURL = vi.fn(() => 'blob:invoice');
  URL.revokeObjectURL = vi.fn();
  // The test DOM does not download: the file the browser would save is recorded instead.
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    if (this.download) saved.push(this.download);
  });
});
const saved: string[] = [];
afterAll(() => vi.restoreAllMocks());
beforeEach(() => {
  useSessionStore.getState().signIn(loginResponse({ claims: adminClaims }), false);
  invoice = invoiceOf({ ApprovedStatusId: 1, ApprovedStatus: 'Pending Approval', DoNotEmail: true });
});

describe('printing and mailing invoices', () => {
  it('prints the selected invoices as one PDF and names each one the email skipped', async () => {
    const user = userEvent.setup();
    renderRoutes('/invoices', invoiceRoutes);
    await user.click(await screen.findByRole('checkbox', { name: 'Select invoice 41' }, { timeout: 15_000 }));
    await user.click(screen.getByRole('checkbox', { name: 'Select invoice 42' }));
    const bar = screen.getByRole('toolbar', { name: 'Selected invoices' });
    expect(within(bar).getByText('2 selected')).toBeInTheDocument();

    await user.click(within(bar).getByRole('button', { name: 'Print selected' }));
    await waitFor(() => expect(printedMany).toHaveLength(1));
    expect(printedMany[0]!.body).toEqual({ InvoiceIds: [41, 42] });
    await waitFor(() => expect(saved).toContain('invoices.pdf'));

    await user.click(within(bar).getByRole('button', { name: 'Email selected' }));
    expect(await screen.findByText(skipped)).toBeInTheDocument();
    expect(mailed[0]!.body).toEqual({ InvoiceIds: [41, 42] });
  });

  it('offers Email selected only to FullAccess on Invoices', async () => {
    useSessionStore
      .getState()
      .signIn(
        loginResponse({ claims: { ...adminClaims, Invoices: B, Invoices_TransactionApproval: F } }),
        false,
      );
    const user = userEvent.setup();
    renderRoutes('/invoices', invoiceRoutes);
    await user.click(await screen.findByRole('checkbox', { name: 'Select invoice 41' }, { timeout: 15_000 }));
    expect(screen.getByRole('button', { name: 'Print selected' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Email selected' })).toBeNull();
  });

  it('after approving a do-not-email invoice offers View / Print instead of email', async () => {
    const user = userEvent.setup();
    renderRoutes('/invoices/info?id=41', invoiceRoutes);
    await user.click(await screen.findByRole('button', { name: 'Approve' }, { timeout: 15_000 }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(/marked do not email/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Email' })).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: 'View / Print' }));
    await waitFor(() => expect(printedOne).toHaveLength(1));
    await waitFor(() => expect(saved).toContain('invoice-41.pdf'));
  });
});
