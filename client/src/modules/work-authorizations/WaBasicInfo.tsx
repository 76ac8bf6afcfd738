import { useState } from 'react';
import { Button, Group, Paper, Select, Title } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import {
  PaymentMethods,
  WorkAuthorizationMessages as M,
  WorkAuthorizationTypeList,
  type WorkAuthorization,
} from '@canopy/shared';
import { api } from '../../kernel/api/client';
import { ApiError } from '../../kernel/api/errors';
import { handleApiError } from '../../ui/handleApiError';
import { notifySuccess } from '../../ui/notify';
import { keep } from './queries';

const PAYMENT_TYPES = [
  { value: String(PaymentMethods.CreditCard), label: 'Credit Card' },
  { value: String(PaymentMethods.ACH), label: 'ACH' },
  { value: String(PaymentMethods.Check), label: 'Check' },
  { value: String(PaymentMethods.Cash), label: 'Cash' },
];
const TYPES = WorkAuthorizationTypeList.map((t) => ({ value: String(t.Id), label: t.Name }));

/** saveBasicInfo: the authorization's type and the customer's payment type, on the shown Version. */
export function WaBasicInfo({ wa }: { wa: WorkAuthorization }) {
  const queryClient = useQueryClient();
  const [typeId, setTypeId] = useState(String(wa.TypeId));
  const [payment, setPayment] = useState<string | null>(
    wa.PaymentMethodId ? String(wa.PaymentMethodId) : null,
  );
  const [saving, setSaving] = useState(false);
  const changed =
    typeId !== String(wa.TypeId) || payment !== (wa.PaymentMethodId ? String(wa.PaymentMethodId) : null);

  async function save() {
    setSaving(true);
    try {
      const body = {
        Id: wa.Id,
        Version: wa.Version,
        TypeId: Number(typeId),
        PaymentMethodId: payment ? Number(payment) : null,
        AutoRenew: wa.AutoRenew,
      };
      keep(queryClient, (await api.put('/workAuthorization/saveBasicInfo', { body })).data);
      notifySuccess('Work authorization saved');
    } catch (e) {
      // Someone saved first: show their record, so the next save starts from it.
      if (e instanceof ApiError && e.isConflict) keep(queryClient, e.data as WorkAuthorization);
      handleApiError(e, M.SomethingWrong);
    } finally {
      setSaving(false);
    }
  }

  return (
    <Paper withBorder p="sm">
      <Title order={2} size="h5" mb="xs">
        Basic info
      </Title>
      <Group gap="sm" align="flex-end" wrap="wrap">
        <Select
          label="Type"
          data={TYPES}
          value={typeId}
          onChange={(v) => v && setTypeId(v)}
          disabled={!wa.CanEdit}
          w={160}
          allowDeselect={false}
        />
        <Select
          label="Payment type"
          data={PAYMENT_TYPES}
          value={payment}
          onChange={setPayment}
          disabled={!wa.CanEdit}
          clearable
          w={180}
        />
        {wa.CanEdit && (
          <Button variant="default" onClick={() => void save()} loading={saving} disabled={!changed}>
            Save
          </Button>
        )}
      </Group>
    </Paper>
  );
}
