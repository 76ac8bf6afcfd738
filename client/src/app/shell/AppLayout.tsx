import { useEffect } from 'react';
import { Outlet, useNavigate, useRouterState } from '@tanstack/react-router';
import { loginHref } from '../routes/paths';
import { useSessionStore } from '../session/sessionStore';
import { Shell } from './Shell';

/**
 * The signed-in layout. When the session ends while a screen is open (sign-out, or a refresh the
 * server refused) it leaves for the login page; after an expiry the login page leads back here.
 */
export function AppLayout() {
  const session = useSessionStore((s) => s.session);
  const signedOutBy = useSessionStore((s) => s.signedOutBy);
  const href = useRouterState({ select: (s) => s.location.href });
  const navigate = useNavigate();

  useEffect(() => {
    if (session) return;
    void navigate({ href: signedOutBy === 'expiry' ? loginHref(href) : '/login', replace: true });
  }, [session, signedOutBy, href, navigate]);

  if (!session) return null;
  return (
    <Shell>
      <Outlet />
    </Shell>
  );
}
