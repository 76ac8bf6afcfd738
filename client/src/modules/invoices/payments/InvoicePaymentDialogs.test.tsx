import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { InvoiceMessages as M, UserRoles, type Invoice } from '@canopy/shared';
import { renderRoutes } from '../../../app/testing/renderRoutes';
import { useSessionStore } from '../../../kernel/session/sessionStore';
import { mockApi } from '../../../test/mockApi';
import { adminClaims, claimsOf, loginResponse } from '../../../test/sessions';
import { invoiceOf } from '../invoiceFixture';
import { invoiceRoutes } from '../routes';

let invoice: Invoice;
let fail = false;
const { record } = mockApi([
  http.get('/api/v1/invoices/:id', () => HttpResponse.json(invoice)),
  http.get('/api/v1/invoices/:id/notes', () => HttpResponse.json([])),
  http.get('/api/v1/accountPos/account/:id', () => HttpResponse.json([])),
  http.get('/api/v1/invoiceTransactions/:id/transactions', () => HttpResponse.json([])),
  http.get('/api/v1/invoiceTransactions/payment-account/:id', () =>
    HttpResponse.json({
      AccountId: 3,
      AccountName: 'Oak Estates',
      AccountBalance: { Balance: 75 },
      Invoices: [],
      Overages: [
        {
          TransactionId: 88,
          PaymentId: 5,
          InvoiceId: 40,
          DateCreated: '2026-11-02T15:00:00.000Z',
          PaymentMethod: 'Check',
          Amount: 185,
          Balance: 75,
        },
      ],
    }),
  ),
  http.post('/api/v1/invoices/:id/add-payment', () =>
    fail
      ? HttpResponse.json({ Message: 'Unavailable' }, { status: 503 })
      : HttpResponse.json({
          PaymentId: 9,
          AccountId: 3,
          Amount: 50,
          OnAccount: 0,
          AccountBalance: { Balance: 75 },
          Invoices: [{ InvoiceId: 41, Amount: 50, AmountDue: 60 }],
        }),
  ),
  http.post('/api/v1/invoiceTransactions/apply-overage', () =>
    HttpResponse.json({ Amount: 75, InvoiceId: 41, TransactionId: 99, AccountBalance: { Balance: 0 } }),
  ),
]);
const payments = record((c) => c.path === '/api/v1/invoices/41/add-payment');
const overages = record((c) => c.path === '/api/v1/invoiceTransactions/apply-overage');

beforeAll(() => {
  window.scrollTo = vi.fn() as unknown as typeof window.scrollTo;
});
beforeEach(() => {
  useSessionStore.getState().signIn(loginResponse({ claims: adminClaims }), false);
  invoice = invoiceOf({ Account: { TaxExempt: false, DoNotEmail: false, AccountBalance: { Balance: 75 } } });
  fail = false;
});

async function open() {
  const user = userEvent.setup();
  renderRoutes('/invoices/info?id=41', invoiceRoutes);
  expect(await screen.findByText('$75.00', {}, { timeout: 15_000 })).toBeInTheDocument();
  return user;
}

describe('payments on the invoice', () => {
  it('saves a cash payment, and says so when it fails', async () => {
    const user = await open();
    await user.click(screen.getByRole('button', { name: 'Add payment' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByLabelText('Amount')).toHaveValue('$110.00');
    await user.click(within(dialog).getByRole('combobox', { name: 'Payment method' }));
    await user.click(await screen.findByRole('option', { name: 'Cash' }));
    await user.clear(within(dialog).getByLabelText('Amount'));
    await user.click(within(dialog).getByRole('button', { name: 'Save payment' }));
    expect(await within(dialog).findByText(M.AmountAboveZero)).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText('Amount'), '50');
    fail = true;
    await user.click(within(dialog).getByRole('button', { name: 'Save payment' }));
    expect(await screen.findByText(M.SavePaymentFailedDialog)).toBeInTheDocument();
    fail = false;
    await user.click(within(dialog).getByRole('button', { name: 'Save payment' }));
    expect(await screen.findByText(M.PaymentSaved)).toBeInTheDocument();
    expect(payments.map((p) => p.body)).toEqual([
      {
        Amount: 50,
        PaymentMethodId: 1,
        CheckNumber: null,
        AuthorizeTransactionId: null,
        CustomerNotified: false,
      },
      {
        Amount: 50,
        PaymentMethodId: 1,
        CheckNumber: null,
        AuthorizeTransactionId: null,
        CustomerNotified: false,
      },
    ]);
  });

  it('applies an overage with Invoices Full; Branch sees no such button', async () => {
    const user = await open();
    await user.click(screen.getByRole('button', { name: 'Apply overage' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('combobox', { name: 'Overage' }));
    await user.click(await screen.findByRole('option', { name: /Check \$185.00, \$75.00 on account/ }));
    await user.type(within(dialog).getByLabelText('Note'), 'Overpaid');
    await user.click(within(dialog).getByRole('button', { name: 'Apply overage' }));
    await waitFor(() => expect(overages).toHaveLength(1));
    expect(overages[0]!.body).toEqual({
      InvoiceId: 41,
      OverageTransactionId: 88,
      Note: 'Overpaid',
      EmployeeId: 7,
    });
    expect(await screen.findByText(`${M.OverageApplied}: $75.00`)).toBeInTheDocument();

    document.body.innerHTML = '';
    useSessionStore
      .getState()
      .signIn(loginResponse({ claims: { ...claimsOf(UserRoles.BranchManager), Invoices: 4 } }), false);
    await open();
    expect(screen.getByRole('button', { name: 'Add payment' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Apply overage' })).toBeNull();
  });
});
