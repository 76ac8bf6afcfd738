import { useEffect } from 'react';
import { Outlet, useNavigate, useRouter, useRouterState } from '@tanstack/react-router';
import { isCrewRoute } from '../../offline/crewRoutes';
import { useSyncStatusStore } from '../../offline/status';
import { loginHref } from '../routes/paths';
import { useSessionStore } from '../../kernel/session/sessionStore';
import { OfflineBanner } from './OfflineBanner';
import { Shell } from './Shell';
import { reportClientError } from '../../kernel/errors/reportClientError';
import { afterScreenShown } from './afterScreenShown';

/**
 * The signed-in layout. When the session ends while a screen is open (sign-out, or a refresh the
 * server refused) it leaves for the login page; after an expiry the login page leads back here.
 * Offline, only the crew screens (which read the device's database) open; the others say why not.
 */
export function AppLayout() {
  const session = useSessionStore((s) => s.session);
  const signedOutBy = useSessionStore((s) => s.signedOutBy);
  const href = useRouterState({ select: (s) => s.location.href });
  // The screen on show, not the location: during a navigation the outlet still holds the old one.
  const shown = useRouterState({ select: (s) => s.matches.at(-1)?.pathname ?? s.location.pathname });
  const online = useSyncStatusStore((s) => s.online);
  const navigate = useNavigate();
  const router = useRouter();

  // The device database and the sync loop are a download of their own: the first screen need
  // not wait for them, nor share the link with them while it loads.
  useEffect(() => {
    let stop: (() => void) | undefined;
    let left = false;
    void afterScreenShown(router)
      .then(() => (left ? null : import('../../offline/lifecycle')))
      .then((lifecycle) => {
        if (lifecycle && !left) stop = lifecycle.startOffline();
      })
      .catch((error: unknown) => {
        // Left already (signed out, page closed): nobody waits for it. Else say so once.
        if (!left) reportClientError(error);
      });
    return () => {
      left = true;
      stop?.();
    };
  }, [router]);

  useEffect(() => {
    if (session) return;
    void navigate({ href: signedOutBy === 'expiry' ? loginHref(href) : '/login', replace: true });
  }, [session, signedOutBy, href, navigate]);

  if (!session) return null;
  return <Shell>{online || isCrewRoute(shown) ? <Outlet /> : <OfflineBanner />}</Shell>;
}
