import { createRoute, lazyRouteComponent, redirect } from '@tanstack/react-router';
import { ForgotPasswordPage } from '../pages/ForgotPasswordPage';
import { LoginPage } from '../pages/LoginPage';
import { ResetPasswordPage } from '../pages/ResetPasswordPage';
import { UnauthorizedRoutePage } from '../pages/UnauthorizedRoutePage';
import { getSession } from '../../kernel/session/sessionStore';
import { homePath } from './landing';
import { rootRoute } from './rootRoute';

const str = (v: unknown): string | undefined => (typeof v === 'string' && v !== '' ? v : undefined);

/** Sign-in pages are for signed-out users; a signed-in user is sent home. */
const homeIfSignedIn = () => {
  const session = getSession();
  if (session) throw redirect({ href: homePath(session), replace: true });
};

export const loginRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/login',
  validateSearch: (s: Record<string, unknown>): { redirect?: string } => ({ redirect: str(s.redirect) }),
  beforeLoad: homeIfSignedIn,
  component: LoginPage,
});

export const forgotPasswordRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/forgot-password',
  beforeLoad: homeIfSignedIn,
  component: ForgotPasswordPage,
});

export const resetPasswordRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/reset-password',
  validateSearch: (s: Record<string, unknown>): { token?: string } => ({ token: str(s.token) }),
  beforeLoad: homeIfSignedIn,
  component: ResetPasswordPage,
});

/** Shown inside the shell for a signed-in user, bare otherwise. */
export const unauthorizedRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/unauthorized',
  component: UnauthorizedRoutePage,
});

// Customer pages open to anyone with the link. The work authorization (/authorization) and the
// invoice (/invoiceview) are not among them: the server sends their own small page.

/** The statement arrives in router state from the statements screen; opened bare, it goes to login. */
export const statementRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/statement',
  beforeLoad: ({ location }) => {
    if (!location.state.statement) throw redirect({ href: '/login', replace: true });
  },
  component: lazyRouteComponent(() => import('../pages/customer/StatementPage'), 'StatementPage'),
});

export const publicRoutes = [
  loginRoute,
  forgotPasswordRoute,
  resetPasswordRoute,
  unauthorizedRoute,
  statementRoute,
];
