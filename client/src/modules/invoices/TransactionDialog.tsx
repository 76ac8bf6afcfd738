import { useState } from 'react';
import { Button, Checkbox, Group, Modal, Select, Stack, Text, TextInput, Textarea } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import {
  centsToDollars,
  DIALOG_TYPES,
  dollarsToCents,
  invoiceLabel,
  InvoiceMessages as M,
  parseCurrency,
  SPREAD_TYPES,
  TransactionTypeList,
  TransactionTypes as T,
  workOrderAmountsAddUp,
  type Invoice,
} from '@canopy/shared';
import { api, IDEMPOTENCY_KEY_HEADER } from '../../kernel/api/client';
import { handleApiError } from '../../ui/handleApiError';
import { notifySuccess } from '../../ui/notify';
import { money } from './money';
import { refreshAfterTransaction } from './queries';

export interface TransactionDialogProps {
  invoice: Invoice;
  onClose: () => void;
}

const newKey = () => `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;

/**
 * The transaction dialog (spec §3, §5): credits, adjustments and write-offs spread over the work
 * orders to the cent; a write-off is fixed at the maximum adjustment. One key per opened dialog, so
 * a double click or a resend records the transaction once.
 */
export function TransactionDialog({ invoice, onClose }: TransactionDialogProps) {
  const queryClient = useQueryClient();
  const [key] = useState(newKey);
  const [typeId, setTypeId] = useState<number>(T.Credit);
  const [amount, setAmount] = useState('');
  const [parts, setParts] = useState<Record<number, string>>({});
  const [reason, setReason] = useState('');
  const [notified, setNotified] = useState(false);
  const [reduce, setReduce] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const maxCents = dollarsToCents(invoice.MaxAdjustment) ?? 0;
  const spread = SPREAD_TYPES.includes(typeId);
  const totalCents = typeId === T.WriteOff ? maxCents : parseCurrency(amount);

  async function save() {
    setError(null);
    if (totalCents === null || totalCents <= 0) return setError(M.ValuesInvalid);
    const split = invoice.InvoiceDetails.map((d) => ({
      WorkOrderId: d.WorkOrderId,
      cents: parseCurrency(parts[d.WorkOrderId] ?? '') ?? 0,
    }));
    if (
      spread &&
      !workOrderAmountsAddUp(
        totalCents,
        split.map((s) => s.cents),
      )
    )
      return setError(M.WorkOrderAmounts);
    setBusy(true);
    try {
      await api.post('/invoiceTransactions/{invoiceId}/transactions/add', {
        path: { invoiceId: invoice.Id },
        headers: { [IDEMPOTENCY_KEY_HEADER]: key },
        body: {
          TransactionTypeId: typeId,
          Amount: centsToDollars(totalCents),
          Reason: reason || null,
          CustomerNotified: notified,
          ReduceFromCommissions: reduce,
          InvoiceTransactionWorkOrders: spread
            ? split
                .filter((s) => s.cents > 0)
                .map((s) => ({ WorkOrderId: s.WorkOrderId, Amount: centsToDollars(s.cents) }))
            : [],
        },
      });
      notifySuccess('Transaction saved');
      refreshAfterTransaction(queryClient, invoice.Id);
      onClose();
    } catch (e) {
      setError(handleApiError(e, M.SaveTransactionFailed) ?? M.SaveTransactionFailed);
    } finally {
      setBusy(false);
    }
  }

  return (
    <Modal opened onClose={onClose} title="Add transaction" fullScreen={window.innerWidth <= 768}>
      <Stack gap="sm">
        <Select
          label="Type"
          data={DIALOG_TYPES.map((id) => ({
            value: String(id),
            label: invoiceLabel(TransactionTypeList, id),
          }))}
          value={String(typeId)}
          onChange={(v) => v && setTypeId(Number(v))}
          allowDeselect={false}
        />
        <Text size="sm">
          Amount due {money(invoice.AmountDue)} · Maximum adjustment {money(invoice.MaxAdjustment)}
        </Text>
        <TextInput
          label="Amount"
          inputMode="decimal"
          value={typeId === T.WriteOff ? centsToDollars(maxCents).toFixed(2) : amount}
          readOnly={typeId === T.WriteOff}
          onChange={(e) => setAmount(e.currentTarget.value)}
        />
        {spread &&
          invoice.InvoiceDetails.map((d) => (
            <TextInput
              key={d.WorkOrderId}
              label={`Work order ${d.WorkOrderId}`}
              inputMode="decimal"
              value={parts[d.WorkOrderId] ?? ''}
              onChange={(e) => setParts({ ...parts, [d.WorkOrderId]: e.currentTarget.value })}
            />
          ))}
        <Textarea label="Reason" value={reason} onChange={(e) => setReason(e.currentTarget.value)} />
        <Checkbox
          label="Customer notified"
          checked={notified}
          onChange={(e) => setNotified(e.currentTarget.checked)}
        />
        <Checkbox
          label="Reduce from commissions"
          checked={reduce}
          onChange={(e) => setReduce(e.currentTarget.checked)}
        />
        {error && (
          <Text c="red" role="alert">
            {error}
          </Text>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button onClick={() => void save()} loading={busy}>
            Save
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
