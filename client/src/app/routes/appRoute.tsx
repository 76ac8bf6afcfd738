import { createRoute, redirect } from '@tanstack/react-router';
import { AppLayout } from '../shell/AppLayout';
import { getSession } from '../../kernel/session/sessionStore';
import { loginHref } from './paths';
import { rootRoute } from './rootRoute';

/** Every staff screen sits under this layout: signed-in only, with the top bar and the menu. */
export const appRoute = createRoute({
  getParentRoute: () => rootRoute,
  id: 'app',
  beforeLoad: ({ location }) => {
    if (!getSession()) throw redirect({ href: loginHref(location.href) });
  },
  component: AppLayout,
});
