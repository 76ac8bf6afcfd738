import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { appRoute } from '../../../app/routes/appRoute';
import { guard } from '../../../app/routes/guard';
import { validateCalendarSearch } from './search';

export const resourceCalendarRoute = createRoute({
  getParentRoute: () => appRoute,
  path: '/schedules/resources',
  ...guard('/schedules/resources'),
  validateSearch: validateCalendarSearch,
  component: lazyRouteComponent(() => import('./ResourceCalendar'), 'ResourceCalendar'),
});
