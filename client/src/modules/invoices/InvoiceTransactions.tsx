import { useState } from 'react';
import { Badge, Button, Group, Paper, Table, Text, Title } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import {
  B,
  F,
  formatDate,
  InvoiceApprovedStatuses,
  InvoiceMessages as M,
  type Invoice,
  type InvoiceTransaction,
} from '@canopy/shared';
import { useClaims, useSession } from '../../kernel/session/sessionStore';
import { handleApiError } from '../../ui/handleApiError';
import { notifySuccess } from '../../ui/notify';
import { approveTransaction } from './approveTransaction';
import { money } from './money';
import { refreshAfterTransaction, transactionsQuery } from './queries';
import { TransactionDialog } from './TransactionDialog';

export interface InvoiceTransactionsProps {
  invoice: Invoice;
  mayEdit: boolean;
}

/** The invoice's transactions with approve buttons for those the user may approve, and the add dialog. */
export function InvoiceTransactions({ invoice, mayEdit }: InvoiceTransactionsProps) {
  const queryClient = useQueryClient();
  const claims = useClaims();
  const session = useSession();
  const list = useQuery(transactionsQuery(invoice.Id));
  const [adding, setAdding] = useState(false);
  const approval = claims?.Invoices_TransactionApproval ?? 0;
  const mayApprove = (t: InvoiceTransaction) =>
    !!(approval & F) || (!!(approval & B) && (session?.BranchIds ?? []).includes(t.BranchId));

  async function approve(t: InvoiceTransaction) {
    try {
      await approveTransaction(t, !!(approval & F), session?.Employee.Id ?? 0);
      notifySuccess('Transaction approved');
      refreshAfterTransaction(queryClient, invoice.Id);
    } catch (e) {
      handleApiError(e, M.ApprovalFailed);
    }
  }

  return (
    <Paper withBorder p="md">
      <Group justify="space-between" mb="xs">
        <Title order={2} size="h5">
          Transactions
        </Title>
        {mayEdit && invoice.ApprovedStatusId === InvoiceApprovedStatuses.Approved && (
          <Button onClick={() => setAdding(true)}>Add transaction</Button>
        )}
      </Group>
      {list.error ? <Text c="red">{M.TransactionsFailed}</Text> : null}
      {list.data && !list.data.length ? <Text size="sm">No transactions yet</Text> : null}
      {!!list.data?.length && (
        <Table.ScrollContainer minWidth={320}>
          <Table>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Type</Table.Th>
                <Table.Th>Amount</Table.Th>
                <Table.Th>Date</Table.Th>
                <Table.Th>By</Table.Th>
                <Table.Th>Status</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {list.data.map((t) => (
                <Table.Tr key={t.Id}>
                  <Table.Td>{t.TransactionType}</Table.Td>
                  <Table.Td>{money(t.Amount)}</Table.Td>
                  <Table.Td>{formatDate(t.DateCreated)}</Table.Td>
                  <Table.Td>{t.CreatedBy}</Table.Td>
                  <Table.Td>
                    {t.Approved ? (
                      <Badge color="green">Approved</Badge>
                    ) : mayApprove(t) ? (
                      <Button size="xs" onClick={() => void approve(t)}>
                        Approve
                      </Button>
                    ) : (
                      <Badge color="yellow">Waiting on approval</Badge>
                    )}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      {adding && <TransactionDialog invoice={invoice} onClose={() => setAdding(false)} />}
    </Paper>
  );
}
