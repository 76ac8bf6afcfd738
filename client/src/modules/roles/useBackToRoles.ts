import { useCallback } from 'react';
import { useNavigate } from '@tanstack/react-router';
import { useReturnPages } from '../../kernel/session/returnPages';

/** Back to the page this screen was opened from (the return-page stack), else the role list. */
export function useBackToRoles(): (opts?: { replace?: boolean }) => void {
  const navigate = useNavigate();
  const pop = useReturnPages((s) => s.pop);
  return useCallback(
    (opts = {}) => void navigate({ href: pop() ?? '/roles/', replace: opts.replace }),
    [navigate, pop],
  );
}
