import type { LoginResponse } from '@canopy/shared';
import { decideAccess } from '../guards/access';
import { homePath } from '../../kernel/session/sessionStore';
import { screen } from './screens';

export { loginHref } from '../signin/publicPaths';

/** A route path as TanStack matches it: without the trailing slash some spec paths carry. */
export const routePath = (path: string) => (path.length > 1 ? path.replace(/\/+$/, '') : path);

/**
 * Where '/' and unknown paths lead: the account list (the spec's default route) for users who may
 * see it, otherwise the role's landing page, so a foreman is not greeted by 'Not Authorized'.
 */
export function defaultPath(session: LoginResponse | null): string {
  const claims = session?.LoginResult.ClaimFlags;
  return decideAccess(claims, screen('/accounts')) === 'allow' ? '/accounts' : homePath(session);
}
