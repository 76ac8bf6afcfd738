import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { appRoute } from '../../app/routes/appRoute';
import { guard } from '../../app/routes/guard';
import { validateBranchListSearch } from './search';

/** ?id= of an info page; anything but a positive integer reads as 0, which shows "not found". */
export function validateIdSearch(s: Record<string, unknown>): { id: number } {
  const id = Number(s.id);
  return { id: Number.isInteger(id) && id > 0 ? id : 0 };
}

export const branchListRoute = createRoute({
  getParentRoute: () => appRoute,
  path: '/branches',
  ...guard('/branches/'),
  validateSearch: validateBranchListSearch,
  component: lazyRouteComponent(() => import('./BranchList'), 'BranchList'),
});

export const branchInfoRoute = createRoute({
  getParentRoute: () => appRoute,
  path: '/branches/info',
  ...guard('/branches/info'),
  validateSearch: validateIdSearch,
  component: lazyRouteComponent(() => import('./BranchInfoPage'), 'BranchInfoPage'),
});

export const branchAddRoute = createRoute({
  getParentRoute: () => appRoute,
  path: '/branches/add',
  ...guard('/branches/add'),
  component: lazyRouteComponent(() => import('./BranchAddPage'), 'BranchAddPage'),
});

export const branchListItemsRoute = createRoute({
  getParentRoute: () => appRoute,
  path: '/branches/list-items',
  ...guard('/branches/list-items'),
  component: lazyRouteComponent(() => import('./BranchListItemsPage'), 'BranchListItemsPage'),
});

export const branchRoutes = [branchListRoute, branchInfoRoute, branchAddRoute, branchListItemsRoute] as const;
