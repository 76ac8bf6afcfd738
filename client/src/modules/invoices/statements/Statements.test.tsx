import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { InvoiceMessages, StatementMessages as M, UserRoles, type Statement } from '@canopy/shared';
import { renderRoutes } from '../../../app/testing/renderRoutes';
import { useSessionStore } from '../../../kernel/session/sessionStore';
import { mockApi } from '../../../test/mockApi';
import { claimsOf, loginResponse } from '../../../test/sessions';
import { invoiceRoutes } from '../routes';

const statement = (id: number, name: string, balances: number[]): Statement => ({
  Id: id,
  Account: { Id: id, Name: name, DoNotEmail: false },
  StatementDate: '2026-06-30',
  BillingAddress: { Address1: 'PO Box 9', Address2: null, City: 'Evanston', State: 'IL', Zip: '60201' },
  Email: 'pat@customer.test',
  Invoices: balances.map((b, k) => ({
    InvoiceId: id * 10 + k,
    InvoiceDate: '2026-06-01',
    DaysOld: 29,
    InvoiceTotal: b,
    TotalAdjustments: 0,
    TotalCredits: 0,
    AmountDue: b,
    BalanceDue: b,
  })),
  Aging: [{ Label: '0-29', Amount: balances.reduce((a, b) => a + b, 0) }],
  BalanceDue: balances.reduce((a, b) => a + b, 0),
});

const keys: (string | null)[] = [];
const { server, record } = mockApi([
  http.post('/api/v1/invoices/statements', () =>
    HttpResponse.json(
      [statement(7, 'Whitfield Estate', [108.25, 43.05]), statement(8, 'Oak Lane HOA', [12])],
      {
        headers: { 'X-List-Count': '2' },
      },
    ),
  ),
  http.get('/api/v1/invoices/statements/:id', () =>
    HttpResponse.json(statement(7, 'Whitfield Estate', [108.25, 43.05])),
  ),
  http.post('/api/v1/invoices/statements/email', () => HttpResponse.json({ JobId: 4 })),
  http.get('/api/v1/jobs/:id', () =>
    HttpResponse.json({
      Id: 4,
      Name: 'invoices.mailStatements',
      State: 'done',
      Attempts: 1,
      ProgressDone: 2,
      ProgressTotal: 2,
      Result: { Sent: 1, Failed: [{ AccountId: 8, AccountName: 'Oak Lane HOA', Message: M.DoNotEmail }] },
      Error: null,
      CreatedAt: null,
      FinishedAt: null,
    }),
  ),
]);
const searches = record((c) => c.path === '/api/v1/invoices/statements');
const mails = record((c) => c.path === '/api/v1/invoices/statements/email');
const payments = record((c) => c.path === '/api/v1/invoiceTransactions/add-multiple');

beforeAll(() => {
  window.scrollTo = vi.fn() as unknown as typeof window.scrollTo;
});
beforeEach(() => {
  useSessionStore.getState().signIn(loginResponse({ claims: claimsOf(UserRoles.BillingManager) }), false);
  keys.length = 0;
  // The payment call belongs to payment entry: it answers as that API does once the payment is kept.
  server.use(
    http.post('/api/v1/invoiceTransactions/add-multiple', ({ request }) => {
      keys.push(request.headers.get('Idempotency-Key'));
      return HttpResponse.json({ Id: 1 });
    }),
  );
});

describe('statements', () => {
  it('lists 10 a page with the filters, asks for a selection, and mails the selected by a job', async () => {
    const user = userEvent.setup({ delay: null });
    renderRoutes('/invoices/statements', invoiceRoutes);
    expect(await screen.findByText('Whitfield Estate', {}, { timeout: 15_000 })).toBeInTheDocument();
    await waitFor(() => expect(searches.length).toBeGreaterThan(0));
    expect(searches[0]!.body).toMatchObject({
      Take: 10,
      StatementDate: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
    });

    await user.click(screen.getByRole('switch', { name: 'E-mail only' }));
    await waitFor(() => expect(searches.at(-1)!.body).toMatchObject({ EmailOnly: true }));

    await user.click(screen.getByRole('button', { name: 'Email Statements' }));
    expect(await screen.findByText(M.NoneSelected)).toBeInTheDocument();
    expect(mails).toHaveLength(0);

    await user.click(await screen.findByRole('checkbox', { name: 'Select Whitfield Estate' }));
    await user.click(screen.getByRole('checkbox', { name: 'Select Oak Lane HOA' }));
    await user.click(screen.getByRole('button', { name: 'Email Statements' }));
    await waitFor(() => expect(mails).toHaveLength(1));
    expect(mails[0]!.body).toMatchObject({ AccountIds: [7, 8] });
    expect(await screen.findByText(/1 sent\. Not sent: Oak Lane HOA/)).toBeInTheDocument();

    // Every statement the filters find goes as the filters, for the server to select.
    await user.click(screen.getByRole('switch', { name: 'All matching' }));
    await user.click(screen.getByRole('button', { name: 'Email Statements' }));
    await waitFor(() => expect(mails).toHaveLength(2));
    expect(mails[1]!.body).toMatchObject({ AccountIds: [], AllMatching: true, EmailOnly: true });
  });

  it('records a statement payment newest invoice first, refusing an amount that is not above zero', async () => {
    const user = userEvent.setup({ delay: null });
    renderRoutes('/invoices/statements/view?id=7&date=2026-06-30', invoiceRoutes);
    expect(
      await screen.findByText('Total balance due: $151.30', {}, { timeout: 15_000 }),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Enter Payment' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Save Payment' }));
    expect(await within(dialog).findByText(M.InvalidPaymentAmount)).toBeInTheDocument();
    expect(payments).toHaveLength(0);

    await user.type(within(dialog).getByLabelText('Amount'), '120');
    await user.type(within(dialog).getByLabelText('Check number'), '1044');
    await user.click(within(dialog).getByRole('button', { name: 'Save Payment' }));
    await waitFor(() => expect(payments).toHaveLength(1));
    expect(payments[0]!.body).toMatchObject({
      AccountId: 7,
      Amount: 120,
      PaymentMethodId: 3,
      CheckNumber: '1044',
      InvoiceTransactions: [
        { invoiceId: 70, transactionTypeId: 1, amount: 108.25, customerNotified: false },
        { invoiceId: 71, transactionTypeId: 1, amount: 11.75, customerNotified: false },
      ],
    });
    expect(keys[0]).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('asks before keeping what a payment leaves over as dollars on account, and offers only money in hand', async () => {
    const user = userEvent.setup({ delay: null });
    renderRoutes('/invoices/statements/view?id=7&date=2026-06-30', invoiceRoutes);
    await screen.findByText('Total balance due: $151.30', {}, { timeout: 15_000 });
    await user.click(screen.getByRole('button', { name: 'Enter Payment' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('combobox', { name: 'Payment method' }));
    const offered = (await screen.findAllByRole('option')).map((o) => o.textContent);
    expect(offered).toEqual(['Cash', 'Check', 'Promotional Discount']);
    await user.click(screen.getByRole('option', { name: 'Cash' }));
    await user.type(within(dialog).getByLabelText('Amount'), '200');
    await user.click(within(dialog).getByRole('button', { name: 'Save Payment' }));
    const ask = await screen.findByRole('dialog', { name: 'Dollars on account' });
    expect(ask).toHaveTextContent(InvoiceMessages.RemainderOnAccount('$48.70'));
    const before = payments.length;
    await user.click(within(ask).getByRole('button', { name: 'Keep on account' }));
    await waitFor(() => expect(payments).toHaveLength(before + 1));
    expect(payments.at(-1)!.body).toMatchObject({ Amount: 200, PaymentMethodId: 1 });
    expect(await screen.findByText(InvoiceMessages.PaymentSaved)).toBeInTheDocument();
  });
});
