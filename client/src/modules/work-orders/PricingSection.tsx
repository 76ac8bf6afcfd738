import { Group, Paper, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { formatCurrency, type WorkOrder } from '@canopy/shared';
import { FormSkeleton } from '../../ui/FormSkeleton';
import { LoadNotice } from '../../ui/LoadNotice';
import { cents, workOrderPricingQuery } from './pricing';

export interface PricingSectionProps {
  workOrder: WorkOrder;
  onChanged: () => void;
}

function Amount({ label, cents: value, strong }: { label: string; cents: number; strong?: boolean }) {
  return (
    <Group justify="space-between" gap="xs" wrap="nowrap">
      <Text size="sm" c={strong ? undefined : 'dimmed'} fw={strong ? 600 : undefined}>
        {label}
      </Text>
      <Text size="sm" fw={strong ? 600 : undefined} style={{ fontVariantNumeric: 'tabular-nums' }}>
        {formatCurrency(value)}
      </Text>
    </Group>
  );
}

/**
 * The order's prices (spec §6, WorkOrders_Pricing ReadOnly or Full): the estimated value, each live
 * service's total cost and equipment subtotal, and what they come to together, as the server sums
 * them (GET workOrders/{id}/pricing). Rows stack as cards so a phone shows them without sideways
 * scrolling.
 */
export function PricingSection({ workOrder: w }: PricingSectionProps) {
  const pricing = useQuery(workOrderPricingQuery(w.Id));
  if (pricing.error)
    return (
      <LoadNotice title="The prices could not be loaded" error={pricing.error} onRetry={pricing.refetch} />
    );
  if (!pricing.data) return <FormSkeleton rows={3} />;
  const p = pricing.data;
  return (
    <Stack gap="sm" maw={640}>
      <Paper withBorder p="sm">
        <Amount label="Estimated value" cents={cents(w.EstimatedValue)} strong />
      </Paper>
      {p.Services.length === 0 && <Text size="sm">This work order has no services.</Text>}
      {p.Services.map((s) => (
        <Paper key={s.Id} withBorder p="sm" aria-label={s.Name} component="section">
          <Text fw={500} size="sm" mb={4} style={{ overflowWrap: 'anywhere' }}>
            {s.Name}
          </Text>
          <Amount label="Total cost" cents={cents(s.TotalCost)} />
          <Amount label="Equipment subtotal" cents={cents(s.EquipmentSubtotal)} />
        </Paper>
      ))}
      {p.Services.length > 0 && (
        <Paper withBorder p="sm" aria-label="Services total" component="section">
          <Amount label="Total cost of services" cents={cents(p.TotalCost)} />
          <Amount label="Equipment subtotals" cents={cents(p.EquipmentSubtotal)} />
          <Amount label="Services total" cents={cents(p.Total)} strong />
        </Paper>
      )}
    </Stack>
  );
}
