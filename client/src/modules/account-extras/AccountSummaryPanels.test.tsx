import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { mockApi } from '../../test/mockApi';
import { Messages, type OpenInvoice, type SummaryService } from '@canopy/shared';
import { createQueryClient } from '../../app/queryClient';
import { AccountSummaryPanels } from './AccountSummaryPanels';
import { billingManagerClaims, officeManagerClaims, renderHosted, signInAs } from './testing';

const service = (i: number): SummaryService => ({
  WorkOrderId: 100 + i,
  ServiceId: 1,
  ServiceName: `Deep root feeding ${i}`,
  StatusId: 2,
  Date: '2025-05-14',
  TotalCost: 1234.5,
});
const invoice = (i: number): OpenInvoice => ({
  Id: 500 + i,
  InvoiceDate: '2025-04-01',
  TotalDue: 100.1,
  AmountDue: 0.1,
});

const calls: string[] = [];
const path = (url: string) => {
  const u = new URL(url);
  return u.pathname + u.search;
};
const list = (rows: unknown[], total = rows.length) =>
  HttpResponse.json(rows, { headers: { 'X-List-Count': String(total) } });
const { server } = mockApi([
  http.get('/api/v1/workOrders/idByLocationId/:id/upcomingServices', ({ request }) => {
    calls.push(path(request.url));
    return list([]);
  }),
  http.get('/api/v1/workOrders/idByLocationId/:id/completedServices', ({ request }) => {
    calls.push(path(request.url));
    return list([]);
  }),
  http.get('/api/v1/invoices/open/:id', ({ request }) => {
    calls.push(path(request.url));
    return list([]);
  }),
]);
beforeAll(() => {
  window.scrollTo = vi.fn() as unknown as typeof window.scrollTo;
});
afterEach(() => {
  calls.length = 0;
});

const section = (name: string) => screen.getByRole('region', { name });

describe('the account summary panels', () => {
  it('asks for 10 services a page of the location and the account’s open invoices, and says when there are none', async () => {
    signInAs(officeManagerClaims);
    renderHosted(<AccountSummaryPanels accountId={5} locationId={8} />);
    expect(await screen.findByText('No upcoming services')).toBeInTheDocument();
    expect(await screen.findByText('No completed services')).toBeInTheDocument();
    expect(await screen.findByText('No open invoices')).toBeInTheDocument();
    expect([...calls].sort()).toEqual([
      '/api/v1/invoices/open/5',
      '/api/v1/workOrders/idByLocationId/8/completedServices?Skip=0&Take=10',
      '/api/v1/workOrders/idByLocationId/8/upcomingServices?Skip=0&Take=10',
    ]);
  });

  it('shows only the open invoices without a location', async () => {
    signInAs(officeManagerClaims);
    renderHosted(<AccountSummaryPanels accountId={5} />);
    expect(await screen.findByText('No open invoices')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Upcoming services' })).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Completed services' })).not.toBeInTheDocument();
    expect(calls).toEqual(['/api/v1/invoices/open/5']);
  });

  it('pages services by the server’s total, with money in dollars and links to the work orders', async () => {
    signInAs(officeManagerClaims);
    server.use(
      http.get('/api/v1/workOrders/idByLocationId/:id/upcomingServices', ({ request }) => {
        calls.push(path(request.url));
        const skip = Number(new URL(request.url).searchParams.get('Skip'));
        const rows = Array.from({ length: skip ? 3 : 10 }, (_, i) => service(skip + i));
        return list(rows, 13);
      }),
    );
    const user = userEvent.setup({ delay: null });
    renderHosted(<AccountSummaryPanels accountId={5} locationId={8} />);
    const upcoming = await waitFor(() => {
      const s = section('Upcoming services');
      within(s).getByText('Deep root feeding 0');
      return s;
    });
    expect(within(upcoming).getByText('13 results')).toBeInTheDocument();
    const first = within(upcoming).getByText('Deep root feeding 0').closest('tr')!;
    expect(within(first).getByText('$1,234.50')).toBeInTheDocument();
    expect(within(first).getByText('5/14/2025')).toBeInTheDocument();
    expect(within(first).getByRole('link', { name: '100' })).toHaveAttribute(
      'href',
      '/workorders/info?id=100',
    );

    await user.click(within(upcoming).getByRole('button', { name: '2' }));
    expect(await within(upcoming).findByText('Deep root feeding 12')).toBeInTheDocument();
    expect(calls).toContain('/api/v1/workOrders/idByLocationId/8/upcomingServices?Skip=10&Take=10');
  });

  it('pages the open invoices itself, totals what is due, and links each invoice to its screen', async () => {
    signInAs(billingManagerClaims);
    server.use(
      http.get('/api/v1/invoices/open/:id', () => list(Array.from({ length: 12 }, (_, i) => invoice(i)))),
      http.get('/api/v1/workOrders/idByLocationId/:id/upcomingServices', () => list([service(0)])),
    );
    const user = userEvent.setup({ delay: null });
    renderHosted(<AccountSummaryPanels accountId={5} locationId={8} />);
    const invoices = await screen.findByRole('region', { name: 'Open invoices' });
    expect(await within(invoices).findByText('500')).toBeInTheDocument();
    expect(within(invoices).getByText('509')).toBeInTheDocument();
    // The billing manager may open invoices: each number opens its invoice.
    expect(within(invoices).getByRole('link', { name: '500' })).toHaveAttribute(
      'href',
      '/invoices/info?id=500',
    );
    // Twelve invoices of $0.10 due make $1.20 exactly.
    expect(within(invoices).getByText('Total open').closest('tr')).toHaveTextContent('$1.20');
    await user.click(within(invoices).getByRole('button', { name: '2' }));
    expect(await within(invoices).findByText('511')).toBeInTheDocument();
    expect(within(invoices).queryByText('500')).not.toBeInTheDocument();

    // The billing manager may not open work orders: the number is shown, not linked.
    const upcoming = section('Upcoming services');
    expect(await within(upcoming).findByText('100')).toBeInTheDocument();
    expect(within(upcoming).queryByRole('link')).not.toBeInTheDocument();
  });

  it('names the failure to retrieve open invoices', async () => {
    signInAs(officeManagerClaims);
    server.use(http.get('/api/v1/invoices/open/:id', () => HttpResponse.json({}, { status: 500 })));
    const queryClient = createQueryClient();
    queryClient.setQueryDefaults(['account-extras'], { retry: false });
    renderHosted(<AccountSummaryPanels accountId={5} />, { queryClient });
    await waitFor(() => expect(screen.getAllByText(Messages.OpenInvoicesNotRetrieved)).toHaveLength(2));
    expect(within(section('Open invoices')).getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });
});
