import { useState } from 'react';
import { Button, Group, Stack, Title } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate, useSearch } from '@tanstack/react-router';
import { ContractMessages as M, ProposalMessages, ProposalTypes } from '@canopy/shared';
import { BackButton } from '../../ui/BackButton';
import { handleApiError } from '../../ui/handleApiError';
import { notifySuccess } from '../../ui/notify';
import { LocationPicker } from '../proposals/LocationPicker';
import { createProposal } from '../proposals/mutations';
import { contractKeys } from './queries';

/** contracts.add: a new contract (Created) for an account location, opened on its detail screen. */
export function ContractAdd() {
  const { id } = useSearch({ from: '/app/proposals/contracts/add' });
  const navigate = useNavigate();
  const client = useQueryClient();
  const [chosen, setChosen] = useState<number | null>(id ?? null);
  const [saving, setSaving] = useState(false);
  async function create() {
    if (!chosen) return;
    setSaving(true);
    try {
      const c = await createProposal(client, {
        Id: 0,
        AccountLocationId: chosen,
        ProposalTypeId: ProposalTypes.Contract,
      });
      await client.invalidateQueries({ queryKey: contractKeys.all });
      notifySuccess(M.Saved);
      void navigate({ to: '/proposals/contracts/detail', search: { id: c.Id } });
    } catch (error) {
      handleApiError(error, ProposalMessages.SaveFailed);
    } finally {
      setSaving(false);
    }
  }
  return (
    <Stack gap="md" maw={560}>
      <Group gap="xs">
        <BackButton fallback="/proposals/contracts" />
        <Title order={1} size="h3">
          Add Contract
        </Title>
      </Group>
      <LocationPicker value={chosen} onChange={setChosen} />
      <Group>
        <Button onClick={() => void create()} disabled={!chosen} loading={saving}>
          Create Contract
        </Button>
      </Group>
    </Stack>
  );
}
