import { useState } from 'react';
import { Group, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useNavigate, useSearch } from '@tanstack/react-router';
import type { RequestLocation } from '@canopy/shared';
import { BackButton } from '../../ui/BackButton';
import { LocationSearch } from './LocationSearch';
import { requestQuery } from './queries';
import { RequestForm } from './RequestForm';

/**
 * Add Service Request (spec §2 requests.add): a location found by account name or address (an
 * account's own with acctId; the location of request `id` to book a follow-up), then the request with
 * the §9 time defaults.
 */
export function RequestAdd() {
  const { id, acctId } = useSearch({ from: '/app/requests/add' });
  const navigate = useNavigate();
  const [location, setLocation] = useState<RequestLocation | null>(null);
  const from = useQuery({ ...requestQuery(id ?? 0), enabled: !!id });
  const copied: RequestLocation | null = from.data
    ? {
        Id: from.data.AccountLocationId,
        AccountId: from.data.AccountId,
        AccountName: from.data.AccountName,
        Address: from.data.Address,
        City: '',
        State: '',
        Zip: '',
        BranchId: from.data.BranchId,
        SalesRepId: from.data.SalesRepId,
      }
    : null;
  const chosen = location ?? copied;

  return (
    <Stack gap="md" maw={720}>
      <Group gap="xs">
        <BackButton fallback="/requests" />
        <Title order={1} size="h3">
          Add Service Request
        </Title>
      </Group>
      {copied && !location ? (
        <Text style={{ overflowWrap: 'anywhere' }}>
          For {copied.AccountName}: {copied.Address}
        </Text>
      ) : (
        <LocationSearch value={location} onChange={setLocation} accountId={acctId} />
      )}
      <RequestForm
        key={chosen?.Id ?? 0}
        locationId={chosen?.Id ?? null}
        defaultArboristId={chosen?.SalesRepId}
        onSaved={(r) => void navigate({ to: '/requests/info', search: { id: r.Id, url: '/requests' } })}
      />
    </Stack>
  );
}
