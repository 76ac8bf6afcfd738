import { createRoute, redirect } from '@tanstack/react-router';
import { getSession } from '../../kernel/session/sessionStore';
import { NotFoundPage } from '../pages/NotFoundPage';
import { appRoute } from './appRoute';
import { defaultPath } from './landing';

const toDefault = () => {
  throw redirect({ href: defaultPath(getSession()), replace: true });
};

/** '/' opens the account list (the spec's default route). */
export const indexRoute = createRoute({ getParentRoute: () => appRoute, path: '/', beforeLoad: toDefault });

/** An unknown address says so (inside the shell, so the menu stays) rather than jumping elsewhere. */
export const splatRoute = createRoute({ getParentRoute: () => appRoute, path: '$', component: NotFoundPage });
