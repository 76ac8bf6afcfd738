import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { appRoute } from '../../app/routes/appRoute';
import { guard } from '../../app/routes/guard';
import { validateOfficeCommentsSearch, validatePurchaseOrdersSearch } from './search';

export const officeCommentsRoute = createRoute({
  getParentRoute: () => appRoute,
  path: '/accounts/office-comments',
  ...guard('/accounts/office-comments'),
  validateSearch: validateOfficeCommentsSearch,
  component: lazyRouteComponent(() => import('./OfficeCommentsPage'), 'OfficeCommentsPage'),
});

export const purchaseOrdersRoute = createRoute({
  getParentRoute: () => appRoute,
  path: '/accounts/purchase-orders',
  ...guard('/accounts/purchase-orders'),
  validateSearch: validatePurchaseOrdersSearch,
  component: lazyRouteComponent(() => import('./PurchaseOrdersPage'), 'PurchaseOrdersPage'),
});

export const accountExtrasRoutes = [officeCommentsRoute, purchaseOrdersRoute] as const;
