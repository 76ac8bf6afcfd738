import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { appRoute } from '../../app/routes/appRoute';
import { guard } from '../../app/routes/guard';
import { validateScheduleListSearch } from './search';

export const scheduleListRoute = createRoute({
  getParentRoute: () => appRoute,
  path: '/schedules',
  ...guard('/schedules'),
  validateSearch: validateScheduleListSearch,
  component: lazyRouteComponent(() => import('./ScheduleList'), 'ScheduleList'),
});

export const scheduleRoutes = [scheduleListRoute] as const;
