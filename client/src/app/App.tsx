import { useEffect, useState } from 'react';
import { MantineProvider } from '@mantine/core';
import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from '@tanstack/react-router';
import { UpdatePrompt } from './pwa/UpdatePrompt';
import { createQueryClient } from './queryClient';
import { createAppRouter } from './router';
import { useReturnPages } from '../kernel/session/returnPages';
import { startSessionKeeper } from '../kernel/session/sessionKeeper';
import { useAfterScreenShown } from './shell/afterScreenShown';
import { useSessionStore } from '../kernel/session/sessionStore';
import { theme } from './theme/theme';

const loadOverlays = () => import('./shell/overlays');

export function App() {
  const [queryClient] = useState(createQueryClient);
  const [router] = useState(() => createAppRouter(queryClient));

  useEffect(() => startSessionKeeper(), []);
  const overlays = useAfterScreenShown(router, loadOverlays);

  // Data fetched under one user's claims must not be shown to the next user of this browser.
  useEffect(
    () =>
      useSessionStore.subscribe((s, prev) => {
        if (prev.session && !s.session) {
          queryClient.clear();
          useReturnPages.getState().clear();
        }
        // New claims (refresh after a role change) may open or close screens: re-check the guards.
        if (
          prev.session &&
          s.session &&
          prev.session.LoginResult.ClaimFlags !== s.session.LoginResult.ClaimFlags
        ) {
          void router.invalidate();
        }
      }),
    [queryClient, router],
  );

  return (
    <MantineProvider theme={theme} defaultColorScheme="light">
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
      <UpdatePrompt />
      {overlays && <overlays.Overlays />}
    </MantineProvider>
  );
}
