import { Table, Text } from '@mantine/core';
import { formatCurrency } from '@canopy/shared';
import { priceFieldLabel, type PriceField } from './priceFields';
import type { PreviewRow } from './pricePreview';

export type PricePreviewTableProps = {
  rows: PreviewRow[];
  fields: PriceField[];
  pricingType: number;
  totalRows: number;
};

const shown = (cents: number | null) => (cents === null ? '—' : formatCurrency(cents));

/** A few rows before and after a price update, so the user checks the arithmetic before saving. */
export function PricePreviewTable({ rows, fields, pricingType, totalRows }: PricePreviewTableProps) {
  return (
    <>
      <Table withTableBorder striped fz="sm" aria-label="Price preview">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Size</Table.Th>
            {fields.map((f) => (
              <Table.Th key={f} ta="right">
                {priceFieldLabel(f, pricingType)}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr key={row.id}>
              <Table.Td>{row.label}</Table.Td>
              {row.prices.map((p) => (
                <Table.Td key={p.field} ta="right" style={{ whiteSpace: 'nowrap' }}>
                  {p.before === null ? (
                    '—'
                  ) : (
                    <>
                      <Text span c="dimmed" size="sm">
                        {shown(p.before)}
                      </Text>
                      {' → '}
                      <Text span fw={600} size="sm">
                        {shown(p.after)}
                      </Text>
                    </>
                  )}
                </Table.Td>
              ))}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      {totalRows > rows.length && (
        <Text size="xs" c="dimmed">
          Showing {rows.length} of {totalRows} rows; every row changes the same way.
        </Text>
      )}
    </>
  );
}
