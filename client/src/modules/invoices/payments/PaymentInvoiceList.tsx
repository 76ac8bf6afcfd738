import { Checkbox, Group, Paper, Stack, Text } from '@mantine/core';
import { dollarsToCents, formatDate, type PayableInvoice } from '@canopy/shared';
import { CurrencyInput } from '../../../ui/inputs';
import { money } from '../money';

export interface PaymentInvoiceListProps {
  invoices: PayableInvoice[];
  /** Chosen invoices and the amount entered for each (null: its share is spread newest first). */
  chosen: Map<number, number | null>;
  onChange: (next: Map<number, number | null>) => void;
  /** Card and ACH pay each chosen invoice a stated amount, its balance due unless changed. */
  amountsRequired: boolean;
}

/** The account's open invoices, newest first, each with a box and, once chosen, its amount. */
export function PaymentInvoiceList({ invoices, chosen, onChange, amountsRequired }: PaymentInvoiceListProps) {
  const set = (id: number, amount: number | null | undefined) => {
    const next = new Map(chosen);
    if (amount === undefined) next.delete(id);
    else next.set(id, amount);
    onChange(next);
  };
  if (!invoices.length) return <Text size="sm">No open invoices</Text>;
  return (
    <Stack gap="xs">
      {invoices.map((inv) => {
        const due = dollarsToCents(inv.AmountDue) ?? 0;
        const on = chosen.has(inv.Id);
        return (
          <Paper key={inv.Id} withBorder p="sm">
            <Group justify="space-between" wrap="wrap" gap="xs">
              <Checkbox
                label={`Invoice ${inv.Id}`}
                checked={on}
                onChange={(e) =>
                  set(inv.Id, e.currentTarget.checked ? (amountsRequired ? due : null) : undefined)
                }
              />
              <Text size="sm">Balance due {money(inv.AmountDue)}</Text>
            </Group>
            <Text size="xs" c="dimmed">
              {formatDate(inv.InvoiceDate)} · {inv.BranchName} · Invoice amount {money(inv.InvoiceAmount)}
            </Text>
            {on && (
              <CurrencyInput
                mt="xs"
                label={`Amount for invoice ${inv.Id}`}
                placeholder="Newest first"
                min={0}
                value={chosen.get(inv.Id) ?? null}
                onChange={(v) => set(inv.Id, v)}
              />
            )}
          </Paper>
        );
      })}
    </Stack>
  );
}
