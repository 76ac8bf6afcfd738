import { useCallback, useRef } from 'react';
import { useBlocker } from '@tanstack/react-router';
import { confirm } from '../../ui/confirm';

/**
 * Asks before an in-app navigation would drop unsaved edits (the tab's own close or reload is
 * covered by useBeforeUnload). `allowLeave` lets the screen navigate on purpose, e.g. after a delete.
 */
export function useLeaveGuard(dirty: boolean): { allowLeave: () => void } {
  const state = useRef({ dirty, leaving: false });
  state.current.dirty = dirty;
  useBlocker({
    enableBeforeUnload: false,
    shouldBlockFn: async () => {
      if (!state.current.dirty || state.current.leaving) return false;
      const leave = await confirm({
        title: 'Discard changes?',
        message: 'This role has unsaved changes. Leave and discard them?',
        confirmLabel: 'Discard',
        cancelLabel: 'Stay',
        danger: true,
      });
      return !leave;
    },
  });
  const allowLeave = useCallback(() => {
    state.current.leaving = true;
  }, []);
  return { allowLeave };
}
