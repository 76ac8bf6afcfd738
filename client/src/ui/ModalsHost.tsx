import { useEffect, type ReactNode } from 'react';
import { ModalsProvider } from '@mantine/modals';
import { modalsHostMounted } from './confirm';

function HostUp() {
  // A sibling after the provider: its listeners are in place (a layout effect) before this runs.
  useEffect(modalsHostMounted, []);
  return null;
}

/** The host of the dialogs opened from code (`confirm`): Mantine's ModalsProvider, and word that it listens. */
export function ModalsHost({ children }: { children?: ReactNode }) {
  return (
    <>
      <ModalsProvider>{children}</ModalsProvider>
      <HostUp />
    </>
  );
}
