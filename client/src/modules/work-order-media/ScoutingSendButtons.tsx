import { Button, Group, Text } from '@mantine/core';
import { IconMail } from '@tabler/icons-react';
import { useScoutingReportSender } from './useScoutingReportSender';

export type ScoutingSendButtonsProps = {
  workOrderId: number;
  hasEntries: boolean;
  alreadySent: boolean;
  onSent: () => void;
};

const VERSIONS = [
  { short: false, key: 'full', label: 'Send scouting report' },
  { short: true, key: 'short', label: 'Send short version' },
] as const;

/** Emails the customer the report or its short version; one send at a time. */
export function ScoutingSendButtons({
  workOrderId,
  hasEntries,
  alreadySent,
  onSent,
}: ScoutingSendButtonsProps) {
  const { send, sending } = useScoutingReportSender(workOrderId, onSent);
  return (
    <Group justify="flex-end" gap="xs">
      {!hasEntries && (
        <Text size="xs" c="dimmed">
          Add an entry before sending the report.
        </Text>
      )}
      {VERSIONS.map((v) => (
        <Button
          key={v.key}
          size="xs"
          variant={v.short ? 'default' : 'filled'}
          leftSection={<IconMail size={14} />}
          disabled={!hasEntries || (sending !== null && sending !== v.key)}
          loading={sending === v.key}
          onClick={() => void send(v.short, alreadySent)}
        >
          {v.label}
        </Button>
      ))}
    </Group>
  );
}
