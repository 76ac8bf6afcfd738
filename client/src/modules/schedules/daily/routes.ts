import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { appRoute } from '../../../app/routes/appRoute';
import { guard } from '../../../app/routes/guard';
import { validateDailySearch } from './search';

/** The foreman's day (spec §2): the crew's landing page, read from the device so it works offline. */
export const dailyScheduleRoute = createRoute({
  getParentRoute: () => appRoute,
  path: '/schedules/daily',
  ...guard('/schedules/daily'),
  validateSearch: validateDailySearch,
  component: lazyRouteComponent(() => import('./DailySchedule'), 'DailySchedule'),
});
