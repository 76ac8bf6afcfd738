import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { appRoute } from '../../app/routes/appRoute';
import { guard } from '../../app/routes/guard';
import { validateRoleInfoSearch, validateRoleListSearch } from './search';

export const roleListRoute = createRoute({
  getParentRoute: () => appRoute,
  path: '/roles',
  ...guard('/roles/'),
  validateSearch: validateRoleListSearch,
  component: lazyRouteComponent(() => import('./RoleList'), 'RoleList'),
});

export const roleAddRoute = createRoute({
  getParentRoute: () => appRoute,
  path: '/roles/add',
  ...guard('/roles/add'),
  component: lazyRouteComponent(() => import('./RoleAdd'), 'RoleAdd'),
});

export const roleInfoRoute = createRoute({
  getParentRoute: () => appRoute,
  path: '/roles/info',
  ...guard('/roles/info'),
  validateSearch: validateRoleInfoSearch,
  component: lazyRouteComponent(() => import('./RoleInfo'), 'RoleInfo'),
});

export const roleRoutes = [roleListRoute, roleAddRoute, roleInfoRoute] as const;
