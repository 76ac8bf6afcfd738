import type { ReactNode } from 'react';
import { Group, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useSearch } from '@tanstack/react-router';
import { B, F, formatZip, has, locationLabel, Messages } from '@canopy/shared';
import { useClaims } from '../../kernel/session/sessionStore';
import { isNotFound } from '../../ui/apiErrors';
import { BackButton } from '../../ui/BackButton';
import { LoadNotice } from '../../ui/LoadNotice';
import { HrefLink } from './HrefLink';
import { LocationDocuments } from './LocationDocuments';
import { accountHref } from './LocationHeader';
import { LocationNeighbors } from './LocationNeighbors';
import { LocationNotes } from './LocationNotes';
import { locationQuery } from './queries';
import type { LocationPartSearch } from './search';

type Part = 'notes' | 'documents' | 'neighbors';
const TITLES: Record<Part, string> = {
  notes: 'Location Notes',
  documents: 'Location Documents',
  neighbors: 'Location Neighbors',
};

/**
 * Notes, documents or neighbors on a screen of their own. The screen's parameters name the location
 * and account until the location has loaded; a transferred location is shown read-only.
 */
function LocationPartPage({ part, search }: { part: Part; search: LocationPartSearch }) {
  const canEdit = has(useClaims(), 'Account', B | F) && !search.transferred;
  const location = useQuery({ ...locationQuery(search.id), enabled: search.id > 0 });
  const l = location.data;
  const name = l ? locationLabel(l.Name, l.Address) : (search.name ?? '');
  const acctId = l?.AccountId ?? search.acctId;
  const acctName = l?.AccountName ?? search.acctName;
  const near = l
    ? [l.Address, l.City, `${l.State} ${formatZip(l.Zip)}`].join(', ')
    : [search.city, [search.state, search.zip].filter(Boolean).join(' ')].filter(Boolean).join(', ');
  const back =
    search.id > 0 ? `/accounts/location?id=${search.id}` : acctId ? accountHref(acctId) : '/accounts';
  const missing = search.id <= 0 || isNotFound(location.error);

  let body: ReactNode;
  if (missing)
    body = (
      <LoadNotice color="yellow" title="Location not found">
        {Messages.NotFound}
      </LoadNotice>
    );
  else if (part === 'notes') body = <LocationNotes locationId={search.id} canEdit={canEdit} />;
  else if (part === 'documents') body = <LocationDocuments locationId={search.id} canEdit={canEdit} />;
  else body = <LocationNeighbors locationId={search.id} canEdit={canEdit} near={near || undefined} />;

  return (
    <Stack gap="sm" maw={1200}>
      <Group gap="xs" align="flex-start" wrap="nowrap">
        <BackButton fallback={back} />
        <Stack gap={0}>
          <Title order={1} size="h3">
            {TITLES[part]}
          </Title>
          <Text size="sm" c="dimmed">
            {name}
            {acctId && acctName && (
              <>
                {name && ' · '}
                <HrefLink href={accountHref(acctId)} size="sm">
                  {acctName}
                </HrefLink>
              </>
            )}
          </Text>
        </Stack>
      </Group>
      {body}
    </Stack>
  );
}

export function LocationNotesPage() {
  return <LocationPartPage part="notes" search={useSearch({ from: '/app/accounts/location/notes' })} />;
}

export function LocationDocumentsPage() {
  return (
    <LocationPartPage part="documents" search={useSearch({ from: '/app/accounts/location/documents' })} />
  );
}

export function LocationNeighborsPage() {
  return (
    <LocationPartPage part="neighbors" search={useSearch({ from: '/app/accounts/location/neighbors' })} />
  );
}
