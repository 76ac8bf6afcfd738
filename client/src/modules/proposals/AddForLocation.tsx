import { useState } from 'react';
import { Button, Group, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../kernel/api/client';
import { BackButton } from '../../ui/BackButton';
import { handleApiError } from '../../ui/handleApiError';
import { LocationPicker } from './LocationPicker';

interface Props {
  /** "Proposal" or "Contract": the title reads Add …, the button Create …. */
  noun: string;
  /** Where Back goes when there is no page to go back to. */
  fallback: string;
  /** A location screen's own location: no picker then. */
  locationId?: number;
  /** Creates the record for the chosen location and goes on to its screen. */
  create: (locationId: number) => Promise<void>;
  failed: string;
}

/**
 * Adding a proposal or a contract (spec §2 proposals.add, contracts.add): pick an account and one of
 * its locations, or come from a location screen with it chosen.
 */
export function AddForLocation({ noun, fallback, locationId, create, failed }: Props) {
  const [chosen, setChosen] = useState<number | null>(locationId ?? null);
  const [saving, setSaving] = useState(false);
  const fromLocation = useQuery({
    queryKey: ['proposals', 'add', 'location', locationId ?? 0],
    queryFn: async () =>
      (await api.get('/accounts/accountLocations/{id}', { path: { id: locationId! } })).data,
    enabled: !!locationId,
  });

  async function submit() {
    if (!chosen) return;
    setSaving(true);
    try {
      await create(chosen);
    } catch (error) {
      handleApiError(error, failed);
    } finally {
      setSaving(false);
    }
  }

  const loc = fromLocation.data;
  return (
    <Stack gap="md" maw={560}>
      <Group gap="xs">
        <BackButton fallback={fallback} />
        <Title order={1} size="h3">
          Add {noun}
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
        <Button onClick={() => void submit()} disabled={!chosen} loading={saving}>
          Create {noun}
        </Button>
      </Group>
    </Stack>
  );
}
