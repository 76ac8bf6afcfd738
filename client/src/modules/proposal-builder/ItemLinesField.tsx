import { Group, NumberInput, Stack, Text } from '@mantine/core';

export type ItemLine = {
  ServiceItemId: number;
  Name: string;
  ServiceUnits: number | string;
  PricingUnits: number | string;
};

export type ItemLinesFieldProps = {
  lines: ItemLine[];
  onChange: (lines: ItemLine[]) => void;
};

/** The inventory items a service treats, each with its service units and the units it is priced by. */
export function ItemLinesField({ lines, onChange }: ItemLinesFieldProps) {
  if (!lines.length) return null;
  const set = (i: number, patch: Partial<ItemLine>) =>
    onChange(lines.map((l, j) => (j === i ? { ...l, ...patch } : l)));
  return (
    <Stack gap={4}>
      <Text size="sm" fw={600}>
        Inventory items
      </Text>
      {lines.map((l, i) => (
        <Stack key={l.ServiceItemId} gap={2}>
          <Text size="xs" truncate>
            {l.Name || `Item ${l.ServiceItemId}`}
          </Text>
          <Group grow gap="xs">
            <NumberInput
              size="xs"
              aria-label={`Service units of ${l.Name || l.ServiceItemId}`}
              placeholder="Service units"
              value={l.ServiceUnits}
              onChange={(v) => set(i, { ServiceUnits: v })}
              min={0}
              decimalScale={2}
            />
            <NumberInput
              size="xs"
              aria-label={`Pricing units of ${l.Name || l.ServiceItemId}`}
              placeholder="Pricing units"
              value={l.PricingUnits}
              onChange={(v) => set(i, { PricingUnits: v })}
              min={0}
              decimalScale={2}
            />
          </Group>
        </Stack>
      ))}
    </Stack>
  );
}
