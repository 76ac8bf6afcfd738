import { useState } from 'react';
import { Button, Group, Modal, ScrollArea, Skeleton, Stack, Table, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { useInfiniteQuery, useQueryClient } from '@tanstack/react-query';
import {
  AccountStatuses,
  locationLabel,
  nameOf,
  TRANSFER_ACCOUNT_TAKE,
  transferFailedMessage,
  type AccountLocation,
  type TransferAccount,
} from '@canopy/shared';
import { failureMessage } from '../../ui/apiErrors';
import { notifyError, notifySuccess } from '../../ui/notify';
import { QueryState } from '../../ui/QueryState';
import { transferLocation } from './mutations';
import { fetchTransferTargets, locationKeys } from './queries';

export interface TransferDialogProps {
  location: AccountLocation;
  opened: boolean;
  onClose: () => void;
  /** Called with the moved location once the server has transferred it. */
  onTransferred: (moved: AccountLocation) => void;
}

/** Moves the location to another account: search accounts 20 at a time, pick one, confirm. */
export function TransferDialog({ location, opened, onClose, onTransferred }: TransferDialogProps) {
  const [query, setQuery] = useState('');
  const [debounced] = useDebouncedValue(query, 300);
  const [target, setTarget] = useState<TransferAccount | null>(null);
  const [busy, setBusy] = useState(false);
  const queryClient = useQueryClient();
  const label = locationLabel(location.Name, location.Address);

  const targets = useInfiniteQuery({
    queryKey: [...locationKeys.transferTargets(location.Id), debounced.trim()],
    queryFn: ({ pageParam, signal }) => fetchTransferTargets(location.Id, debounced, pageParam, signal),
    initialPageParam: 0,
    getNextPageParam: (last, pages) => {
      const loaded = pages.length * TRANSFER_ACCOUNT_TAKE;
      return last.rows.length === TRANSFER_ACCOUNT_TAKE && loaded < last.total ? loaded : undefined;
    },
    enabled: opened,
  });
  const rows = targets.data?.pages.flatMap((p) => p.rows) ?? [];
  const total = targets.data?.pages[0]?.total ?? 0;

  function close() {
    if (busy) return;
    setTarget(null);
    setQuery('');
    onClose();
  }

  async function transfer() {
    if (!target) return;
    setBusy(true);
    try {
      const moved = await transferLocation(queryClient, location.Id, target.Id);
      notifySuccess(`${label} now belongs to ${target.Name}.`);
      setTarget(null);
      setQuery('');
      onTransferred(moved);
    } catch (error) {
      // The server's own message names the location, the account and why.
      notifyError(failureMessage(error, transferFailedMessage(label, target.Name)));
    } finally {
      setBusy(false);
    }
  }

  return (
    <Modal opened={opened} onClose={close} title="Transfer location" size="lg" centered>
      {target ? (
        <Stack>
          <Text>
            Transfer <b>{label}</b> from <b>{location.AccountName}</b> to <b>{target.Name}</b>?
          </Text>
          <Text size="sm" c="dimmed">
            The location keeps its phones, notes, neighbors, documents and inventory. Its contact links go,
            the new account’s primary contact becomes its primary contact, and it stops being a bill-to
            location.
          </Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setTarget(null)} disabled={busy}>
              Back
            </Button>
            <Button onClick={transfer} loading={busy}>
              Transfer
            </Button>
          </Group>
        </Stack>
      ) : (
        <Stack gap="sm">
          <TextInput
            aria-label="Search accounts"
            placeholder="Search accounts"
            leftSection={<IconSearch size={16} />}
            value={query}
            onChange={(e) => setQuery(e.currentTarget.value)}
            data-autofocus
          />
          <QueryState
            query={targets}
            errorTitle="The accounts could not be loaded"
            retryLabel={null}
            loading={<Skeleton height={120} aria-label="Loading accounts" />}
          >
            {rows.length === 0 ? (
              <Text size="sm" c="dimmed">
                No account to transfer to matches the search.
              </Text>
            ) : (
              <ScrollArea.Autosize mah={380}>
                <Table highlightOnHover verticalSpacing={4} fz="sm">
                  <Table.Thead>
                    <Table.Tr>
                      <Table.Th>Account</Table.Th>
                      <Table.Th>Branch</Table.Th>
                      <Table.Th>Status</Table.Th>
                      <Table.Th />
                    </Table.Tr>
                  </Table.Thead>
                  <Table.Tbody>
                    {rows.map((a) => (
                      <Table.Tr key={a.Id}>
                        <Table.Td>{a.Name}</Table.Td>
                        <Table.Td>{a.BranchName}</Table.Td>
                        <Table.Td>{String(nameOf(AccountStatuses, a.StatusId) ?? '')}</Table.Td>
                        <Table.Td align="right">
                          <Button
                            size="compact-xs"
                            variant="light"
                            onClick={() => setTarget(a)}
                            aria-label={`Choose ${a.Name}`}
                          >
                            Choose
                          </Button>
                        </Table.Td>
                      </Table.Tr>
                    ))}
                  </Table.Tbody>
                </Table>
              </ScrollArea.Autosize>
            )}
          </QueryState>
          <Group justify="space-between">
            <Text size="xs" c="dimmed">
              {rows.length ? `${rows.length} of ${total} accounts` : ''}
            </Text>
            {targets.hasNextPage && (
              <Button
                size="xs"
                variant="default"
                loading={targets.isFetchingNextPage}
                onClick={() => void targets.fetchNextPage()}
              >
                Load 20 more
              </Button>
            )}
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
