import { createRoute, lazyRouteComponent, redirect } from '@tanstack/react-router';
import { appRoute } from '../../app/routes/appRoute';
import { guard } from '../../app/routes/guard';

export type ApplicationLogSearch = { id: number };

const logGuard = guard('/workorders/applicationlog');

/** The printable application log of one work order. */
export const applicationLogRoute = createRoute({
  getParentRoute: () => appRoute,
  path: '/workorders/applicationlog',
  staticData: logGuard.staticData,
  validateSearch: (s: Record<string, unknown>): ApplicationLogSearch => ({ id: Number(s['id']) || 0 }),
  beforeLoad: (args) => {
    logGuard.beforeLoad(args);
    if (!args.search.id) throw redirect({ to: '/workorders' });
  },
  component: lazyRouteComponent(() => import('./ApplicationLogPage'), 'ApplicationLogPage'),
});

export const workOrderChemicalRoutes = [applicationLogRoute] as const;
