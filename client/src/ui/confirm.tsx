import type { ReactNode } from 'react';
import { Text } from '@mantine/core';
import { modals } from '@mantine/modals';

export type ConfirmOptions = {
  title: ReactNode;
  message: ReactNode;
  confirmLabel?: string;
  cancelLabel?: string;
  danger?: boolean;
};

let hosts = 0;
const waiting: (() => void)[] = [];
/**
 * ModalsHost says when it listens and when it is gone. The shell mounts it after the first screen,
 * and Mantine drops a dialog opened with no host: a quick click would open nothing and never answer.
 */
export function modalsHostMounted(): () => void {
  hosts += 1;
  for (const go of waiting.splice(0)) go();
  return () => {
    hosts -= 1;
  };
}

/**
 * Asks a yes/no question from code that is not a component (a click handler, a mutation).
 * Needs the shell's ModalsHost, and waits for it. Closing the dialog any other way counts as "no".
 * Kept apart from ConfirmDialog: a screen that only asks from code need not wait for the Modal
 * component.
 */
export function confirm(options: ConfirmOptions): Promise<boolean> {
  // Opened in the same task when a host is up, as the click that asked expects.
  if (!hosts) return new Promise<void>((go) => waiting.push(go)).then(() => confirm(options));
  const { title, message, confirmLabel = 'Confirm', cancelLabel = 'Cancel', danger = false } = options;
  return new Promise((resolve) => {
    modals.openConfirmModal({
      title,
      centered: true,
      children: typeof message === 'string' ? <Text>{message}</Text> : message,
      labels: { confirm: confirmLabel, cancel: cancelLabel },
      confirmProps: danger ? { color: 'red' } : {},
      onConfirm: () => resolve(true),
      onCancel: () => resolve(false),
      onClose: () => resolve(false),
    });
  });
}
