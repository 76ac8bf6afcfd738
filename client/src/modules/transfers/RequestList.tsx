import { useState } from 'react';
import { Button, Group, Text } from '@mantine/core';
import {
  F,
  has,
  TRANSFER_REQUEST_PAGE_SIZE,
  TransferStatuses,
  todayIsoDate,
  type TransferRequest,
} from '@canopy/shared';
import { useClaims, useSession } from '../../kernel/session/sessionStore';
import { DataList } from '../../ui/DataList';
import { pageSizeChoices, type ListRequest } from '../../ui/listState';
import { fetchTransferRequests, transferKeys } from './queries';
import { listSearch, toListState, type TransferSearch } from './search';
import { StatusChangeDialog, statusName } from './StatusChangeDialog';
import { transferColumns } from './transferColumns';

export interface RequestListProps {
  /** Show Borrowed Resources: what confirmed transfers lend the user's branches, today or later. */
  borrowed: boolean;
  search: TransferSearch;
  onSearch: (next: Pick<TransferSearch, 'q' | 'page' | 'size'>) => void;
}

/** Show Requests (action 3) and Show Borrowed Resources (action 2), 12 a page. */
export function RequestList({ borrowed, search, onSearch }: RequestListProps) {
  const claims = useClaims();
  const session = useSession();
  const mayAct = has(claims, 'Transfers', F);
  const [change, setChange] = useState<{ request: TransferRequest; statusId: number } | null>(null);
  const fetchPage = (req: ListRequest) =>
    fetchTransferRequests(
      borrowed
        ? {
            ...req,
            StatusIds: [TransferStatuses.Confirmed],
            ToBranchIds: session?.BranchIds ?? [],
            FromDate: todayIsoDate(),
          }
        : req,
    );
  const actions = (r: TransferRequest) =>
    mayAct && r.NextStatusIds.length ? (
      <Group gap={4} wrap="wrap">
        {r.NextStatusIds.map((s) => (
          <Button
            key={s}
            size="compact-xs"
            variant="light"
            onClick={(e) => {
              e.stopPropagation();
              setChange({ request: r, statusId: s });
            }}
          >
            {statusName(s)}
          </Button>
        ))}
      </Group>
    ) : null;

  return (
    <>
      <DataList<TransferRequest>
        columns={[...transferColumns, { key: 'Actions', title: '', render: actions }]}
        pageSizes={pageSizeChoices(TRANSFER_REQUEST_PAGE_SIZE)}
        queryKey={[...transferKeys.requests, borrowed ? 'borrowed' : 'all']}
        fetchPage={fetchPage}
        state={toListState(search)}
        onStateChange={(s) => onSearch(listSearch(s))}
        rowKey={(r) => r.Id}
        rowLabel={(r) => `Transfer request ${r.Id}`}
        searchPlaceholder="Branch, type or request number"
        emptyText={
          <Text c="dimmed">
            {borrowed
              ? 'Your branches have nothing borrowed from today on. Use Find Resource to ask another branch.'
              : 'No transfer requests yet. Use Find Resource to ask another branch for crew or equipment.'}
          </Text>
        }
      />
      {change && <StatusChangeDialog {...change} onClose={() => setChange(null)} />}
    </>
  );
}
