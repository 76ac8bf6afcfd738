import type { ClaimFlags, LoginResponse } from '@canopy/shared';
import { getSession } from '../../kernel/session/sessionStore';
import { filterMenu } from '../menu/filterMenu';
import { isGroup } from '../menu/menuData';
import { isCrew } from '../pwa/InstallPrompt';
import { canOpen } from './built';

/** The crews' own list, which works offline too. */
const CREW_HOME = '/workorders/';
/** The spec's default route, where '/' leads too. */
const DEFAULT_HOME = '/accounts';
/** Open to every signed-in user, for a role that opens nothing else. */
const LAST_RESORT = '/my-account';

function firstMenuEntry(claims: ClaimFlags | undefined): string | undefined {
  const first = filterMenu(claims)[0];
  return first && (isGroup(first) ? first.children[0]?.path : first.path);
}

/**
 * Where a signed-in user belongs when no other page was asked for: the role's landing page, once
 * its screen is built and open to them. Until then crews go to their work orders and everyone else
 * to the account list or, without it, their first menu entry. Building a landing page is all it
 * takes for its roles to land there.
 */
export function homePath(session: LoginResponse | null = getSession()): string {
  const claims = session?.LoginResult.ClaimFlags as ClaimFlags | undefined;
  const landing = session?.LandingPage.Path;
  if (landing && canOpen(claims, landing)) return landing;
  if (isCrew(claims) && canOpen(claims, CREW_HOME)) return CREW_HOME;
  if (canOpen(claims, DEFAULT_HOME)) return DEFAULT_HOME;
  return firstMenuEntry(claims) ?? LAST_RESORT;
}

/**
 * Where '/' leads: the account list (the spec's default route) for users who may see it, otherwise
 * the user's home, so a foreman is not greeted by 'Not Authorized'.
 */
export function defaultPath(session: LoginResponse | null): string {
  const claims = session?.LoginResult.ClaimFlags as ClaimFlags | undefined;
  return canOpen(claims, DEFAULT_HOME) ? DEFAULT_HOME : homePath(session);
}
