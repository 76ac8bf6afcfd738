import { useState } from 'react';
import { Button, Group, Stack, Text, Title } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate, useSearch } from '@tanstack/react-router';
import { ProposalMessages as M } from '@canopy/shared';
import { api } from '../../kernel/api/client';
import { BackButton } from '../../ui/BackButton';
import { handleApiError } from '../../ui/handleApiError';
import { notifySuccess } from '../../ui/notify';
import { LocationPicker } from './LocationPicker';
import { createProposal } from './mutations';

/**
 * Add Proposal (spec §2 proposals.add): pick an account and one of its locations, or come from a
 * location screen with it chosen. The new proposal is Created and opens in the builder.
 */
export function ProposalAdd() {
  const { locationId } = useSearch({ from: '/app/proposals/add' });
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [chosen, setChosen] = useState<number | null>(locationId ?? null);
  const [saving, setSaving] = useState(false);

  const fromLocation = useQuery({
    queryKey: ['proposals', 'add', 'location', locationId ?? 0],
    queryFn: async () =>
      (await api.get('/accounts/accountLocations/{id}', { path: { id: locationId! } })).data,
    enabled: !!locationId,
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
        <LocationPicker value={chosen} onChange={setChosen} />
      )}
      <Group>
        <Button onClick={() => void create()} disabled={!chosen} loading={saving}>
          Create Proposal
        </Button>
      </Group>
    </Stack>
  );
}
