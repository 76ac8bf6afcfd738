import { useState } from 'react';
import { Button, Group, Paper, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Navigate, useSearch } from '@tanstack/react-router';
import {
  formatDate,
  StatementMessages as M,
  todayIsoDate,
  type Statement,
  type StatementQuery,
} from '@canopy/shared';
import { BackButton } from '../../../ui/BackButton';
import { QueryState } from '../../../ui/QueryState';
import { money } from '../money';
import { statementQuery } from './queries';
import { StatementActions } from './StatementActions';
import { StatementPaymentDialog } from './StatementPaymentDialog';

/** The statement view: one account's open invoices with their amounts, aging, email, print and payment. */
export function StatementView() {
  const search = useSearch({ from: '/app/invoices/statements/view' });
  const q = { StatementDate: search.date ?? todayIsoDate(), AgingDays: search.aging };
  const statement = useQuery({ ...statementQuery(search.id ?? 0, q), enabled: !!search.id });
  // Without an account there is no statement to show: back to the statements.
  if (!search.id) return <Navigate to="/invoices/statements" />;
  return (
    <Stack gap="md">
      <Group gap="xs">
        <BackButton fallback="/invoices/statements" />
        <Title order={1} size="h3">
          Statement
        </Title>
      </Group>
      <QueryState query={statement} errorTitle={M.NotRetrieved}>
        {(s) => <StatementBody statement={s} agingDays={q.AgingDays} />}
      </QueryState>
    </Stack>
  );
}

function StatementBody({
  statement: s,
  agingDays,
}: {
  statement: Statement;
  agingDays?: StatementQuery['AgingDays'];
}) {
  const [paying, setPaying] = useState(false);
  const a = s.BillingAddress;
  return (
    <Stack gap="md">
      <Paper withBorder p="sm">
        <Text fw={700}>{s.Account.Name}</Text>
        {a && (
          <Text size="sm">
            {a.Address1}
            {a.Address2 ? `, ${a.Address2}` : ''}, {a.City}, {a.State} {a.Zip}
          </Text>
        )}
        <Text size="sm">Statement date: {formatDate(s.StatementDate)}</Text>
        {s.Email && <Text size="sm">E-mail: {s.Email}</Text>}
      </Paper>
      <StatementActions
        selection={{ AccountIds: [s.Id], StatementDate: s.StatementDate, AgingDays: agingDays }}
        invoiceCount={s.Invoices.length}
      />
      <Table.ScrollContainer minWidth={520}>
        <Table striped>
          <Table.Thead>
            <Table.Tr>
              {['Invoice', 'Date', 'Total', 'Adjustments', 'Credits', 'Amount Due', 'Balance'].map((h) => (
                <Table.Th key={h}>{h}</Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {s.Invoices.map((i) => (
              <Table.Tr key={i.InvoiceId}>
                <Table.Td>{i.InvoiceId}</Table.Td>
                <Table.Td>{formatDate(i.InvoiceDate)}</Table.Td>
                <Table.Td>{money(i.InvoiceTotal)}</Table.Td>
                <Table.Td>{money(i.TotalAdjustments)}</Table.Td>
                <Table.Td>{money(i.TotalCredits)}</Table.Td>
                <Table.Td>{money(i.AmountDue)}</Table.Td>
                <Table.Td>{money(i.BalanceDue)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      <SimpleGrid cols={{ base: 2, sm: 5 }} spacing="xs">
        {s.Aging.map((b) => (
          <Paper key={b.Label} withBorder p="xs">
            <Text size="xs" c="dimmed">
              {b.Label} days
            </Text>
            <Text size="sm">{money(b.Amount)}</Text>
          </Paper>
        ))}
      </SimpleGrid>
      <Group justify="space-between" wrap="wrap">
        <Text fw={700}>Total balance due: {money(s.BalanceDue)}</Text>
        <Button onClick={() => setPaying(true)} disabled={s.BalanceDue <= 0}>
          Enter Payment
        </Button>
      </Group>
      {paying && <StatementPaymentDialog statement={s} onClose={() => setPaying(false)} />}
    </Stack>
  );
}
