import { render } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import { ModalsHost } from '../../ui/ModalsHost';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryHistory, createRouter, RouterProvider } from '@tanstack/react-router';
import type { ClaimFlags } from '@canopy/shared';
import { appRoute } from '../../app/routes/appRoute';
import { comingSoonRoutes } from '../../app/routes/comingSoonRoutes';
import { indexRoute, splatRoute } from '../../app/routes/fallbackRoutes';
import { publicRoutes } from '../../app/routes/publicRoutes';
import { rootRoute } from '../../app/routes/rootRoute';
import { useSessionStore } from '../../kernel/session/sessionStore';
import { adminClaims, loginResponse } from '../../test/sessions';
import { myAccountRoutes } from '../my-account/routes';
import { settingsRoutes } from '../settings/routes';
import { roleRoutes } from './routes';

// The app's tree with these modules' screens only, so a test here does not hang on screens
// other modules are still building; every other table screen is its guarded "Coming soon".
const ownRoutes = [...roleRoutes, ...settingsRoutes, ...myAccountRoutes];
const implemented = new Set(ownRoutes.map((r) => r.options.staticData?.screen?.path ?? ''));
// Attached per render: the root and app routes are shared, and another tree may have replaced them.
const routeTree = () =>
  rootRoute.addChildren([
    ...publicRoutes,
    appRoute.addChildren([indexRoute, ...ownRoutes, ...comingSoonRoutes(implemented), splatRoute]),
  ]);

/**
 * Signs in with the given claims and opens `path` in the app (router, guards, shell), the way a
 * user reaches a screen. Tests mock ui/notify to read the messages shown.
 */
export function renderRoute(path: string, claims: ClaimFlags = adminClaims, roleId = 1) {
  // The router restores scroll positions; the test DOM has no scrolling.
  window.scrollTo = (() => {}) as typeof window.scrollTo;
  useSessionStore.getState().signIn({ ...loginResponse({ claims }), UserRoleId: roleId }, false);
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createRouter({
    routeTree: routeTree(),
    history: createMemoryHistory({ initialEntries: [path] }),
    context: { queryClient },
    trailingSlash: 'preserve',
  });
  render(
    <MantineProvider env="test">
      <QueryClientProvider client={queryClient}>
        <ModalsHost>
          <RouterProvider router={router} />
        </ModalsHost>
      </QueryClientProvider>
    </MantineProvider>,
  );
  return { router, queryClient };
}
