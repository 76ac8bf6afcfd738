import { Paper, Table, Text } from '@mantine/core';
import type { PaymentResult } from '@canopy/shared';
import { money } from '../money';

/** What the payment just recorded did: each invoice's share and balance, and what went on account. */
export function LastPayment({ result }: { result: PaymentResult }) {
  return (
    <Paper withBorder p="sm" aria-label="Last payment">
      <Text size="sm" fw={600}>
        Payment of {money(result.Amount)} recorded
      </Text>
      {!!result.Invoices.length && (
        <Table.ScrollContainer minWidth={280}>
          <Table>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Invoice</Table.Th>
                <Table.Th>Paid</Table.Th>
                <Table.Th>Balance due</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {result.Invoices.map((i) => (
                <Table.Tr key={i.InvoiceId}>
                  <Table.Td>{i.InvoiceId}</Table.Td>
                  <Table.Td>{money(i.Amount)}</Table.Td>
                  <Table.Td>{money(i.AmountDue)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      <Text size="sm">Dollars on account from this payment: {money(result.OnAccount)}</Text>
    </Paper>
  );
}
