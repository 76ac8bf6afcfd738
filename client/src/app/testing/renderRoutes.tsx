import { render } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import { ModalsHost } from '../../ui/ModalsHost';
import { Notifications, notifications } from '@mantine/notifications';
import { QueryClientProvider } from '@tanstack/react-query';
import { createMemoryHistory, createRouter, RouterProvider, type AnyRoute } from '@tanstack/react-router';
import { appRoute } from '../routes/appRoute';
import { rootRoute } from '../routes/rootRoute';
import { newQueryClient } from '../../ui/test-utils';

/**
 * Renders a module's routes under the real signed-in layout at `path`, without the rest of the
 * app's modules. For component tests of screens that read their state from the URL.
 */
export function renderRoutes(path: string, routes: readonly AnyRoute[]) {
  const queryClient = newQueryClient();
  const routeTree = rootRoute.addChildren([appRoute.addChildren([...routes])]);
  const router = createRouter({
    routeTree,
    history: createMemoryHistory({ initialEntries: [path] }),
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
