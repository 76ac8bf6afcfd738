import { createRoute, lazyRouteComponent, redirect } from '@tanstack/react-router';
import { appRoute } from '../../app/routes/appRoute';
import { guard } from '../../app/routes/guard';
import { validateAccountInfoSearch } from './infoSearch';
import { validateAccountListSearch } from './search';

export const accountListRoute = createRoute({
  getParentRoute: () => appRoute,
  path: '/accounts',
  ...guard('/accounts'),
  validateSearch: validateAccountListSearch,
  component: lazyRouteComponent(() => import('./AccountList'), 'AccountList'),
});

export const accountAddRoute = createRoute({
  getParentRoute: () => appRoute,
  path: '/accounts/add',
  ...guard('/accounts/add'),
  component: lazyRouteComponent(() => import('./AccountAdd'), 'AccountAdd'),
});

const infoGuard = guard('/accounts/info');
export const accountInfoRoute = createRoute({
  getParentRoute: () => appRoute,
  path: '/accounts/info',
  staticData: infoGuard.staticData,
  validateSearch: validateAccountInfoSearch,
  beforeLoad: (args) => {
    infoGuard.beforeLoad(args);
    if (!args.search.id) throw redirect({ to: '/accounts' });
  },
  component: lazyRouteComponent(() => import('./AccountInfo'), 'AccountInfo'),
});

export const accountRoutes = [accountListRoute, accountAddRoute, accountInfoRoute] as const;
