import { useEffect, useRef, useState } from 'react';
import type { PaymentTokenResponse } from '@canopy/shared';
import { Notice } from '../app/signin/PublicCard';
import { publicCall } from './publicApi';

/** What the provider's frame reports once a card or bank payment went through (or was declined). */
export interface TransactionResponse {
  transId: string;
  responseCode: string;
  totalAmount?: string;
  orderInvoiceNumber?: string;
}

export interface CardPaymentProps {
  /** What is paid (`wa:<link id>`, `inv:<id>`): the server decides what may be charged for it. */
  reference: string;
  amountCents: number;
  bankAccount: boolean;
  /** The office user's credentials: staff pay from the console with their own rights. */
  headers?: Record<string, string>;
  onTransaction: (response: TransactionResponse) => void;
  onCancel: () => void;
}

const FRAME = 'cp-payment-frame';

/**
 * Reads a message of the payment frame: `action=transactResponse&response={json}`, `action=cancel`
 * or `action=resizeWindow&width=…&height=…`, as Accept Hosted words them.
 */
export function readFrameMessage(
  qstr: string,
):
  | { action: 'transactResponse'; response: TransactionResponse }
  | { action: 'cancel' }
  | { action: 'resize'; height: number }
  | null {
  const action = /^action=([A-Za-z]+)/.exec(qstr)?.[1];
  if (action === 'cancel') return { action: 'cancel' };
  if (action === 'resizeWindow') {
    const height = Number(/[&?]height=(\d+)/.exec(qstr)?.[1]);
    return Number.isFinite(height) && height > 0 ? { action: 'resize', height } : null;
  }
  if (action === 'transactResponse') {
    const at = qstr.indexOf('response=');
    try {
      const response = JSON.parse(qstr.slice(at + 'response='.length)) as TransactionResponse;
      return typeof response.transId === 'string' ? { action: 'transactResponse', response } : null;
    } catch {
      return null;
    }
  }
  return null;
}

/**
 * Gets a form token for the amount, posts it into a frame (the provider's hosted form, or the
 * sandbox's stand-in), and hands on what the frame reports. Messages are taken only from our own
 * origin: the provider's form talks to our communicator page, which relays it here.
 */
export function CardPayment({
  reference,
  amountCents,
  bankAccount,
  headers,
  onTransaction,
  onCancel,
}: CardPaymentProps) {
  const [token, setToken] = useState<PaymentTokenResponse | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [height, setHeight] = useState(520);
  const form = useRef<HTMLFormElement>(null);
  const handlers = useRef({ onTransaction, onCancel });
  handlers.current = { onTransaction, onCancel };
  const reported = useRef(false);

  useEffect(() => {
    let live = true;
    publicCall<PaymentTokenResponse>(
      'POST',
      '/authorize-net/payment-token',
      {
        Reference: reference,
        Amount: amountCents / 100,
        ShowCreditCard: !bankAccount,
        ShowBankAccount: bankAccount,
      },
      headers,
    ).then(
      (t) => live && setToken(t),
      (e: Error) => live && setError(e.message),
    );
    return () => {
      live = false;
    };
    // The credentials are read once per form; a refreshed token does not ask for another form.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [reference, amountCents, bankAccount]);

  useEffect(() => {
    if (token) form.current?.submit();
  }, [token]);

  useEffect(() => {
    const listen = (e: MessageEvent) => {
      if (e.origin !== window.location.origin) return;
      const data = e.data as { source?: unknown; qstr?: unknown } | null;
      if (!data || data.source !== 'canopy-payment' || typeof data.qstr !== 'string') return;
      const message = readFrameMessage(data.qstr);
      if (message?.action === 'resize') setHeight(Math.min(Math.max(message.height, 300), 1200));
      if (message?.action === 'cancel') handlers.current.onCancel();
      // A frame that reports twice still pays once here; the server refuses a second record too.
      if (message?.action === 'transactResponse' && !reported.current) {
        reported.current = true;
        handlers.current.onTransaction(message.response);
      }
    };
    window.addEventListener('message', listen);
    return () => window.removeEventListener('message', listen);
  }, []);

  if (error) return <Notice tone="error">{error}</Notice>;
  return (
    <div className="cp-payment">
      {!token && <p className="cp-dim">Opening the secure payment form…</p>}
      {token && (
        <form ref={form} method="post" action={token.FormUrl} target={FRAME} hidden>
          <input type="hidden" name="token" value={token.Token} />
        </form>
      )}
      <iframe
        name={FRAME}
        title="Secure payment form"
        className="cp-payment-frame"
        style={{ height, width: '100%' }}
      />
    </div>
  );
}
