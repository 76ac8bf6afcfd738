import { createRoute, lazyRouteComponent, redirect } from '@tanstack/react-router';
import { appRoute } from '../../app/routes/appRoute';
import { guard } from '../../app/routes/guard';
import { validateWorkOrderInfoSearch, validateWorkOrderListSearch } from './search';

export const workOrderListRoute = createRoute({
  getParentRoute: () => appRoute,
  path: '/workorders',
  ...guard('/workorders/'),
  validateSearch: validateWorkOrderListSearch,
  component: lazyRouteComponent(() => import('./WorkOrderList'), 'WorkOrderList'),
});

const infoGuard = guard('/workorders/info');
export const workOrderInfoRoute = createRoute({
  getParentRoute: () => appRoute,
  path: '/workorders/info',
  staticData: infoGuard.staticData,
  validateSearch: validateWorkOrderInfoSearch,
  beforeLoad: (args) => {
    infoGuard.beforeLoad(args);
    if (!args.search.id) throw redirect({ to: '/workorders' });
  },
  component: lazyRouteComponent(() => import('./WorkOrderInfo'), 'WorkOrderInfo'),
});

export const workOrderReportRoute = createRoute({
  getParentRoute: () => appRoute,
  path: '/workorders/report',
  ...guard('/workorders/report'),
  component: lazyRouteComponent(() => import('./report/WorkOrderReport'), 'WorkOrderReport'),
});

export const workOrderRoutes = [workOrderListRoute, workOrderInfoRoute, workOrderReportRoute] as const;
