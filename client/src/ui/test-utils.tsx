import type { ReactElement, ReactNode } from 'react';
import { render, type RenderOptions } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import { ModalsHost } from './ModalsHost';
import { Notifications, notifications } from '@mantine/notifications';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';

export function newQueryClient(): QueryClient {
  return new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
}

/**
 * Renders inside the providers the shell mounts. `env="test"` turns off Mantine's transitions and
 * portals, so dialogs and notifications are in the DOM at once.
 */
export function renderUi(ui: ReactElement, options: RenderOptions & { queryClient?: QueryClient } = {}) {
  const queryClient = options.queryClient ?? newQueryClient();
  notifications.clean();
  function Providers({ children }: { children: ReactNode }) {
    return (
      <MantineProvider env="test">
        <QueryClientProvider client={queryClient}>
          <ModalsHost>
            <Notifications />
            {children}
          </ModalsHost>
        </QueryClientProvider>
      </MantineProvider>
    );
  }
  return { queryClient, ...render(ui, { wrapper: Providers, ...options }) };
}
