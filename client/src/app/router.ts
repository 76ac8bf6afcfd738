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

export const routeTree = rootRoute.addChildren([
  ...publicRoutes,
  ...modulePublicRoutes(),
  appRoute.addChildren([indexRoute, ...moduleRoutes(), ...comingSoonRoutes(builtPaths()), splatRoute]),
]);

export function createAppRouter(queryClient: QueryClient, history?: RouterHistory) {
  return createRouter({
    routeTree,
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
