import { createRoute, lazyRouteComponent, redirect } from '@tanstack/react-router';
import { appRoute } from '../../app/routes/appRoute';
import { guard } from '../../app/routes/guard';
import { resourceCalendarRoute } from './calendar/routes';
import { dailyScheduleRoute } from './daily/routes';
import { validateScheduleInfoSearch, validateScheduleListSearch } from './search';
import { buildSchedulesRoute } from './build/routes';

export const scheduleListRoute = createRoute({
  getParentRoute: () => appRoute,
  path: '/schedules',
  ...guard('/schedules'),
  validateSearch: validateScheduleListSearch,
  component: lazyRouteComponent(() => import('./ScheduleList'), 'ScheduleList'),
});

const infoGuard = guard('/schedules/info');
export const scheduleInfoRoute = createRoute({
  getParentRoute: () => appRoute,
  path: '/schedules/info',
  staticData: infoGuard.staticData,
  validateSearch: validateScheduleInfoSearch,
  beforeLoad: (args) => {
    infoGuard.beforeLoad(args);
    if (!args.search.id) throw redirect({ to: '/schedules' });
  },
  component: lazyRouteComponent(() => import('./ScheduleInfo'), 'ScheduleInfo'),
});

export const scheduleRoutes = [
  scheduleListRoute,
  scheduleInfoRoute,
  dailyScheduleRoute,
  buildSchedulesRoute,
  resourceCalendarRoute,
] as const;
