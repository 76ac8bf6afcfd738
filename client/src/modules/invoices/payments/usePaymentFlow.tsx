import { useState, type ReactNode } from 'react';
import {
  formatCurrency,
  InvoiceMessages as M,
  isCardMethod,
  keepsRemainder,
  PaymentMethods,
  type Allocation,
  type PaymentResult,
} from '@canopy/shared';
import { confirm } from '../../../ui/confirm';
import { handleApiError } from '../../../ui/handleApiError';
import { notifySuccess } from '../../../ui/notify';
import { CardStep } from './CardStep';
import { newPaymentKey } from './queries';

export interface PaymentSubmission {
  method: number;
  amountCents: number;
  allocation: Allocation;
  /** The card form's reference for the invoices paid. */
  reference: string;
  send: (key: string, authorizeTransactionId: string | null) => Promise<PaymentResult>;
}

/**
 * What the payment screen and the payment dialog do alike (spec §5): the rules first, the
 * remainder of cash, check or a promotion confirmed as dollars on account, card and ACH through the
 * provider's form, then one call with one key per payment, so a resend records it once.
 */
export function usePaymentFlow(opts: {
  successText: string;
  failureText: string;
  onDone: (result: PaymentResult) => void;
}) {
  const [key, setKey] = useState(newPaymentKey);
  const [busy, setBusy] = useState(false);
  const [card, setCard] = useState<PaymentSubmission | null>(null);

  async function run(p: PaymentSubmission, transactionId: string | null) {
    setBusy(true);
    try {
      const result = await p.send(key, transactionId);
      notifySuccess(opts.successText);
      setKey(newPaymentKey());
      opts.onDone(result);
    } catch (e) {
      handleApiError(e, opts.failureText);
    } finally {
      setBusy(false);
    }
  }

  /** null when it went ahead (or the user stopped it); else the rule's message to show. */
  async function submit(p: PaymentSubmission): Promise<string | null> {
    if (!p.allocation.ok) return p.allocation.message;
    const left = p.allocation.leftoverCents;
    if (keepsRemainder(p.method) && left > 0) {
      const yes = await confirm({
        title: 'Dollars on account',
        message: M.RemainderOnAccount(formatCurrency(left)),
        confirmLabel: 'Keep on account',
      });
      if (!yes) return null;
    }
    if (isCardMethod(p.method)) setCard(p);
    else await run(p, null);
    return null;
  }

  const cardStep: ReactNode = card && (
    <CardStep
      reference={card.reference}
      amountCents={card.amountCents}
      bankAccount={card.method === PaymentMethods.ACH}
      onClose={() => setCard(null)}
      onPaid={(id) => {
        setCard(null);
        void run(card, id);
      }}
    />
  );
  return { submit, busy, cardStep };
}
