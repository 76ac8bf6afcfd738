import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { Messages } from '@canopy/shared';

export type ConcurrencyDialogProps = {
  opened: boolean;
  /** Resubmit the user's values with the server's Version. */
  onAccept: () => void;
  /** Throw the edits away and show the server's record. */
  onDecline: () => void;
  /** The resubmit is in flight. */
  loading?: boolean;
};

/**
 * Shown when a save came back 409. It cannot be dismissed without a choice: closing it silently
 * would leave a form that can never save.
 */
export function ConcurrencyDialog({ opened, onAccept, onDecline, loading = false }: ConcurrencyDialogProps) {
  return (
    <Modal
      opened={opened}
      onClose={() => {}}
      withCloseButton={false}
      closeOnClickOutside={false}
      closeOnEscape={false}
      centered
      title="Record changed"
    >
      <Stack>
        <Text>{Messages.ConcurrencyConflict}</Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={onDecline} disabled={loading}>
            Load their changes
          </Button>
          <Button onClick={onAccept} loading={loading}>
            Overwrite with my changes
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
