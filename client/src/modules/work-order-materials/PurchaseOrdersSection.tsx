import { useState } from 'react';
import { Badge, Button, Group, Loader, MultiSelect, Stack, Text, Title } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { B, F, has, Messages, P, type PurchaseOrder, type WorkOrder } from '@canopy/shared';
import { useClaims } from '../../kernel/session/sessionStore';
import { failureMessage } from '../../ui/apiErrors';
import { LoadNotice } from '../../ui/LoadNotice';
import { notifyError, notifySuccess } from '../../ui/notify';
import { saveWorkOrderPurchaseOrders } from './mutations';
import { workOrderPurchaseOrdersQuery } from './queries';

const dates = (p: PurchaseOrder) =>
  p.EffectiveStartDate || p.EffectiveEndDate
    ? ` (${p.EffectiveStartDate ?? '…'} – ${p.EffectiveEndDate ?? '…'})`
    : '';

/**
 * The account purchase orders the work order cites. Changing them needs WorkOrders and Account Full
 * or Branch (spec §6); only the account's unarchived POs in effect today are offered.
 */
export function PurchaseOrdersSection({ workOrder }: { workOrder: WorkOrder; onChanged: () => void }) {
  const claims = useClaims();
  const queryClient = useQueryClient();
  const query = useQuery(workOrderPurchaseOrdersQuery(workOrder.Id));
  const [picked, setPicked] = useState<string[] | null>(null);
  const [saving, setSaving] = useState(false);
  const canEdit = has(claims, 'WorkOrders', P | B | F) && has(claims, 'Account', B | F);

  if (query.isLoading) return <Loader size="sm" aria-label="Loading purchase orders" />;
  if (query.error || !query.data)
    return (
      <LoadNotice
        title="The purchase orders could not be loaded"
        error={query.error}
        onRetry={query.refetch}
      />
    );
  const { PurchaseOrders: cited, Choices } = query.data;
  const options = [...cited, ...Choices.filter((c) => !cited.some((p) => p.Id === c.Id))];
  const current = cited.map((p) => String(p.Id));
  const value = picked ?? current;
  const changed = picked !== null && [...picked].sort().join() !== [...current].sort().join();

  async function save() {
    setSaving(true);
    try {
      await saveWorkOrderPurchaseOrders(queryClient, workOrder.Id, value.map(Number));
      setPicked(null);
      notifySuccess('Purchase orders saved');
    } catch (error) {
      notifyError(failureMessage(error, Messages.WorkOrderPurchaseOrdersFailed));
    } finally {
      setSaving(false);
    }
  }

  return (
    <Stack gap="sm" maw={640}>
      <Title order={4}>Purchase orders</Title>
      {canEdit ? (
        <>
          <MultiSelect
            label="Purchase orders"
            placeholder={
              options.length ? 'Choose purchase orders' : 'The account has no purchase orders in effect'
            }
            data={options.map((p) => ({ value: String(p.Id), label: `${p.Po}${dates(p)}` }))}
            value={value}
            onChange={setPicked}
            searchable
            clearable
          />
          <Group justify="flex-end">
            <Button variant="default" disabled={!changed || saving} onClick={() => setPicked(null)}>
              Undo
            </Button>
            <Button disabled={!changed} loading={saving} onClick={() => void save()}>
              Save purchase orders
            </Button>
          </Group>
        </>
      ) : cited.length ? (
        <Group gap="xs">
          {cited.map((p) => (
            <Badge key={p.Id} variant="light">
              {p.Po}
            </Badge>
          ))}
        </Group>
      ) : (
        <Text c="dimmed" size="sm">
          This work order cites no purchase orders.
        </Text>
      )}
    </Stack>
  );
}
