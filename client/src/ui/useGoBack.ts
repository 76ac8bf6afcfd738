import { useNavigate } from '@tanstack/react-router';
import { useReturnPages } from '../kernel/session/returnPages';

/**
 * Leaves for the page this one was opened from (the returnPage trail), or `fallback`. Used after
 * the user chose to leave (Cancel on an add page, a delete), so no unsaved-changes prompt.
 */
export function useGoBack(fallback: string) {
  const navigate = useNavigate();
  return () => navigate({ href: useReturnPages.getState().pop() ?? fallback, ignoreBlocker: true });
}
