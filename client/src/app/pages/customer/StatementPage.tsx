import { Table, Text } from '@mantine/core';
import { useLocation } from '@tanstack/react-router';
import { PublicFrame } from '../PublicFrame';
import { money } from './money';

/** The statement as the statements screen hands it over in router state (spec: Statement). */
export interface StatementData {
  Account?: { Id: number; Name?: string };
  Invoices?: {
    Id?: number;
    InvoiceTotal?: number;
    TotalAdjustments?: number;
    TotalCredits?: number;
    AmountDue?: number;
    BalanceDue?: number;
  }[];
}

export function StatementPage() {
  const statement = useLocation({ select: (l) => l.state.statement }) ?? {};
  const invoices = statement.Invoices ?? [];
  return (
    <PublicFrame title="Statement" width={860}>
      {statement.Account && (
        <Text size="sm">
          Account {statement.Account.Name ?? ''} (#{statement.Account.Id})
        </Text>
      )}
      <Table striped withTableBorder>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Invoice</Table.Th>
            <Table.Th ta="right">Total</Table.Th>
            <Table.Th ta="right">Adjustments</Table.Th>
            <Table.Th ta="right">Credits</Table.Th>
            <Table.Th ta="right">Amount due</Table.Th>
            <Table.Th ta="right">Balance due</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {invoices.map((inv, i) => (
            <Table.Tr key={inv.Id ?? i}>
              <Table.Td>{inv.Id}</Table.Td>
              <Table.Td ta="right">{money(inv.InvoiceTotal)}</Table.Td>
              <Table.Td ta="right">{money(inv.TotalAdjustments)}</Table.Td>
              <Table.Td ta="right">{money(inv.TotalCredits)}</Table.Td>
              <Table.Td ta="right">{money(inv.AmountDue)}</Table.Td>
              <Table.Td ta="right">{money(inv.BalanceDue)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </PublicFrame>
  );
}
