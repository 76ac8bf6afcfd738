import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { renderRoutes } from '../../app/testing/renderRoutes';
import { useSessionStore } from '../../kernel/session/sessionStore';
import { mockApi } from '../../test/mockApi';
import { adminClaims, loginResponse } from '../../test/sessions';
import { listItem } from './invoiceFixture';
import { invoiceRoutes } from './routes';

const lookup = (rows: { Id: number; Name: string }[]) => () => HttpResponse.json(rows);
const { server, record } = mockApi([
  http.get('/api/v1/branches/employee/:me/:claimType', () =>
    HttpResponse.json({ AllBranchesOption: true, Branches: [{ Id: 1, Name: 'Evanston', StatusId: 1 }] }),
  ),
  http.get('/api/v1/employees/arborists/:branchId', lookup([{ Id: 6, Name: 'Ann Reyes' }])),
  http.get(
    '/api/v1/invoiceStatuses/all-approved-statuses',
    lookup([
      { Id: 1, Name: 'Pending Approval' },
      { Id: 2, Name: 'Approved' },
    ]),
  ),
  http.get('/api/v1/printStatuses/all', lookup([{ Id: 0, Name: 'Not Sent' }])),
  http.get('/api/v1/invoiceStatuses/all-statues', lookup([{ Id: 1, Name: 'Open' }])),
  http.get('/api/v1/searches/*', () => HttpResponse.json([])),
  http.post('/api/v1/searches/*', () => HttpResponse.json([])),
  http.post('/api/v1/invoices/_totals', () =>
    HttpResponse.json({
      NetAmountTotal: 1200,
      TaxTotal: 98.765,
      InvoiceAmountTotal: 1298.77,
      PaymentTotal: 50,
      AdjustmentTotal: -10.5,
      BalanceDueTotal: 1238.27,
    }),
  ),
]);
const searches = record((c) => c.path === '/api/v1/invoices/_search');
const totals = record((c) => c.path === '/api/v1/invoices/_totals');

beforeAll(() => {
  window.scrollTo = vi.fn() as unknown as typeof window.scrollTo;
});
beforeEach(() => {
  useSessionStore.getState().signIn(loginResponse({ claims: adminClaims }), false);
  server.use(
    http.post('/api/v1/invoices/_search', () =>
      HttpResponse.json([listItem()], { headers: { 'X-List-Count': '1' } }),
    ),
  );
});

describe('the invoice list', () => {
  it('asks 15 at a time with the filters of the address, and shows the totals of every match', async () => {
    renderRoutes('/invoices?invoiceApprovedStatusIds=2&printStatusIds=0', invoiceRoutes);
    expect(await screen.findByText('Oak Estates', {}, { timeout: 15_000 })).toBeInTheDocument();
    expect(searches[0]!.body).toMatchObject({
      InvoiceApprovedStatusIds: [2],
      PrintStatusIds: [0],
      Skip: 0,
      Take: 15,
    });
    expect(totals[0]!.body).toMatchObject({ InvoiceApprovedStatusIds: [2], PrintStatusIds: [0] });
    expect(await screen.findByText('$1,298.77')).toBeInTheDocument();
    expect(screen.getByText('-$10.50')).toBeInTheDocument();
    expect(screen.getByText('$1,238.27')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Pending transactions' })).toBeInTheDocument();
  });

  it('applies the dashboard preset pending approval, not sent', async () => {
    const user = userEvent.setup();
    renderRoutes('/invoices', invoiceRoutes);
    await screen.findByText('Oak Estates', {}, { timeout: 15_000 });
    await user.click(screen.getByRole('button', { name: 'Pending approval, not sent' }));
    await waitFor(() =>
      expect(searches.at(-1)!.body).toMatchObject({
        InvoiceApprovedStatusIds: [1],
        PrintStatusIds: [0],
        Skip: 0,
        Take: 15,
      }),
    );
  });
});
