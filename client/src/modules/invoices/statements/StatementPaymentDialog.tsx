import { useState } from 'react';
import { Button, Group, Modal, Select, Stack, Text, TextInput } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import {
  allocateNewestFirst,
  centsToDollars,
  dollarsToCents,
  formatCurrency,
  InvoiceMessages,
  keepsRemainder,
  PaymentMethodList,
  PaymentMethods,
  StatementMessages as M,
  TransactionTypes,
  type Statement,
} from '@canopy/shared';
import { IDEMPOTENCY_KEY_HEADER, request } from '../../../kernel/api/client';
import { useSession } from '../../../kernel/session/sessionStore';
import { confirm } from '../../../ui/confirm';
import { handleApiError } from '../../../ui/handleApiError';
import { CurrencyInput } from '../../../ui/inputs';
import { notifySuccess } from '../../../ui/notify';
import { invoiceKeys } from '../queries';
import { statementKeys } from './queries';

export interface StatementPaymentDialogProps {
  statement: Statement;
  onClose: () => void;
}

const newKey = () => `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;
// Money taken in hand; a card, a bank account or money on account go through the payment screen.
const methods = PaymentMethodList.filter((m) => keepsRemainder(m.Id)).map((m) => ({
  value: String(m.Id),
  label: m.Name,
}));

/**
 * The statement payment dialog: one payment of the account, spread over the statement's invoices
 * newest first; what is left over stays on account. One key per opened dialog, so a resend after a
 * lost answer records the payment once.
 */
export function StatementPaymentDialog({ statement, onClose }: StatementPaymentDialogProps) {
  const queryClient = useQueryClient();
  const me = useSession()?.Employee.Id ?? null;
  const [key] = useState(newKey);
  const [cents, setCents] = useState<number | null>(null);
  const [methodId, setMethodId] = useState<string>(String(PaymentMethods.Check));
  const [check, setCheck] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function save() {
    if (!cents || cents <= 0) return setError(M.InvalidPaymentAmount);
    setError(null);
    const parts = allocateNewestFirst(
      statement.Invoices.map((i) => ({
        invoiceId: i.InvoiceId,
        balanceCents: dollarsToCents(i.BalanceDue) ?? 0,
      })),
      cents,
    );
    const left = cents - parts.reduce((sum, p) => sum + p.cents, 0);
    if (
      left > 0 &&
      !(await confirm({
        title: 'Dollars on account',
        message: InvoiceMessages.RemainderOnAccount(formatCurrency(left)),
        confirmLabel: 'Keep on account',
      }))
    )
      return;
    setBusy(true);
    try {
      // Payment entry's call (spec §3 Payment).
      await request(
        'POST',
        '/invoiceTransactions/add-multiple',
        {
          AccountId: statement.Account.Id,
          Amount: centsToDollars(cents),
          PaymentMethodId: Number(methodId),
          CheckNumber: check || null,
          CreatedBy: me,
          InvoiceTransactions: parts.map((p) => ({
            invoiceId: p.invoiceId,
            transactionTypeId: TransactionTypes.Payment,
            amount: centsToDollars(p.cents),
            createdBy: me,
            customerNotified: false,
          })),
        },
        { headers: { [IDEMPOTENCY_KEY_HEADER]: key } },
      );
      notifySuccess(InvoiceMessages.PaymentSaved);
      for (const k of [statementKeys.all, invoiceKeys.all])
        void queryClient.invalidateQueries({ queryKey: k });
      onClose();
    } catch (e) {
      handleApiError(e, M.PaymentFailed);
    } finally {
      setBusy(false);
    }
  }

  return (
    <Modal opened onClose={onClose} title={`Payment from ${statement.Account.Name}`} fullScreen={false}>
      <Stack gap="sm">
        <Text size="sm">
          Paid against the newest invoices first; anything over the balance stays on account.
        </Text>
        <CurrencyInput
          label="Amount"
          min={0}
          value={cents}
          onChange={setCents}
          error={error}
          data-autofocus
        />
        <Select
          label="Payment method"
          data={methods}
          value={methodId}
          onChange={(v) => setMethodId(v ?? methodId)}
          allowDeselect={false}
        />
        {Number(methodId) === PaymentMethods.Check && (
          <TextInput
            label="Check number"
            value={check}
            onChange={(e) => setCheck(e.currentTarget.value)}
            maxLength={50}
          />
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button loading={busy} onClick={() => void save()}>
            Save Payment
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
