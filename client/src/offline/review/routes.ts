import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { appRoute } from '../../app/routes/appRoute';

/** Open to every signed-in user (the layout requires a session): each reviews their own device's records. */
export const syncReviewRoute = createRoute({
  getParentRoute: () => appRoute,
  path: '/sync/review',
  component: lazyRouteComponent(() => import('./ReviewPage'), 'ReviewPage'),
});

export const offlineRoutes = [syncReviewRoute] as const;
