import type { ReactNode } from 'react';
import { useDisclosure, useMediaQuery } from '@mantine/hooks';
import { TopBar } from './TopBar';
import { InstallPrompt } from '../pwa/InstallPrompt';
import { useMainMenu, WIDE_SCREEN } from './mainMenuLoader';
import './shell.css';

export interface ShellProps {
  children: ReactNode;
}

/** Spec: the menu collapses at widths of 768 or less (shell.css holds the same breakpoint). */
export function Shell({ children }: ShellProps) {
  const [opened, { toggle, close }] = useDisclosure(false);
  const wide = useMediaQuery(WIDE_SCREEN, matchMedia(WIDE_SCREEN).matches, {
    getInitialValueInEffect: false,
  });
  const menu = useMainMenu(wide || opened);
  return (
    <div className="canopy-shell">
      <header className="canopy-shell-header">
        <TopBar menuOpened={opened} onToggleMenu={toggle} />
      </header>
      <div className="canopy-shell-navbar" data-opened={opened || undefined}>
        {menu && <menu.MainMenu onNavigate={close} />}
      </div>
      <main className="canopy-shell-main">
        <InstallPrompt />
        {children}
      </main>
    </div>
  );
}
