import { B, F, has, type AccountLocation } from '@canopy/shared';
import { useSession } from '../../kernel/session/sessionStore';

/**
 * Whether the caller may add or change the location's items: Account Full anywhere, Account Branch at the
 * locations of the caller's branches (the server's rule; it answers 403 otherwise). Until the
 * location is known, Branch counts as allowed and the server has the last word.
 */
export function useCanEditItems(location: AccountLocation | undefined): boolean {
  const session = useSession();
  const claims = session?.LoginResult.ClaimFlags;
  if (has(claims, 'Account', F)) return true;
  if (!has(claims, 'Account', B)) return false;
  return !location || (session?.BranchIds ?? []).includes(location.BranchId);
}
