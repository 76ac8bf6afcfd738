import { notifications } from '@mantine/notifications';

/**
 * A yellow notification for a warning the spec names (BranchManagerNull); ui/notify only has
 * success and error. The id comes from the text, so the same warning is not stacked twice.
 */
export function notifyWarning(message: string, title?: string): string {
  return notifications.show({ id: `canopy-warning-${message}`, color: 'yellow', title, message });
}
