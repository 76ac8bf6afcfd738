import { useState, type ReactNode } from 'react';
import { Button, Group, Modal, Stack, Text } from '@mantine/core';

export type ConfirmDialogProps = {
  opened: boolean;
  title: ReactNode;
  message: ReactNode;
  confirmLabel?: string;
  cancelLabel?: string;
  /** Red confirm button for destructive actions. */
  danger?: boolean;
  /**
   * May return a promise: the button spins until it settles. A rejection keeps the dialog open so
   * the caller's error notification sits next to a dialog the user can retry from.
   */
  onConfirm: () => unknown;
  onCancel: () => void;
};

export function ConfirmDialog({
  opened,
  title,
  message,
  confirmLabel = 'Confirm',
  cancelLabel = 'Cancel',
  danger = false,
  onConfirm,
  onCancel,
}: ConfirmDialogProps) {
  const [busy, setBusy] = useState(false);

  async function confirm() {
    setBusy(true);
    try {
      await onConfirm();
    } catch {
      // The caller reports the failure; the dialog only stops waiting.
    } finally {
      setBusy(false);
    }
  }

  return (
    <Modal opened={opened} onClose={() => !busy && onCancel()} title={title} centered>
      <Stack>
        {typeof message === 'string' ? <Text>{message}</Text> : message}
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel} disabled={busy}>
            {cancelLabel}
          </Button>
          <Button color={danger ? 'red' : undefined} onClick={confirm} loading={busy}>
            {confirmLabel}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
