import { redirect } from '@tanstack/react-router';
import { Messages } from '@canopy/shared';
import { decideAccess } from '../guards/access';
import { notifyError } from '../../ui/notify';
import { getClaims } from '../../kernel/session/sessionStore';
import { loginHref } from './paths';
import { screen, type Screen } from './screens';

interface GuardArgs {
  preload: boolean;
  location: { href: string };
}

/** Runs before a staff screen loads: signed out goes to login, a missing claim to /unauthorized. */
export function enforce(target: Screen, { preload, location }: GuardArgs): void {
  const access = decideAccess(getClaims(), target);
  if (access === 'sign-in') throw redirect({ href: loginHref(location.href) });
  if (access === 'not-authorized') {
    // Hovering a link preloads its route; only a real navigation deserves the message.
    if (!preload) notifyError(Messages.NotAuthorized);
    throw redirect({ href: '/unauthorized' });
  }
}

/**
 * The claim part of a staff route's options, taken from the route table by the spec path:
 * `createRoute({ getParentRoute, path: '/roles', ...guard('/roles/'), component })`.
 */
export function guard(path: string) {
  const target = screen(path);
  return {
    staticData: { screen: target },
    beforeLoad: (args: GuardArgs) => enforce(target, args),
  };
}
