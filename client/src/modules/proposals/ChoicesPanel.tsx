import { useEffect, useState } from 'react';
import { Badge, Button, Group, MultiSelect, Paper, Stack, Text, Title } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { ProposalMessages as M, type Proposal } from '@canopy/shared';
import { handleApiError } from '../../ui/handleApiError';
import { notifySuccess } from '../../ui/notify';
import { proposalKeys } from './queries';

export interface ChoicesPanelProps {
  proposal: Proposal;
  title: string;
  /** What the proposal holds now. */
  chosen: { Id: number; label: string }[];
  /** What may be chosen (undefined while loading or when the list cannot be read). */
  options: { Id: number; label: string }[] | undefined;
  emptyText: string;
  save: (ids: number[]) => Promise<Proposal>;
}

/** A proposal's chosen purchase orders or promotions: shown as badges, changed as a whole list. */
export function ChoicesPanel({ proposal, title, chosen, options, emptyText, save }: ChoicesPanelProps) {
  const queryClient = useQueryClient();
  const current = chosen.map((c) => String(c.Id));
  const [value, setValue] = useState(current);
  const [saving, setSaving] = useState(false);
  const key = current.join(',');
  useEffect(() => setValue(key ? key.split(',') : []), [key]);
  const dirty = value.slice().sort().join(',') !== current.slice().sort().join(',');

  async function submit() {
    setSaving(true);
    try {
      const p = await save(value.map(Number));
      queryClient.setQueryData(proposalKeys.detail(p.Id), p);
      notifySuccess(M.Saved);
    } catch (error) {
      handleApiError(error, M.SaveFailed);
    } finally {
      setSaving(false);
    }
  }

  // Chosen ones stay listed even if no longer offered, so the list shows what is saved.
  const data = [...(options ?? []), ...chosen.filter((c) => !options?.some((o) => o.Id === c.Id))].map(
    (o) => ({ value: String(o.Id), label: o.label }),
  );

  return (
    <Paper withBorder p="md">
      <Stack gap="xs">
        <Title order={2} size="h5">
          {title}
        </Title>
        {proposal.CanEdit && options ? (
          <>
            <MultiSelect
              aria-label={title}
              data={data}
              value={value}
              onChange={setValue}
              searchable
              clearable
              placeholder={data.length ? 'Choose' : emptyText}
              nothingFoundMessage="Nothing matches"
              comboboxProps={{ withinPortal: true }}
            />
            <Group>
              <Button size="xs" onClick={() => void submit()} disabled={!dirty} loading={saving}>
                Save {title.toLowerCase()}
              </Button>
            </Group>
          </>
        ) : chosen.length ? (
          <Group gap={6}>
            {chosen.map((c) => (
              <Badge key={c.Id} variant="light" style={{ maxWidth: '100%' }}>
                {c.label}
              </Badge>
            ))}
          </Group>
        ) : (
          <Text size="sm" c="dimmed">
            {emptyText}
          </Text>
        )}
      </Stack>
    </Paper>
  );
}
