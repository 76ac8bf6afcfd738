import { useState } from 'react';
import { Button, Group, Paper, SegmentedControl, Select, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import {
  F,
  formatDate,
  has,
  ResourceTypes,
  todayIsoDate,
  type TransferFind,
  type TransferFindResult,
} from '@canopy/shared';
import { useClaims, useSession } from '../../kernel/session/sessionStore';
import { handleApiError } from '../../ui/handleApiError';
import { DateInput } from '../../ui/inputs';
import { crewJobTypesQuery, findResources, transferEquipmentTypesQuery } from './queries';
import { SendRequestDialog } from './SendRequestDialog';
import { useOwnBranches } from './useOwnBranches';

export interface FindResourceProps {
  onSent: () => void;
}

const choices = (list: { Id: number; Name: string }[] | undefined) =>
  (list ?? []).map((x) => ({ value: String(x.Id), label: x.Name }));

/** Find Resource (action 1): what other branches could lend on the dates, and a request for it. */
export function FindResource({ onSent }: FindResourceProps) {
  const claims = useClaims();
  const mayRequest = has(claims, 'Transfers', F);
  const session = useSession();
  const own = useOwnBranches();
  const jobTypes = useQuery(crewJobTypesQuery);
  const equipmentTypes = useQuery(transferEquipmentTypesQuery);
  const today = todayIsoDate();
  const [form, setForm] = useState<TransferFind>({
    ResourceTypeId: ResourceTypes.Equipment,
    ToBranchId: session?.PrimaryBranchId ?? null,
    StartDate: today,
    EndDate: today,
  });
  const [results, setResults] = useState<{ asked: TransferFind; rows: TransferFindResult[] } | null>(null);
  const [busy, setBusy] = useState(false);
  const [asking, setAsking] = useState<TransferFindResult | null>(null);
  const crew = form.ResourceTypeId === ResourceTypes.Crew;
  const set = (next: Partial<TransferFind>) => setForm((f) => ({ ...f, ...next }));
  const id = (v: string | null) => (v ? Number(v) : null);

  async function find() {
    setBusy(true);
    try {
      setResults({ asked: form, rows: await findResources(form) });
    } catch (err) {
      handleApiError(err, 'Failed to find resources');
    } finally {
      setBusy(false);
    }
  }

  return (
    <Stack gap="md">
      <Paper withBorder p="sm">
        <Stack gap="sm">
          <SegmentedControl
            aria-label="Resource type"
            value={String(form.ResourceTypeId)}
            onChange={(v) => set({ ResourceTypeId: Number(v), JobTitleId: null, EquipmentTypeId: null })}
            data={[
              { value: String(ResourceTypes.Equipment), label: 'Equipment' },
              { value: String(ResourceTypes.Crew), label: 'Crew' },
            ]}
            style={{ alignSelf: 'flex-start' }}
          />
          <Group gap="sm" align="flex-end" wrap="wrap">
            {crew ? (
              <Select
                label="Crew type"
                data={choices(jobTypes.data)}
                value={form.JobTitleId ? String(form.JobTitleId) : null}
                onChange={(v) => set({ JobTitleId: id(v) })}
                w={200}
              />
            ) : (
              <Select
                label="Equipment type"
                searchable
                data={choices(equipmentTypes.data)}
                value={form.EquipmentTypeId ? String(form.EquipmentTypeId) : null}
                onChange={(v) => set({ EquipmentTypeId: id(v) })}
                w={220}
              />
            )}
            <Select
              label="For branch"
              data={choices(own)}
              value={form.ToBranchId ? String(form.ToBranchId) : null}
              onChange={(v) => set({ ToBranchId: id(v) })}
              w={200}
            />
            <DateInput
              label="Start date"
              value={form.StartDate ?? null}
              onChange={(d) => set({ StartDate: d })}
              w={150}
            />
            <DateInput
              label="End date"
              value={form.EndDate ?? null}
              onChange={(d) => set({ EndDate: d })}
              w={150}
            />
            <Button onClick={find} loading={busy}>
              Find
            </Button>
          </Group>
        </Stack>
      </Paper>
      {results &&
        (results.rows.length ? (
          <Stack gap="sm" role="list" aria-label="Branches that can lend">
            {results.rows.map((r) => (
              <Paper key={r.BranchId} withBorder p="sm" role="listitem" aria-label={r.BranchName}>
                <Group justify="space-between" wrap="wrap" gap="xs">
                  <Stack gap={2}>
                    <Text fw={600}>{r.BranchName}</Text>
                    <Text size="sm">
                      {r.TypeName}: {r.MinAvailable} free every day
                    </Text>
                    <Text size="xs" c="dimmed">
                      {r.Dates.map((d) => `${formatDate(d.Date)}: ${d.Available}`).join(' · ')}
                    </Text>
                  </Stack>
                  {mayRequest && <Button onClick={() => setAsking(r)}>Request</Button>}
                </Group>
              </Paper>
            ))}
          </Stack>
        ) : (
          <Text c="dimmed">
            No other branch has any free on these dates. Try other dates or another type.
          </Text>
        ))}
      {asking && results && (
        <SendRequestDialog
          result={asking}
          asked={results.asked}
          onClose={() => setAsking(null)}
          onSent={() => {
            setAsking(null);
            onSent();
          }}
        />
      )}
      {!mayRequest && (
        <Text size="sm" c="dimmed">
          Sending a request needs Transfers Full access.
        </Text>
      )}
    </Stack>
  );
}
