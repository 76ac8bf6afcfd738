import type { ReactNode } from 'react';
import { AppShell } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { MainMenu } from '../menu/MainMenu';
import { TopBar } from './TopBar';
import { InstallPrompt } from '../pwa/InstallPrompt';

export interface ShellProps {
  children: ReactNode;
}

/** Spec: the menu collapses at widths of 768 or less; Mantine collapses below the breakpoint. */
const MENU_BREAKPOINT = 769;

export function Shell({ children }: ShellProps) {
  const [opened, { toggle, close }] = useDisclosure(false);
  return (
    <AppShell
      header={{ height: 52 }}
      navbar={{ width: 250, breakpoint: MENU_BREAKPOINT, collapsed: { mobile: !opened } }}
      padding="md"
    >
      <AppShell.Header>
        <TopBar menuOpened={opened} onToggleMenu={toggle} />
      </AppShell.Header>
      <AppShell.Navbar p={4}>
        <MainMenu onNavigate={close} />
      </AppShell.Navbar>
      <AppShell.Main>
        <InstallPrompt />
        {children}
      </AppShell.Main>
    </AppShell>
  );
}
