import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PaymentMessages } from '@canopy/shared';
import { mockApi } from '../test/mockApi';
import { readFrameMessage } from './CardPayment';
import { PayDeposit } from './PayDeposit';

const { record } = mockApi([
  http.post('/api/v1/authorize-net/payment-token', async ({ request }) => {
    const body = (await request.json()) as { Amount: number };
    return HttpResponse.json({
      Token: 'form-token-1',
      FormUrl: '/api/v1/payment-sandbox/form',
      Amount: body.Amount,
      InvoiceNumber: 'WA7-0a1b2c3d',
    });
  }),
]);
const tokens = record((c) => c.path === '/api/v1/authorize-net/payment-token');

/** What the frame says through the communicator (or the sandbox's result page). */
function frameSays(qstr: string, origin = window.location.origin) {
  act(() => {
    window.dispatchEvent(new MessageEvent('message', { origin, data: { source: 'canopy-payment', qstr } }));
  });
}
const approved = (transId: string, amount: string) =>
  `action=transactResponse&response=${JSON.stringify({ transId, responseCode: '1', totalAmount: amount })}`;

let posted: { action: string; target: string; token: string | null }[];
beforeEach(() => {
  posted = [];
  // The test DOM does not navigate frames: the post of the token into the frame is recorded instead.
  vi.spyOn(HTMLFormElement.prototype, 'submit').mockImplementation(function (this: HTMLFormElement) {
    posted.push({
      action: this.getAttribute('action')!,
      target: this.target,
      token: new FormData(this).get('token') as string | null,
    });
  });
});
afterEach(() => vi.restoreAllMocks());

describe('paying a deposit on a customer page', () => {
  it("asks for a payment type and an amount within what is due, with the spec's messages", async () => {
    const user = userEvent.setup();
    render(<PayDeposit reference="wa:abc" dueCents={10_000} onPaid={vi.fn()} />);
    await user.click(screen.getByRole('button', { name: 'Pay' }));
    expect(screen.getByRole('alert')).toHaveTextContent(PaymentMessages.SelectPaymentType);

    await user.click(screen.getByLabelText('Credit Card'));
    const amount = screen.getByLabelText(/Amount/);
    await user.clear(amount);
    await user.click(screen.getByRole('button', { name: 'Pay' }));
    expect(screen.getByRole('alert')).toHaveTextContent(PaymentMessages.EnterAmount);

    await user.type(amount, '100.01');
    await user.click(screen.getByRole('button', { name: 'Pay' }));
    expect(screen.getByRole('alert')).toHaveTextContent(PaymentMessages.AmountOverDue);
    expect(tokens).toEqual([]);
  });

  it('opens the secure form for exactly the amount and reports the transaction once', async () => {
    const user = userEvent.setup();
    const onPaid = vi.fn();
    render(<PayDeposit reference="wa:abc" dueCents={10_000} onPaid={onPaid} />);
    await user.click(screen.getByLabelText('Credit Card'));
    const amount = screen.getByLabelText(/Amount/);
    await user.clear(amount);
    await user.type(amount, '40');
    await user.click(screen.getByRole('button', { name: 'Pay' }));

    await waitFor(() => expect(posted).toHaveLength(1));
    expect(tokens.map((c) => c.body)).toEqual([
      { Reference: 'wa:abc', Amount: 40, ShowCreditCard: true, ShowBankAccount: false },
    ]);
    expect(posted[0]).toEqual({
      action: '/api/v1/payment-sandbox/form',
      target: 'cp-payment-frame',
      token: 'form-token-1',
    });
    expect(screen.getByTitle('Secure payment form')).toBeInTheDocument();

    // Another site's window cannot pretend to be the payment frame.
    frameSays(approved('666', '40.00'), 'https://elsewhere.example');
    expect(onPaid).not.toHaveBeenCalled();
    frameSays(approved('60001', '40.00'));
    frameSays(approved('60001', '40.00'));
    expect(onPaid).toHaveBeenCalledTimes(1);
    expect(onPaid.mock.calls[0]!.slice(0, 2)).toEqual([
      { transId: '60001', responseCode: '1', totalAmount: '40.00' },
      4000,
    ]);
  });

  it('comes back to the form after a decline or a cancel', async () => {
    const user = userEvent.setup();
    const onPaid = vi.fn();
    render(<PayDeposit reference="wa:abc" dueCents={10_000} onPaid={onPaid} />);
    await user.click(screen.getByLabelText('ACH (bank account)'));
    await user.click(screen.getByRole('button', { name: 'Pay' }));
    await waitFor(() => expect(posted).toHaveLength(1));
    expect(tokens.at(-1)!.body).toMatchObject({ Amount: 100, ShowCreditCard: false, ShowBankAccount: true });

    frameSays(`action=transactResponse&response=${JSON.stringify({ transId: '9', responseCode: '2' })}`);
    expect(screen.getByRole('alert')).toHaveTextContent(PaymentMessages.NotApproved);
    await user.click(screen.getByRole('button', { name: 'Pay' }));
    await waitFor(() => expect(posted).toHaveLength(2));
    frameSays('action=cancel');
    expect(screen.getByRole('button', { name: 'Pay' })).toBeInTheDocument();
    expect(onPaid).not.toHaveBeenCalled();
  });

  it("reads the frame's messages as Accept Hosted words them", () => {
    expect(readFrameMessage('action=resizeWindow&width=400&height=650')).toEqual({
      action: 'resize',
      height: 650,
    });
    expect(readFrameMessage('action=cancel')).toEqual({ action: 'cancel' });
    expect(readFrameMessage('action=transactResponse&response={not json')).toBeNull();
    expect(readFrameMessage('action=successfulSave')).toBeNull();
  });
});
