import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { InvoiceEmailMessages as W, type CustomerInvoice } from '@canopy/shared';
import { mockApi } from '../../test/mockApi';
import { InvoicePage } from './InvoicePage';

const invoice: CustomerInvoice = {
  Id: 41,
  EncryptedId: 'link-41',
  InvoiceNumber: '41',
  InvoiceDate: '11/20/2026',
  Company: {
    Name: 'Canopy Tree & Lawn Care',
    LogoUrl: null,
    BranchName: 'Evanston',
    Phone: '(847) 555-0100',
    Address: '400 Orchard Way',
  },
  BillTo: { Name: 'Oak Estates', Lines: ['PO Box 9', 'Evanston, IL 60201'] },
  Lines: [
    {
      WorkOrderId: 501,
      ServiceAddress: '12 Elm St, Evanston, IL 99901',
      Services: [{ Description: 'Structural Pruning', Amount: '$100.00' }],
      Net: '$100.00',
    },
  ],
  Net: '$100.00',
  Tax: '$5.00',
  InvoiceAmount: '$105.00',
  Transactions: [{ Date: '11/21/2026', Type: 'Payment', Amount: '-$5.00' }],
  Payments: '-$5.00',
  Adjustments: '$0.00',
  AmountDue: '$100.00',
  AmountDueCents: 10_000,
  PaymentStatus: 'Partially Paid',
  ApprovedStatus: 'Approved',
};

const { server, record } = mockApi([
  http.get('/api/v1/invoices/getByEncryptedId/link-41', () => HttpResponse.json(invoice)),
  http.get('/api/v1/invoices/getByEncryptedId/:bad', () =>
    HttpResponse.json({ Message: 'Not Found' }, { status: 404 }),
  ),
  http.post('/api/v1/invoices/getByEncryptedId/link-41/email', () =>
    HttpResponse.json({ Message: W.CopySent }),
  ),
]);
const payables = record((c) => c.path === '/api/v1/authorize-net/payable');
const payments = record((c) => c.path === '/api/v1/invoices/getByEncryptedId/link-41/payment');
const copies = record((c) => c.path === '/api/v1/invoices/getByEncryptedId/link-41/email');

beforeEach(() => {
  server.use(
    http.get('/api/v1/authorize-net/payable', () =>
      HttpResponse.json({ Message: 'This payment link is not valid.' }, { status: 404 }),
    ),
  );
});

describe("the customer's invoice page", () => {
  it('shows the company, the lines, the totals and the balance due, with its PDF and a copy by e-mail', async () => {
    const user = userEvent.setup();
    render(<InvoicePage id="link-41" />);
    expect(await screen.findByText('Canopy Tree & Lawn Care')).toBeInTheDocument();
    expect(screen.getByText('Structural Pruning')).toBeInTheDocument();
    const totals = screen.getByLabelText('Totals');
    expect(within(totals).getByText('Balance due')).toBeInTheDocument();
    expect(within(totals).getByText('$100.00', { selector: '.cp-inv-due' })).toBeInTheDocument();
    expect(within(totals).getByText('-$5.00')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Print' })).toHaveAttribute(
      'href',
      '/api/v1/invoices/getByEncryptedId/link-41/pdf',
    );

    // No card payment is offered while the server answers none for this invoice.
    expect(payables[0]!.search).toBe('?Reference=inv%3Alink-41');
    expect(screen.queryByRole('button', { name: 'Pay' })).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Email me a copy' }));
    expect(await screen.findByText(W.CopySent)).toBeInTheDocument();
    expect(copies).toHaveLength(1);
  });

  it('offers Pay for what the server says a card may pay', async () => {
    server.use(
      http.get('/api/v1/authorize-net/payable', () =>
        HttpResponse.json({ AmountDue: 100, Description: 'Invoice 41' }),
      ),
    );
    const user = userEvent.setup();
    render(<InvoicePage id="link-41" />);
    await user.click(await screen.findByRole('button', { name: 'Pay' }));
    expect(screen.getByLabelText('Amount (Amount Due $100.00)')).toHaveValue('100.00');
    expect(screen.getByRole('group', { name: 'Payment Type' })).toBeInTheDocument();
  });

  it('records the approved card payment with the server, which asks the provider, and thanks the customer', async () => {
    server.use(
      http.get('/api/v1/authorize-net/payable', () =>
        HttpResponse.json({ AmountDue: 100, Description: 'Invoice 41' }),
      ),
      http.post('/api/v1/authorize-net/payment-token', () =>
        HttpResponse.json({
          Token: 'tok',
          FormUrl: '/api/v1/payment-sandbox/form',
          Amount: 100,
          InvoiceNumber: 'INV41-0a1b2c3d',
        }),
      ),
      http.post('/api/v1/invoices/getByEncryptedId/link-41/payment', () =>
        HttpResponse.json({
          PaymentId: 1,
          AccountId: 7,
          Amount: 100,
          OnAccount: 0,
          AccountBalance: { Balance: 0 },
          Invoices: [],
        }),
      ),
    );
    vi.spyOn(HTMLFormElement.prototype, 'submit').mockImplementation(() => undefined);
    const user = userEvent.setup();
    render(<InvoicePage id="link-41" />);
    await user.click(await screen.findByRole('button', { name: 'Pay' }));
    await user.click(screen.getByLabelText('Credit Card'));
    await user.click(screen.getByRole('button', { name: 'Pay' }));
    await screen.findByTitle('Secure payment form');
    act(() => {
      window.dispatchEvent(
        new MessageEvent('message', {
          origin: window.location.origin,
          data: {
            source: 'canopy-payment',
            qstr: `action=transactResponse&response=${JSON.stringify({ transId: '70001', responseCode: '1', totalAmount: '100.00' })}`,
          },
        }),
      );
    });
    expect(await screen.findByText(/Payment processed Successfully!/)).toHaveTextContent('$100.00');
    expect(payments.map((c) => c.body)).toEqual([{ Amount: 100, AuthorizeTransactionId: '70001' }]);
    expect(screen.queryByRole('button', { name: 'Pay' })).toBeNull();
  });

  it('says so when the link is not valid', async () => {
    render(<InvoicePage id="tampered" />);
    expect(await screen.findByRole('alert')).toHaveTextContent('This invoice link is not valid.');
  });
});
