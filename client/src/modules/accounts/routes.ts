import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { appRoute } from '../../app/routes/appRoute';
import { guard } from '../../app/routes/guard';
import { validateAccountListSearch } from './search';

export const accountListRoute = createRoute({
  getParentRoute: () => appRoute,
  path: '/accounts',
  ...guard('/accounts'),
  validateSearch: validateAccountListSearch,
  component: lazyRouteComponent(() => import('./AccountList'), 'AccountList'),
});

export const accountRoutes = [accountListRoute] as const;
