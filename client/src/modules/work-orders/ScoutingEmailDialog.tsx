import { useState } from 'react';
import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { ReportOptions, ScoutingReportMessages } from '@canopy/shared';
import { ApiError } from '../../kernel/api/errors';
import { handleApiError } from '../../ui/handleApiError';
import { confirm } from '../../ui/confirm';
import { notifySuccess } from '../../ui/notify';
import { emailScoutingReport } from './mutations';

export interface ScoutingEmailDialogProps {
  workOrderId: number;
  /** The report versions the completed services ask for; none named means both are offered. */
  reportOptionIds: number[];
  opened: boolean;
  /** Called once the user is done: sent, or chose not to send. */
  onDone: () => void;
}

const alreadySent = (error: unknown) =>
  error instanceof ApiError && !!(error.data as { AlreadySent?: boolean } | undefined)?.AlreadySent;

/** After completing a scouting-report service: email the customer the report, the short version, or not. */
export function ScoutingEmailDialog({
  workOrderId,
  reportOptionIds,
  opened,
  onDone,
}: ScoutingEmailDialogProps) {
  const [sending, setSending] = useState<'full' | 'short' | null>(null);
  const offers = (option: number) => reportOptionIds.length === 0 || reportOptionIds.includes(option);

  async function send(short: boolean) {
    setSending(short ? 'short' : 'full');
    const failed = short ? ScoutingReportMessages.SendShortFailed : ScoutingReportMessages.SendFailed;
    try {
      let sent;
      try {
        sent = await emailScoutingReport(workOrderId, short, false);
      } catch (error) {
        if (!alreadySent(error)) throw error;
        const again = await confirm({
          title: 'Send the scouting report again?',
          message: ScoutingReportMessages.AlreadySent,
          confirmLabel: 'Send again',
        });
        if (!again) return;
        sent = await emailScoutingReport(workOrderId, short, true);
      }
      notifySuccess(sent.Message);
      onDone();
    } catch (error) {
      handleApiError(error, failed);
    } finally {
      setSending(null);
    }
  }

  return (
    <Modal opened={opened} onClose={() => !sending && onDone()} title="Email the scouting report?" centered>
      <Stack>
        <Text size="sm">
          A scouting-report service was completed. Email the customer the scouting report now?
        </Text>
        <Group justify="flex-end" gap="xs">
          <Button variant="default" onClick={onDone} disabled={!!sending}>
            Don&apos;t email
          </Button>
          {offers(ReportOptions.ScoutingReportShortVersion) && (
            <Button
              variant="light"
              onClick={() => void send(true)}
              loading={sending === 'short'}
              disabled={sending === 'full'}
            >
              Email short version
            </Button>
          )}
          {offers(ReportOptions.ScoutingReport) && (
            <Button
              onClick={() => void send(false)}
              loading={sending === 'full'}
              disabled={sending === 'short'}
            >
              Email scouting report
            </Button>
          )}
        </Group>
      </Stack>
    </Modal>
  );
}
