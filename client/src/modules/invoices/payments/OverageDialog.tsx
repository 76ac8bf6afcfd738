import { useState } from 'react';
import { Button, Group, Modal, Select, Stack, Text, Textarea } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { formatDate, InvoiceMessages as M, type Invoice } from '@canopy/shared';
import { useSession } from '../../../kernel/session/sessionStore';
import { handleApiError } from '../../../ui/handleApiError';
import { notifySuccess } from '../../../ui/notify';
import { money } from '../money';
import { newPaymentKey, paymentAccountQuery, postOverage, refreshAfterPayment } from './queries';

export interface OverageDialogProps {
  invoice: Invoice;
  onClose: () => void;
}

/** The overage payment dialog: money an earlier payment left on account, applied to this invoice. */
export function OverageDialog({ invoice, onClose }: OverageDialogProps) {
  const queryClient = useQueryClient();
  const session = useSession();
  const account = useQuery(paymentAccountQuery(invoice.AccountId));
  const [key] = useState(newPaymentKey);
  const [chosen, setChosen] = useState<string | null>(null);
  const [note, setNote] = useState('');
  const [busy, setBusy] = useState(false);
  const overages = account.data?.Overages ?? [];

  async function apply() {
    if (!chosen) return;
    setBusy(true);
    try {
      const applied = await postOverage(
        {
          InvoiceId: invoice.Id,
          OverageTransactionId: Number(chosen),
          Note: note.trim() || null,
          EmployeeId: session?.Employee.Id ?? null,
        },
        key,
      );
      notifySuccess(`${M.OverageApplied}: ${money(applied.Amount)}`);
      refreshAfterPayment(queryClient, invoice.AccountId, [invoice.Id]);
      onClose();
    } catch (e) {
      handleApiError(e, M.ApplyOverageFailed);
    } finally {
      setBusy(false);
    }
  }

  return (
    <Modal opened onClose={onClose} title="Overage payment" centered>
      <Stack>
        <Text size="sm">Balance due {money(invoice.AmountDue)}</Text>
        {account.error ? <Text c="red">{M.ApplyOverageFailed}</Text> : null}
        {account.data && !overages.length ? <Text size="sm">{M.NoMoneyOnAccount}</Text> : null}
        <Select
          label="Overage"
          placeholder="Choose a payment with money on account"
          data={overages.map((o) => ({
            value: String(o.TransactionId),
            label: `${formatDate(o.DateCreated)} ${o.PaymentMethod} ${money(o.Amount)}, ${money(o.Balance)} on account`,
          }))}
          value={chosen}
          onChange={setChosen}
        />
        <Textarea
          label="Note"
          value={note}
          onChange={(e) => setNote(e.currentTarget.value)}
          maxLength={2000}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button loading={busy} disabled={!chosen} onClick={() => void apply()}>
            Apply overage
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
