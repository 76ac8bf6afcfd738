import { useState } from 'react';
import { Group, Skeleton, Stack, Tabs, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useNavigate, useSearch } from '@tanstack/react-router';
import { B, F, formatZip, has, type AccountLocation } from '@canopy/shared';
import { useClaims } from '../../kernel/session/sessionStore';
import { isNotFound } from '../../ui/apiErrors';
import { BackButton } from '../../ui/BackButton';
import { QueryState } from '../../ui/QueryState';
import { useUnsavedChangesGuard } from '../../ui/useUnsavedChangesGuard';
import { LocationDocuments } from './LocationDocuments';
import { accountHref, LocationHeader } from './LocationHeader';
import { LocationInfoTab } from './LocationInfoTab';
import { LocationNeighbors } from './LocationNeighbors';
import { LocationNotes } from './LocationNotes';
import { locationQuery } from './queries';
import type { LocationTab } from './search';
import { TransferDialog } from './TransferDialog';

const TABS: { value: LocationTab; label: string }[] = [
  { value: 'info', label: 'Info' },
  { value: 'notes', label: 'Notes' },
  { value: 'documents', label: 'Documents' },
  { value: 'neighbors', label: 'Neighbors' },
];

export const nearText = (l: AccountLocation) =>
  [l.Address, l.City, [l.State, formatZip(l.Zip)].filter(Boolean).join(' ')].filter(Boolean).join(', ');

/** /accounts/location?id&acctId&acctName[&tab]: the location with its notes, documents and neighbors. */
export function LocationInfo() {
  const search = useSearch({ from: '/app/accounts/location' });
  const canEdit = has(useClaims(), 'Account', B | F);
  const location = useQuery({ ...locationQuery(search.id), enabled: search.id > 0 });
  const navigate = useNavigate();
  const [dirty, setDirty] = useState(false);
  const [transferring, setTransferring] = useState(false);
  useUnsavedChangesGuard(dirty);
  const tab = search.tab ?? 'info';

  const select = (next: string | null) =>
    void navigate({
      to: '/accounts/location',
      search: { ...search, tab: next && next !== 'info' ? (next as LocationTab) : undefined },
      replace: true,
    });

  function transferred(moved: AccountLocation) {
    setTransferring(false);
    void navigate({
      to: '/accounts/location',
      search: { ...search, acctId: moved.AccountId, acctName: moved.AccountName },
      replace: true,
    });
  }

  const fallback = search.acctId ? accountHref(search.acctId) : '/accounts';
  return (
    <QueryState
      query={location}
      notFound={search.id <= 0 || isNotFound(location.error)}
      notFoundTitle="Location not found"
      errorTitle="The location could not be loaded"
      frame={(notice) => (
        <Stack gap="sm" maw={1400}>
          <Group gap="xs">
            <BackButton fallback={fallback} />
            <Text fw={600}>{search.acctName ?? 'Location'}</Text>
          </Group>
          {notice}
        </Stack>
      )}
      loading={
        <Stack gap="sm" maw={1400} aria-busy aria-label="Loading location">
          <Skeleton height={56} />
          <Skeleton height={36} width={420} />
          <Skeleton height={320} />
        </Stack>
      }
    >
      {(l) => (
        <Stack gap="sm" maw={1400}>
          <LocationHeader location={l} canEdit={canEdit} onTransfer={() => setTransferring(true)} />
          <Tabs value={tab} onChange={select} variant="outline">
            <Tabs.List>
              {TABS.map((t) => (
                <Tabs.Tab key={t.value} value={t.value}>
                  {t.label}
                </Tabs.Tab>
              ))}
            </Tabs.List>
            {/* The info panels stay mounted under other tabs so their unsaved edits survive a look at notes. */}
            <Tabs.Panel value="info" pt="md">
              <LocationInfoTab location={l} canEdit={canEdit} onDirtyChange={setDirty} />
            </Tabs.Panel>
            <Tabs.Panel value="notes" pt="md">
              {tab === 'notes' && <LocationNotes locationId={l.Id} canEdit={canEdit} />}
            </Tabs.Panel>
            <Tabs.Panel value="documents" pt="md">
              {tab === 'documents' && <LocationDocuments locationId={l.Id} canEdit={canEdit} />}
            </Tabs.Panel>
            <Tabs.Panel value="neighbors" pt="md">
              {tab === 'neighbors' && (
                <LocationNeighbors locationId={l.Id} canEdit={canEdit} near={nearText(l)} />
              )}
            </Tabs.Panel>
          </Tabs>
          {canEdit && (
            <TransferDialog
              location={l}
              opened={transferring}
              onClose={() => setTransferring(false)}
              onTransferred={transferred}
            />
          )}
        </Stack>
      )}
    </QueryState>
  );
}
