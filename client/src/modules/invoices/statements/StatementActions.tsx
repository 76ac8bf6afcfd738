import { useState } from 'react';
import { Button, Group, Stack, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import {
  StatementMessages as M,
  type StatementMailResult,
  type StatementPrintResult,
  type StatementSelection,
} from '@canopy/shared';
import { api } from '../../../kernel/api/client';
import { handleApiError } from '../../../ui/handleApiError';
import { JobProgress } from '../../../ui/JobProgress';
import { notifyError } from '../../../ui/notify';
import { savePdfOrJob } from '../../employees/saveBlob';
import { invoiceKeys } from '../queries';

export interface StatementActionsProps {
  /** What to send: the selected accounts, and the filters the statements were made with. */
  selection: StatementSelection;
  /** How many invoices the selection's statements hold (spec §5: printing needs at least one). */
  invoiceCount: number;
  onDone?: () => void;
}

type Running = { kind: 'mail' | 'print'; jobId: number };

const mailResult = (r: StatementMailResult) =>
  r.Failed.length
    ? `${r.Sent} sent. Not sent: ${r.Failed.map((f) => `${f.AccountName} (${f.Message})`).join('; ')}`
    : `${r.Sent} statement(s) sent.`;

/** Email or print the selected statements; many print, and every mail goes, in a background job. */
export function StatementActions({ selection, invoiceCount, onDone }: StatementActionsProps) {
  const client = useQueryClient();
  const [busy, setBusy] = useState<'mail' | 'print' | null>(null);
  const [running, setRunning] = useState<Running | null>(null);

  async function act(kind: 'mail' | 'print', work: () => Promise<void>, failed: string) {
    // With every matching statement chosen, the server counts them and answers the same messages.
    if (!selection.AllMatching) {
      if (!selection.AccountIds.length) return notifyError(M.NoneSelected);
      if (!invoiceCount) return notifyError(M.NoInvoices);
    }
    setBusy(kind);
    try {
      await work();
      // Mailed and printed invoices change their print status on the invoice list.
      void client.invalidateQueries({ queryKey: invoiceKeys.all });
      onDone?.();
    } catch (error) {
      handleApiError(error, failed);
    } finally {
      setBusy(null);
    }
  }

  const email = () =>
    act(
      'mail',
      async () => {
        const { data } = await api.post('/invoices/statements/email', { body: selection });
        setRunning({ kind: 'mail', jobId: data.JobId });
      },
      M.SendFailed,
    );
  const print = () =>
    act(
      'print',
      async () => {
        const { data } = await api.postForFile('/invoices/statements/print', { body: selection });
        const jobId = await savePdfOrJob(data, 'statements.pdf');
        if (jobId !== null) setRunning({ kind: 'print', jobId });
      },
      M.GenerateFailed,
    );

  return (
    <Stack gap="xs">
      <Group gap="xs" wrap="wrap">
        <Text size="sm" c="dimmed" aria-live="polite">
          {selection.AllMatching ? 'All matching selected' : `${selection.AccountIds.length} selected`}
        </Text>
        <Button size="xs" loading={busy === 'mail'} onClick={() => void email()}>
          Email Statements
        </Button>
        <Button size="xs" variant="default" loading={busy === 'print'} onClick={() => void print()}>
          Print Statements
        </Button>
      </Group>
      {running && (
        <JobProgress
          key={running.jobId}
          jobId={running.jobId}
          label={running.kind === 'mail' ? 'Statements mailed' : 'Statements printed'}
          result={(job) =>
            running.kind === 'mail' ? (
              mailResult(job.Result as StatementMailResult)
            ) : (
              <a href={(job.Result as StatementPrintResult).Url} target="_blank" rel="noreferrer">
                Open the printed statements
              </a>
            )
          }
        />
      )}
    </Stack>
  );
}
