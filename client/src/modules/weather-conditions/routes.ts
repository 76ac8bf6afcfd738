import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { appRoute } from '../../app/routes/appRoute';
import { guard } from '../../app/routes/guard';

export const workOrderSettingsRoute = createRoute({
  getParentRoute: () => appRoute,
  path: '/workorders/settings',
  ...guard('/workorders/settings'),
  component: lazyRouteComponent(() => import('./WorkOrderSettingsPage'), 'WorkOrderSettingsPage'),
});

export const weatherConditionRoutes = [workOrderSettingsRoute] as const;
