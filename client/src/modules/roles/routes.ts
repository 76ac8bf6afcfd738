import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { appRoute } from '../../app/routes/appRoute';
import { guard } from '../../app/routes/guard';
import { validateRoleListSearch } from './search';

export const roleListRoute = createRoute({
  getParentRoute: () => appRoute,
  path: '/roles',
  ...guard('/roles/'),
  validateSearch: validateRoleListSearch,
  component: lazyRouteComponent(() => import('./RoleList'), 'RoleList'),
});

export const roleRoutes = [roleListRoute] as const;
