import { useState } from 'react';
import { Button, Group, Stack, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { ContractMessages as M, type ContractMailResult, type ContractPrintResult } from '@canopy/shared';
import { api } from '../../kernel/api/client';
import { handleApiError } from '../../ui/handleApiError';
import { JobProgress } from '../../ui/JobProgress';
import { notifyError, notifySuccess } from '../../ui/notify';
import { savePdfOrJob } from '../employees/saveBlob';
import { contractKeys } from './queries';

export interface ContractBulkActionsProps {
  selected: number[];
  /** Every selected contract has a work authorization (spec §5: printing needs one on each). */
  allHaveWa: boolean;
  onDone: () => void;
}

type Running = { kind: 'mail' | 'print'; jobId: number };

const mailResult = (r: ContractMailResult) =>
  r.Failed.length
    ? `${r.Sent} sent. Not sent: ${r.Failed.map((f) => `${f.ProposalNumber} (${f.Message})`).join('; ')}`
    : `${M.EmailSent}: ${r.Sent} sent.`;

/** Bulk confirm, confirm and email, email, and print work authorizations of the selected contracts. */
export function ContractBulkActions({ selected, allHaveWa, onDone }: ContractBulkActionsProps) {
  const client = useQueryClient();
  const [busy, setBusy] = useState<string | null>(null);
  const [running, setRunning] = useState<Running | null>(null);
  const body = (sendEmails: boolean) => ({ body: { proposalIds: selected, sendEmails } });

  async function act(name: string, work: () => Promise<void>, failed: string) {
    // Spec §5: bulk actions require a selection.
    if (!selected.length) return notifyError(M.SelectContracts);
    setBusy(name);
    try {
      await work();
      await client.invalidateQueries({ queryKey: contractKeys.all });
      onDone();
    } catch (error) {
      handleApiError(error, failed);
    } finally {
      setBusy(null);
    }
  }

  const confirm = (sendEmails: boolean) =>
    act(
      sendEmails ? 'confirmEmail' : 'confirm',
      async () => {
        const { data } = await api.post('/proposals/confirmContracts', body(sendEmails));
        notifySuccess(`${data.Confirmed} confirmed`);
        if (data.JobId) setRunning({ kind: 'mail', jobId: data.JobId });
      },
      M.UpdateFailed,
    );
  const email = () =>
    act(
      'email',
      async () => {
        const { data } = await api.post('/proposals/emailContracts', body(true));
        if (data.JobId) setRunning({ kind: 'mail', jobId: data.JobId });
      },
      M.EmailFailed,
    );
  const print = () =>
    // Spec §5: printing needs a work authorization on every selected contract.
    selected.length && !allHaveWa
      ? notifyError(M.NoWorkAuthorization)
      : act(
          'print',
          async () => {
            const { data } = await api.postForFile('/proposals/print-contract-wa-bulk', {
              body: { proposalIds: selected },
            });
            const jobId = await savePdfOrJob(data, 'work-authorizations.pdf');
            if (jobId !== null) setRunning({ kind: 'print', jobId });
          },
          M.NoWorkAuthorization,
        );

  return (
    <Stack gap="xs">
      <Group gap="xs" wrap="wrap">
        <Text size="sm" c="dimmed" aria-live="polite">
          {selected.length} selected
        </Text>
        <Button size="xs" loading={busy === 'confirm'} onClick={() => void confirm(false)}>
          Confirm
        </Button>
        <Button size="xs" loading={busy === 'confirmEmail'} onClick={() => void confirm(true)}>
          Confirm & Email
        </Button>
        <Button size="xs" variant="default" loading={busy === 'email'} onClick={() => void email()}>
          Email
        </Button>
        <Button size="xs" variant="default" loading={busy === 'print'} onClick={() => void print()}>
          Print Work Authorizations
        </Button>
      </Group>
      {running && (
        <JobProgress
          key={running.jobId}
          jobId={running.jobId}
          label={running.kind === 'mail' ? 'Contracts mailed' : 'Work authorizations printed'}
          result={(job) =>
            running.kind === 'mail' ? (
              mailResult(job.Result as ContractMailResult)
            ) : (
              <a href={(job.Result as ContractPrintResult).Url} target="_blank" rel="noreferrer">
                Open the printed work authorizations
              </a>
            )
          }
        />
      )}
    </Stack>
  );
}
