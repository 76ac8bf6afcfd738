import { Group, Paper, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { formatCurrency, type WorkOrder } from '@canopy/shared';
import { FormSkeleton } from '../../ui/FormSkeleton';
import { LoadNotice } from '../../ui/LoadNotice';
import { woServiceKeys } from '../work-order-services/queries';
import { cents, fetchLiveServices, pricingOf } from './pricing';

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
 * service's total cost and equipment subtotal, and what they come to together. Rows stack as cards so
 * a phone shows them without sideways scrolling.
 */
export function PricingSection({ workOrder: w }: PricingSectionProps) {
  const services = useQuery({
    queryKey: [...woServiceKeys.list(w.Id), 'pricing'] as const,
    queryFn: () => fetchLiveServices(w.Id),
  });
  if (services.error)
    return (
      <LoadNotice title="The prices could not be loaded" error={services.error} onRetry={services.refetch} />
    );
  if (!services.data) return <FormSkeleton rows={3} />;
  const p = pricingOf(services.data);
  return (
    <Stack gap="sm" maw={640}>
      <Paper withBorder p="sm">
        <Amount label="Estimated value" cents={cents(w.EstimatedValue)} strong />
      </Paper>
      {p.services.length === 0 && <Text size="sm">This work order has no services.</Text>}
      {p.services.map((s) => (
        <Paper key={s.Id} withBorder p="sm" aria-label={s.Name} component="section">
          <Text fw={500} size="sm" mb={4} style={{ overflowWrap: 'anywhere' }}>
            {s.Name}
          </Text>
          <Amount label="Total cost" cents={s.TotalCost} />
          <Amount label="Equipment subtotal" cents={s.EquipmentSubtotal} />
        </Paper>
      ))}
      {p.services.length > 0 && (
        <Paper withBorder p="sm" aria-label="Services total" component="section">
          <Amount label="Total cost of services" cents={p.totalCost} />
          <Amount label="Equipment subtotals" cents={p.equipmentSubtotal} />
          <Amount label="Services total" cents={p.total} strong />
        </Paper>
      )}
    </Stack>
  );
}
