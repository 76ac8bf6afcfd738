import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import { ModalsHost } from '../../ui/ModalsHost';
import { Notifications, notifications } from '@mantine/notifications';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { createMemoryHistory, createRoute, createRouter, RouterProvider } from '@tanstack/react-router';
import { UserRoles, type ClaimFlags } from '@canopy/shared';
import { appRoute } from '../../app/routes/appRoute';
import { rootRoute } from '../../app/routes/rootRoute';
import { useSessionStore } from '../../kernel/session/sessionStore';
import { claimsOf, loginResponse } from '../../test/sessions';
import { newQueryClient } from '../../ui/test-utils';
import { accountExtrasRoutes } from './routes';

export const officeManagerClaims = claimsOf(UserRoles.OfficeManager);
/** Account ReadOnly, Invoices Full, no work order screens. */
export const billingManagerClaims = claimsOf(UserRoles.BillingManager);

export function signInAs(claims: ClaimFlags) {
  useSessionStore.getState().signIn(loginResponse({ claims }), false);
}

/**
 * Renders an embeddable panel on a stand-in host screen at /host (as the account and location
 * screens embed them), beside this module's own routes so its links can be followed.
 */
export function renderHosted(
  ui: ReactElement | null,
  opts: { path?: string; queryClient?: QueryClient } = {},
) {
  const queryClient = opts.queryClient ?? newQueryClient();
  const host = createRoute({ getParentRoute: () => appRoute, path: '/host', component: () => ui });
  // Where Back leads when there is no trail: the account screen, built elsewhere.
  const account = createRoute({
    getParentRoute: () => appRoute,
    path: '/accounts/info',
    component: () => 'Account info screen',
  });
  const routeTree = rootRoute.addChildren([appRoute.addChildren([host, account, ...accountExtrasRoutes])]);
  const router = createRouter({
    routeTree,
    history: createMemoryHistory({ initialEntries: [opts.path ?? '/host'] }),
    context: { queryClient },
    trailingSlash: 'preserve',
  });
  notifications.clean();
  render(
    <MantineProvider env="test">
      <QueryClientProvider client={queryClient}>
        <ModalsHost>
          <Notifications />
          <RouterProvider router={router as never} />
        </ModalsHost>
      </QueryClientProvider>
    </MantineProvider>,
  );
  return { router, queryClient };
}
