import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { InvoiceMessages as M, type PaymentAccount } from '@canopy/shared';
import { renderRoutes } from '../../../app/testing/renderRoutes';
import { useSessionStore } from '../../../kernel/session/sessionStore';
import { mockApi } from '../../../test/mockApi';
import { adminClaims, loginResponse } from '../../../test/sessions';
import { invoiceRoutes } from '../routes';

let account: PaymentAccount;
const keys: (string | null)[] = [];
const { record } = mockApi([
  http.get('/api/v1/invoiceTransactions/payment-accounts', () =>
    HttpResponse.json([{ Id: 3, Name: 'Oak Estates', OpenInvoices: 2, Balance: 0 }]),
  ),
  http.get('/api/v1/invoiceTransactions/payment-account/:id', () => HttpResponse.json(account)),
  http.post('/api/v1/invoiceTransactions/add-multiple', async ({ request }) => {
    keys.push(request.headers.get('Idempotency-Key'));
    const body = (await request.json()) as { Amount: number };
    return HttpResponse.json({
      PaymentId: 9,
      AccountId: 3,
      Amount: body.Amount,
      OnAccount: 60,
      AccountBalance: { Balance: 60 },
      Invoices: [
        { InvoiceId: 42, Amount: 80, AmountDue: 0 },
        { InvoiceId: 41, Amount: 110, AmountDue: 0 },
      ],
    });
  }),
  http.post('/api/v1/authorize-net/payment-token', async ({ request }) => {
    const body = (await request.json()) as { Amount: number };
    return HttpResponse.json({
      Token: 'tok',
      FormUrl: '/api/v1/payment-sandbox/form',
      Amount: body.Amount,
      InvoiceNumber: 'INV41-1',
    });
  }),
]);
const paid = record((c) => c.path === '/api/v1/invoiceTransactions/add-multiple');
const tokens = record((c) => c.path === '/api/v1/authorize-net/payment-token');

const accountOf = (balance: number): PaymentAccount => ({
  AccountId: 3,
  AccountName: 'Oak Estates',
  AccountBalance: { Balance: balance },
  Invoices: [
    { Id: 42, InvoiceDate: '2026-11-20', BranchName: 'Evanston', InvoiceAmount: 80, AmountDue: 80 },
    { Id: 41, InvoiceDate: '2026-10-02', BranchName: 'Evanston', InvoiceAmount: 110, AmountDue: 110 },
  ],
  Overages: [],
});

beforeAll(() => {
  window.scrollTo = vi.fn() as unknown as typeof window.scrollTo;
});
beforeEach(() => {
  useSessionStore.getState().signIn(loginResponse({ claims: adminClaims }), false);
  account = accountOf(0);
  keys.length = 0;
  vi.spyOn(HTMLFormElement.prototype, 'submit').mockImplementation(() => undefined);
});
afterEach(() => vi.restoreAllMocks());

async function open() {
  const user = userEvent.setup();
  renderRoutes('/invoices/payments?accountId=3', invoiceRoutes);
  await screen.findByText('Invoice 42', {}, { timeout: 15_000 });
  return user;
}
const submit = (user: ReturnType<typeof userEvent.setup>) =>
  user.click(screen.getByRole('button', { name: 'Submit payment' }));

describe('the multiple payment screen', () => {
  it('records a check over two invoices, asking first to keep the remainder on account', async () => {
    const user = await open();
    await submit(user);
    expect(screen.getByRole('alert')).toHaveTextContent(M.CheckNumberRequired);
    await user.type(screen.getByLabelText(/Check number/), '1001');
    await submit(user);
    expect(screen.getByRole('alert')).toHaveTextContent(M.AmountAboveZero);

    await user.type(screen.getByLabelText('Payment amount'), '250');
    await user.click(screen.getByLabelText('Invoice 41'));
    await user.click(screen.getByLabelText('Invoice 42'));
    expect(screen.getByText(/Applied to invoices \$190.00 · Dollars on account \$60.00/)).toBeInTheDocument();
    await submit(user);
    const ask = await screen.findByRole('dialog');
    expect(ask).toHaveTextContent(M.RemainderOnAccount('$60.00'));
    await user.click(within(ask).getByRole('button', { name: 'Keep on account' }));
    await waitFor(() => expect(paid).toHaveLength(1));
    expect(paid[0]!.body).toEqual({
      AccountId: 3,
      Amount: 250,
      PaymentMethodId: 3,
      CheckNumber: '1001',
      AuthorizeTransactionId: null,
      InvoiceTransactions: [
        { InvoiceId: 42, Amount: null },
        { InvoiceId: 41, Amount: null },
      ],
    });
    expect(keys[0]).toBeTruthy();
    expect(await screen.findByText(M.PaymentSubmitted)).toBeInTheDocument();
    expect(screen.getByText('Dollars on account from this payment: $60.00')).toBeInTheDocument();
  });

  it('refuses invoice amounts over the payment and offers money on account only with a balance', async () => {
    let user = await open();
    await user.click(screen.getByRole('combobox', { name: 'Payment method' }));
    expect(screen.queryByRole('option', { name: 'Money On Account' })).toBeNull();
    await user.click(await screen.findByRole('option', { name: 'Cash' }));
    await user.type(screen.getByLabelText('Payment amount'), '50');
    await user.click(screen.getByLabelText('Invoice 41'));
    await user.type(screen.getByLabelText('Amount for invoice 41'), '60');
    await submit(user);
    expect(screen.getByRole('alert')).toHaveTextContent(M.InvoicesOver);
    expect(paid).toHaveLength(0);

    account = accountOf(20);
    document.body.innerHTML = '';
    user = await open();
    expect(screen.getByText('$20.00')).toBeInTheDocument();
    await user.click(screen.getByRole('combobox', { name: 'Payment method' }));
    await user.click(await screen.findByRole('option', { name: 'Money On Account' }));
    await user.type(screen.getByLabelText('Payment amount'), '30');
    await user.click(screen.getByLabelText('Invoice 41'));
    await submit(user);
    expect(screen.getByRole('alert')).toHaveTextContent(M.OverMoneyOnAccount('20.00'));
  });

  it('pays the selected invoices by card for exactly their sum, through the provider form', async () => {
    const user = await open();
    await user.click(screen.getByRole('combobox', { name: 'Payment method' }));
    await user.click(await screen.findByRole('option', { name: 'Credit Card' }));
    await submit(user);
    expect(screen.getByRole('alert')).toHaveTextContent(M.InvoiceRequired);
    await user.click(screen.getByLabelText('Invoice 41'));
    await user.click(screen.getByLabelText('Invoice 42'));
    expect(screen.getByLabelText('Payment amount')).toHaveValue('$190.00');
    await submit(user);
    await waitFor(() => expect(tokens).toHaveLength(1));
    expect(tokens[0]!.body).toMatchObject({ Reference: 'inv:41-42', Amount: 190 });
    const response = JSON.stringify({ transId: '6001', responseCode: '1', totalAmount: '190.00' });
    act(() => {
      window.dispatchEvent(
        new MessageEvent('message', {
          origin: window.location.origin,
          data: { source: 'canopy-payment', qstr: `action=transactResponse&response=${response}` },
        }),
      );
    });
    await waitFor(() => expect(paid).toHaveLength(1));
    expect(paid[0]!.body).toMatchObject({
      Amount: 190,
      PaymentMethodId: 2,
      AuthorizeTransactionId: '6001',
      InvoiceTransactions: [
        { InvoiceId: 42, Amount: 80 },
        { InvoiceId: 41, Amount: 110 },
      ],
    });
  });
});
