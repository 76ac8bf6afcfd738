import { SegmentedControl, Stack, Title } from '@mantine/core';
import { useNavigate, useSearch } from '@tanstack/react-router';
import { TransferActions } from '@canopy/shared';
import { FindResource } from './FindResource';
import { RequestList } from './RequestList';
import type { TransferSearch } from './search';

const ACTIONS = [
  { value: String(TransferActions.FindResource), label: 'Find Resource' },
  { value: String(TransferActions.ShowBorrowedResources), label: 'Show Borrowed Resources' },
  { value: String(TransferActions.ShowRequests), label: 'Show Requests' },
];

/**
 * Manage Resource Transfers (/transfer/): find crew or equipment another branch can lend and ask
 * for it, see what the user's branches have borrowed, and follow every request's status.
 */
export function TransferScreen() {
  const search = useSearch({ from: '/app/transfer' });
  const navigate = useNavigate();
  const action = search.action ?? TransferActions.FindResource;
  const go = (next: TransferSearch) => void navigate({ to: '/transfer', search: next, replace: true });

  return (
    <Stack gap="md">
      <Title order={1} size="h3">
        Resource Transfers
      </Title>
      <SegmentedControl
        aria-label="Action"
        data={ACTIONS}
        value={String(action)}
        onChange={(v) => go({ action: Number(v) === TransferActions.FindResource ? undefined : Number(v) })}
        orientation="horizontal"
        fullWidth
        style={{ maxWidth: 640 }}
        styles={{ label: { whiteSpace: 'normal', lineHeight: 1.2 } }}
      />
      {action === TransferActions.FindResource ? (
        <FindResource onSent={() => go({ action: TransferActions.ShowRequests })} />
      ) : (
        <RequestList
          key={action}
          borrowed={action === TransferActions.ShowBorrowedResources}
          search={search}
          onSearch={(next) => go({ action, ...next })}
        />
      )}
    </Stack>
  );
}
