import { useState } from 'react';
import { Button, Group, Modal, NumberInput, SegmentedControl, Stack, TextInput } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { PaymentMethods, WorkAuthorizationMessages as M, type WorkAuthorization } from '@canopy/shared';
import { api } from '../../kernel/api/client';
import { handleApiError } from '../../ui/handleApiError';
import { notifySuccess } from '../../ui/notify';
import { keep } from './queries';

const newKey = () => `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;

/**
 * The office's payment dialog: a deposit by cash or check, or a promotional discount. One idempotency
 * key per opening, so a double click or a resend records the payment once.
 */
export function PaymentDialog({
  wa,
  opened,
  onClose,
}: {
  wa: WorkAuthorization;
  opened: boolean;
  onClose: () => void;
}) {
  const queryClient = useQueryClient();
  const [key] = useState(newKey);
  const [kind, setKind] = useState<'deposit' | 'promotion'>('deposit');
  const [method, setMethod] = useState<number>(PaymentMethods.Check);
  const [amount, setAmount] = useState<number | ''>(wa.DefaultDeposit || '');
  const [check, setCheck] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function save() {
    if (!amount || amount <= 0) return setError(M.EnterAmount);
    setBusy(true);
    try {
      const body = {
        Amount: amount,
        PaymentMethodId: kind === 'promotion' ? PaymentMethods.PromotionalDiscount : method,
        CheckNumber: method === PaymentMethods.Check ? check || null : null,
        IsDeposit: kind === 'deposit',
      };
      const headers = { 'Idempotency-Key': `${key}-${kind}` };
      const path =
        kind === 'deposit' ? '/workAuthorization/{id}/deposit' : '/workAuthorization/{id}/promotion';
      const { data } = await api.post(path, { path: { id: wa.Id }, body, headers });
      keep(queryClient, data);
      notifySuccess('Payment saved successfully');
      onClose();
    } catch (e) {
      handleApiError(e, kind === 'deposit' ? M.DepositFailed : M.PromotionFailed);
    } finally {
      setBusy(false);
    }
  }

  return (
    <Modal opened={opened} onClose={onClose} title="Payment" centered>
      <Stack>
        <SegmentedControl
          value={kind}
          onChange={(v) => setKind(v as 'deposit' | 'promotion')}
          data={[
            { value: 'deposit', label: 'Deposit' },
            { value: 'promotion', label: 'Promotion' },
          ]}
        />
        {kind === 'deposit' && (
          <SegmentedControl
            value={String(method)}
            onChange={(v) => setMethod(Number(v))}
            data={[
              { value: String(PaymentMethods.Check), label: 'Check' },
              { value: String(PaymentMethods.Cash), label: 'Cash' },
            ]}
          />
        )}
        <NumberInput
          label="Amount"
          prefix="$"
          decimalScale={2}
          min={0}
          value={amount}
          onChange={(v) => {
            setError(null);
            setAmount(typeof v === 'number' ? v : '');
          }}
          error={error}
        />
        {kind === 'deposit' && method === PaymentMethods.Check && (
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
            Pay
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
