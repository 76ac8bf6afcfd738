import { createRoute } from '@tanstack/react-router';
import { ComingSoonPage } from '../pages/ComingSoonPage';
import { appRoute } from './appRoute';
import { guard } from './guard';
import { routePath } from './paths';
import { SCREENS } from './screens';

/**
 * A guarded "Coming soon" page for every table screen no module has built yet, for an address typed
 * or kept from before. Nothing in the app links there: menus and links offer built screens only.
 */
export function comingSoonRoutes(implemented: ReadonlySet<string>) {
  return SCREENS.filter((s) => !implemented.has(s.path)).map((s) =>
    createRoute({
      getParentRoute: () => appRoute,
      path: routePath(s.path),
      ...guard(s.path),
      component: ComingSoonPage,
    }),
  );
}
