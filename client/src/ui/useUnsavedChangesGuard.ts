import { useBlocker } from '@tanstack/react-router';
import { confirm } from './confirm';

/**
 * Asks before leaving a page with unsaved edits for another page. Changes of the same page's
 * search (a tab) are let through: the form stays mounted. Closing the tab is RecordForm's concern.
 */
export function useUnsavedChangesGuard(dirty: boolean): void {
  useBlocker({
    disabled: !dirty,
    enableBeforeUnload: false,
    shouldBlockFn: async ({ current, next }) => {
      if (current.pathname === next.pathname) return false;
      const leave = await confirm({
        title: 'Discard changes?',
        message: 'You have unsaved changes. Leave this page and discard them?',
        confirmLabel: 'Discard',
        danger: true,
      });
      return !leave;
    },
  });
}
