import { useState } from 'react';
import { Anchor, Button, Group, NumberInput, Stack, Text, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { ContractMessages as M, isRenewalYear, type RenewalsResult } from '@canopy/shared';
import { api } from '../../kernel/api/client';
import { BackButton } from '../../ui/BackButton';
import { handleApiError } from '../../ui/handleApiError';
import { JobProgress } from '../../ui/JobProgress';
import { useCanOpen } from '../account-extras/useCanOpen';

const thisYear = () => new Date().getFullYear();
const FAILED = 'Error generating contracts';
const INCREASES = [
  ['plantHealthCareIncrease', 'Plant health care increase (%)'],
  ['fertilizationIncrease', 'Fertilization increase (%)'],
  ['lawnCareIncrease', 'Lawn care increase (%)'],
] as const;
type IncreaseKey = (typeof INCREASES)[number][0];

/**
 * proposals.renewables (Contracts Full): next year's contracts from this year's renewable services,
 * each classification raised by its percentage. The run is a background job: its progress shows
 * here, then how many contracts it made.
 */
export function GenerateRenewals() {
  const [year, setYear] = useState<number | string>(thisYear() + 1);
  const [inc, setInc] = useState<Record<IncreaseKey, number | string>>({
    plantHealthCareIncrease: 0,
    fertilizationIncrease: 0,
    lawnCareIncrease: 0,
  });
  const [jobId, setJobId] = useState<number | null>(null);
  const [busy, setBusy] = useState(false);
  const contracts = useCanOpen('/proposals/contracts');
  const yearOk = typeof year === 'number' && isRenewalYear(year, thisYear());

  async function generate() {
    if (!yearOk) return;
    setBusy(true);
    try {
      const body = {
        year,
        ...Object.fromEntries(INCREASES.map(([k]) => [k, Number(inc[k]) || 0])),
      };
      const res = await api.post('/proposals/genRenewables', { body: body as never });
      setJobId(res.data.JobId);
    } catch (error) {
      handleApiError(error, FAILED);
    } finally {
      setBusy(false);
    }
  }

  return (
    <Stack gap="md" maw={560}>
      <Group gap="xs" wrap="nowrap">
        <BackButton fallback="/proposals" />
        <Title order={1} size="h3">
          Generate Contracts
        </Title>
      </Group>
      <Text size="sm" c="dimmed">
        Each contract whose renewable services fall due in the year gets a new contract for it, every service
        line raised by its percentage and rounded to the cent. Running a year again adds nothing.
      </Text>
      <NumberInput
        label="Year"
        value={year}
        onChange={setYear}
        allowDecimal={false}
        error={yearOk ? undefined : M.InvalidValue}
        disabled={!!jobId}
      />
      {INCREASES.map(([key, label]) => (
        <NumberInput
          key={key}
          label={label}
          value={inc[key]}
          onChange={(v) => setInc((s) => ({ ...s, [key]: v }))}
          min={0}
          max={100}
          decimalScale={2}
          disabled={!!jobId}
        />
      ))}
      {jobId ? (
        <JobProgress
          jobId={jobId}
          label="Contracts generated"
          result={(job) => {
            const r = job.Result as RenewalsResult;
            return `${r.NumProposals} contracts generated for ${r.Year}.`;
          }}
        />
      ) : (
        <Group>
          <Button onClick={generate} loading={busy} disabled={!yearOk}>
            Generate Contracts
          </Button>
        </Group>
      )}
      {jobId && (
        <Group>
          <Button variant="default" onClick={() => setJobId(null)}>
            Generate another year
          </Button>
          {contracts && (
            <Anchor component={Link} to="/proposals/contracts" size="sm">
              Contracts
            </Anchor>
          )}
        </Group>
      )}
    </Stack>
  );
}
