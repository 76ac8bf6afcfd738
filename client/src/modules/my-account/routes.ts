import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { appRoute } from '../../app/routes/appRoute';
import { guard } from '../../app/routes/guard';

export const myAccountRoute = createRoute({
  getParentRoute: () => appRoute,
  path: '/my-account',
  ...guard('/my-account'),
  component: lazyRouteComponent(() => import('./MyAccount'), 'MyAccount'),
});

export const myAccountRoutes = [myAccountRoute] as const;
