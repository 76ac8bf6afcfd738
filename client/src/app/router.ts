import { createRouter, type RouterHistory } from '@tanstack/react-router';
import type { QueryClient } from '@tanstack/react-query';
import { modulePublicRoutes, moduleRoutes } from '../modules/routes';
import { RouteErrorPage } from './errors/RouteErrorPage';
import type { StatementData } from './pages/customer/StatementPage';
import { appRoute } from './routes/appRoute';
import { builtPaths } from './routes/built';
import { comingSoonRoutes } from './routes/comingSoonRoutes';
import { indexRoute, splatRoute } from './routes/fallbackRoutes';
import { publicRoutes } from './routes/publicRoutes';
import { rootRoute } from './routes/rootRoute';
import type { Screen } from './routes/screens';

const appChildren = [indexRoute, ...moduleRoutes(), ...comingSoonRoutes(builtPaths()), splatRoute];
const publicChildren = [...publicRoutes, ...modulePublicRoutes()];

// Component tests mount a few screens on the same root and app routes, which replaces their
// children; each router attaches the whole app again, so one made after them has every screen.
const attachTree = () => rootRoute.addChildren([...publicChildren, appRoute.addChildren(appChildren)]);

export const routeTree = attachTree();

export function createAppRouter(queryClient: QueryClient, history?: RouterHistory) {
  return createRouter({
    routeTree: attachTree(),
    history,
    context: { queryClient },
    // Spec paths mix '/roles/' and '/accounts'; keep whichever the link used.
    trailingSlash: 'preserve',
    defaultPreload: 'intent',
    defaultErrorComponent: RouteErrorPage,
    scrollRestoration: true,
  });
}

export type AppRouter = ReturnType<typeof createAppRouter>;

declare module '@tanstack/react-router' {
  interface Register {
    router: AppRouter;
  }
  interface StaticDataRouteOption {
    /** The route-table entry a staff route was built from (title, claim). */
    screen?: Screen;
  }
  interface HistoryState {
    statement?: StatementData;
  }
}
