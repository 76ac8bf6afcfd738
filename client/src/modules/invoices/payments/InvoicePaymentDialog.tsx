import { useState } from 'react';
import { Button, Checkbox, Group, Modal, Stack, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import {
  allocatePayment,
  dollarsToCents,
  InvoiceMessages as M,
  invoicesReference,
  isCardMethod,
  PaymentMethods,
  type Invoice,
} from '@canopy/shared';
import { CurrencyInput } from '../../../ui/inputs';
import { money } from '../money';
import { PaymentMethodFields } from './PaymentMethodFields';
import { postInvoicePayment, refreshAfterPayment } from './queries';
import { usePaymentFlow } from './usePaymentFlow';

export interface InvoicePaymentDialogProps {
  invoice: Invoice;
  onClose: () => void;
}

/** The payment dialog of invoices.info: one payment on this invoice; a card pays its balance due. */
export function InvoicePaymentDialog({ invoice, onClose }: InvoicePaymentDialogProps) {
  const queryClient = useQueryClient();
  const dueCents = dollarsToCents(invoice.AmountDue) ?? 0;
  const balanceCents = dollarsToCents(invoice.Account.AccountBalance.Balance) ?? 0;
  const [method, setMethod] = useState<number>(PaymentMethods.Check);
  const [amount, setAmount] = useState<number | null>(dueCents);
  const [checkNumber, setCheckNumber] = useState('');
  const [notified, setNotified] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const card = isCardMethod(method);
  const amountCents = card ? dueCents : (amount ?? 0);
  const flow = usePaymentFlow({
    successText: M.PaymentSaved,
    failureText: M.SavePaymentFailedDialog,
    onDone: () => {
      refreshAfterPayment(queryClient, invoice.AccountId, [invoice.Id]);
      onClose();
    },
  });

  async function save() {
    setError(null);
    if (method === PaymentMethods.Check && !checkNumber.trim()) return setError(M.CheckNumberRequired);
    const line = { id: invoice.Id, invoiceDate: invoice.InvoiceDate, dueCents, givenCents: null };
    const problem = await flow.submit({
      method,
      amountCents,
      allocation: allocatePayment(method, amountCents, [line], balanceCents),
      reference: invoicesReference([invoice.Id]),
      send: (key, transactionId) =>
        postInvoicePayment(
          invoice.Id,
          {
            Amount: amountCents / 100,
            PaymentMethodId: method,
            CheckNumber: method === PaymentMethods.Check ? checkNumber.trim() : null,
            AuthorizeTransactionId: transactionId,
            CustomerNotified: notified,
          },
          key,
        ),
    });
    if (problem) setError(problem);
  }

  return (
    <Modal opened onClose={onClose} title="Payment" centered>
      <Stack>
        <Text size="sm">
          Balance due {money(invoice.AmountDue)} · Money on account{' '}
          {money(invoice.Account.AccountBalance.Balance)}
        </Text>
        <PaymentMethodFields
          method={method}
          onMethod={(m) => {
            setError(null);
            setMethod(m);
          }}
          checkNumber={checkNumber}
          onCheckNumber={setCheckNumber}
          moneyOnAccount={balanceCents > 0}
        />
        <CurrencyInput
          label="Amount"
          min={0}
          value={card ? dueCents : amount}
          readOnly={card}
          onChange={(v) => {
            setError(null);
            setAmount(v);
          }}
          error={error}
        />
        <Checkbox
          label="Customer notified"
          checked={notified}
          onChange={(e) => setNotified(e.currentTarget.checked)}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button loading={flow.busy} onClick={() => void save()}>
            Save payment
          </Button>
        </Group>
      </Stack>
      {flow.cardStep}
    </Modal>
  );
}
