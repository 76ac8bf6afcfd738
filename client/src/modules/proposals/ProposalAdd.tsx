import { useState } from 'react';
import { Button, Group, Select, Stack, Text, Title } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate, useSearch } from '@tanstack/react-router';
import { ProposalMessages as M } from '@canopy/shared';
import { api } from '../../kernel/api/client';
import { BackButton } from '../../ui/BackButton';
import { handleApiError } from '../../ui/handleApiError';
import { notifySuccess } from '../../ui/notify';
import { fetchAccountLocations, fetchAccounts } from '../accounts/queries';
import { createProposal } from './mutations';

const firstPage = { Skip: 0, Take: 15, IncludeArchived: false, Descending: false };

/**
 * Add Proposal (spec §2 proposals.add): pick an account and one of its locations, or come from a
 * location screen with it chosen. The new proposal is Created and opens in the builder.
 */
export function ProposalAdd() {
  const { locationId } = useSearch({ from: '/app/proposals/add' });
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [accountText, setAccountText] = useState('');
  const [accountId, setAccountId] = useState<number | null>(null);
  const [chosen, setChosen] = useState<number | null>(locationId ?? null);
  const [saving, setSaving] = useState(false);

  const fromLocation = useQuery({
    queryKey: ['proposals', 'add', 'location', locationId ?? 0],
    queryFn: async () =>
      (await api.get('/accounts/accountLocations/{id}', { path: { id: locationId! } })).data,
    enabled: !!locationId,
  });
  const accounts = useQuery({
    queryKey: ['proposals', 'add', 'accounts', accountText],
    queryFn: () => fetchAccounts({ ...firstPage, Query: accountText }),
    enabled: !locationId,
  });
  const locations = useQuery({
    queryKey: ['proposals', 'add', 'locations', accountId ?? 0],
    queryFn: () => fetchAccountLocations(accountId!, { ...firstPage, Take: 99, Query: '' }),
    enabled: !!accountId,
  });

  async function create() {
    if (!chosen) return;
    setSaving(true);
    try {
      const p = await createProposal(queryClient, { Id: 0, AccountLocationId: chosen });
      notifySuccess(M.Created);
      void navigate({ to: '/builder', search: { id: p.Id } } as never);
    } catch (error) {
      handleApiError(error, M.SaveFailed);
    } finally {
      setSaving(false);
    }
  }

  const loc = fromLocation.data;
  return (
    <Stack gap="md" maw={560}>
      <Group gap="xs">
        <BackButton fallback="/proposals" />
        <Title order={1} size="h3">
          Add Proposal
        </Title>
      </Group>
      {loc ? (
        <Text>
          For {loc.AccountName}: {loc.Address}, {loc.City}
        </Text>
      ) : (
        <>
          <Select
            label="Account"
            placeholder="Type to search accounts"
            searchable
            searchValue={accountText}
            onSearchChange={setAccountText}
            data={(accounts.data?.rows ?? []).map((a) => ({ value: String(a.Id), label: a.Name }))}
            value={accountId ? String(accountId) : null}
            onChange={(v) => {
              setAccountId(v ? Number(v) : null);
              setChosen(null);
            }}
            filter={({ options }) => options}
            nothingFoundMessage="No accounts match"
          />
          <Select
            label="Location"
            placeholder={accountId ? 'Choose a service location' : 'Choose an account first'}
            disabled={!accountId}
            data={(locations.data?.rows ?? []).map((l) => ({
              value: String(l.Id),
              label: `${l.Address}, ${l.City}`,
            }))}
            value={chosen ? String(chosen) : null}
            onChange={(v) => setChosen(v ? Number(v) : null)}
            error={
              accountId && locations.data && !locations.data.rows.length ? M.LocationRequired : undefined
            }
          />
        </>
      )}
      <Group>
        <Button onClick={() => void create()} disabled={!chosen} loading={saving}>
          Create Proposal
        </Button>
      </Group>
    </Stack>
  );
}
