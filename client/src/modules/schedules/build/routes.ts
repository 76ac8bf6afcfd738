import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { appRoute } from '../../../app/routes/appRoute';
import { guard } from '../../../app/routes/guard';
import { validateBuildSearch } from './search';

/** Build Schedules: Schedules Branch or Full (the route table's claim). */
export const buildSchedulesRoute = createRoute({
  getParentRoute: () => appRoute,
  path: '/workorders/schedule',
  ...guard('/workorders/schedule'),
  validateSearch: validateBuildSearch,
  component: lazyRouteComponent(() => import('./BuildSchedules'), 'BuildSchedules'),
});
