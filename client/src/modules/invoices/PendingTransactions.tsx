import { Button, Group, Stack, Title } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate, useSearch } from '@tanstack/react-router';
import {
  APPROVABLE_TYPES,
  B,
  F,
  formatDate,
  invoiceLabel,
  InvoiceMessages as M,
  TransactionPendingTypeList,
  TransactionTypeList,
  type InvoiceTransaction,
} from '@canopy/shared';
import { branchChoicesFor } from '../../kernel/api/branchChoices';
import { useClaims, useSession } from '../../kernel/session/sessionStore';
import { BackButton } from '../../ui/BackButton';
import { DataList } from '../../ui/DataList';
import type { DataListColumn } from '../../ui/dataListTypes';
import { handleApiError } from '../../ui/handleApiError';
import { idOptions, idsFilter } from '../../ui/idsFilter';
import { useListState } from '../../ui/listState';
import { notifySuccess } from '../../ui/notify';
import { approveTransaction } from './approveTransaction';
import { money } from './money';
import { fetchPending, invoiceKeys, type PendingFilters } from './queries';

const typeChoices = APPROVABLE_TYPES.map((id) => ({
  value: id,
  label: invoiceLabel(TransactionTypeList, id),
}));

/** invoices.pendingTransactions: unapproved transactions by branch, type and pending type; approve. */
export function PendingTransactions() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const search = useSearch({ from: '/app/invoices/pending-transactions' });
  const session = useSession();
  const approval = useClaims()?.Invoices_TransactionApproval ?? 0;
  const me = session?.Employee.Id ?? 0;
  const branches = useQuery(branchChoicesFor('Invoices_TransactionApproval', me)).data?.Branches ?? [];
  const list = useListState<PendingFilters>({
    pageSize: 12,
    filters: { TransactionPendingTypeIds: search.transactionPendingTypeIds },
  });
  const f = list.state.filters;
  const idFilter = idsFilter(f, (next) => list.onStateChange({ ...list.state, page: 1, filters: next }));
  const mayApprove = (t: InvoiceTransaction) =>
    !!(approval & F) || (!!(approval & B) && (session?.BranchIds ?? []).includes(t.BranchId));

  async function approve(t: InvoiceTransaction) {
    try {
      await approveTransaction(t, !!(approval & F), me);
      notifySuccess('Transaction approved');
      for (const key of [
        invoiceKeys.pending,
        invoiceKeys.detail(t.InvoiceId),
        invoiceKeys.list,
        invoiceKeys.totals,
      ])
        void queryClient.invalidateQueries({ queryKey: key });
    } catch (e) {
      handleApiError(e, M.ApprovingError);
    }
  }

  const columns: DataListColumn<InvoiceTransaction>[] = [
    { key: 'InvoiceId', title: 'Invoice #', width: 100 },
    { key: 'AccountName', title: 'Account', maxWidth: 220 },
    { key: 'BranchName', title: 'Branch', hideOnPhone: true },
    { key: 'TransactionType', title: 'Type', width: 150 },
    { key: 'Amount', title: 'Amount', width: 110, render: (t) => money(t.Amount) },
    { key: 'CreatedBy', title: 'Entered by', hideOnPhone: true },
    {
      key: 'DateCreated',
      title: 'Date',
      width: 100,
      hideOnPhone: true,
      render: (t) => formatDate(t.DateCreated),
    },
    {
      key: 'approve',
      title: '',
      width: 110,
      render: (t) =>
        mayApprove(t) ? (
          <Button
            size="xs"
            onClick={(e) => {
              e.stopPropagation();
              void approve(t);
            }}
          >
            Approve
          </Button>
        ) : null,
    },
  ];

  return (
    <Stack gap="md">
      <Group gap="xs">
        <BackButton fallback="/invoices" />
        <Title order={1} size="h3">
          Pending Transactions
        </Title>
      </Group>
      <DataList<InvoiceTransaction, PendingFilters>
        columns={columns}
        queryKey={invoiceKeys.pending}
        fetchPage={fetchPending}
        state={list.state}
        onStateChange={list.onStateChange}
        pageSizes={[12]}
        searchPlaceholder="Search invoice number or account"
        emptyText="No transactions are waiting for approval"
        onRowClick={(t) => void navigate({ to: '/invoices/info', search: { id: t.InvoiceId } })}
        toolbar={
          <Group gap="sm" align="flex-end" wrap="wrap">
            {idFilter('BranchIds', 'Branch', idOptions(branches))}
            {idFilter('TransactionTypeIds', 'Type', typeChoices)}
            {idFilter('TransactionPendingTypeIds', 'Pending', idOptions(TransactionPendingTypeList))}
          </Group>
        }
      />
    </Stack>
  );
}
