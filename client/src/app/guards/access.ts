import { allows, type ClaimFlags } from '@canopy/shared';
import type { Screen } from '../routes/screens';

export type Access = 'allow' | 'sign-in' | 'not-authorized';

/**
 * Whether a user may open a screen. The server checks every call again; this only spares the user
 * a screen full of refusals.
 */
export function decideAccess(claims: ClaimFlags | undefined | null, screen: Pick<Screen, 'claim'>): Access {
  if (!claims) return 'sign-in';
  if (screen.claim === null) return 'allow';
  return allows(claims, screen.claim) ? 'allow' : 'not-authorized';
}

export { safeRedirect } from '../signin/publicPaths';
