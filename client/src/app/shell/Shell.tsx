import type { ReactNode } from 'react';
import { useDisclosure } from '@mantine/hooks';
import { MainMenu } from '../menu/MainMenu';
import { TopBar } from './TopBar';
import { InstallPrompt } from '../pwa/InstallPrompt';
import './shell.css';

export interface ShellProps {
  children: ReactNode;
}

/** Spec: the menu collapses at widths of 768 or less (shell.css holds the same breakpoint). */
export function Shell({ children }: ShellProps) {
  const [opened, { toggle, close }] = useDisclosure(false);
  return (
    <div className="canopy-shell">
      <header className="canopy-shell-header">
        <TopBar menuOpened={opened} onToggleMenu={toggle} />
      </header>
      <div className="canopy-shell-navbar" data-opened={opened || undefined}>
        <MainMenu onNavigate={close} />
      </div>
      <main className="canopy-shell-main">
        <InstallPrompt />
        {children}
      </main>
    </div>
  );
}
