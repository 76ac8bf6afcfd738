import { Button, Group, Text } from '@mantine/core';
import { IconMail } from '@tabler/icons-react';
import { useScoutingReportSender } from './useScoutingReportSender';

export type ScoutingSendButtonsProps = {
  workOrderId: number;
  hasEntries: boolean;
  alreadySent: boolean;
  /** Sending is an email from the server: it needs a connection. */
  online: boolean;
  /** Entries made or changed on the device that the server does not have yet. */
  unsynced: boolean;
  onSent: () => void;
};

export const SEND_NEEDS_CONNECTION = 'Sending the report needs a connection.';
export const SEND_AFTER_SYNC = 'The report can be sent once every entry is synced.';

const VERSIONS = [
  { short: false, key: 'full', label: 'Send scouting report' },
  { short: true, key: 'short', label: 'Send short version' },
] as const;

/** Emails the customer the report or its short version; one send at a time. */
export function ScoutingSendButtons({
  workOrderId,
  hasEntries,
  alreadySent,
  online,
  unsynced,
  onSent,
}: ScoutingSendButtonsProps) {
  const { send, sending } = useScoutingReportSender(workOrderId, onSent);
  const hint = !hasEntries
    ? 'Add an entry before sending the report.'
    : !online
      ? SEND_NEEDS_CONNECTION
      : unsynced
        ? SEND_AFTER_SYNC
        : null;
  return (
    <Group justify="flex-end" gap="xs">
      {hint && (
        <Text size="xs" c="dimmed">
          {hint}
        </Text>
      )}
      {VERSIONS.map((v) => (
        <Button
          key={v.key}
          size="xs"
          variant={v.short ? 'default' : 'filled'}
          leftSection={<IconMail size={14} />}
          disabled={hint !== null || (sending !== null && sending !== v.key)}
          loading={sending === v.key}
          onClick={() => void send(v.short, alreadySent)}
        >
          {v.label}
        </Button>
      ))}
    </Group>
  );
}
