import type { MouseEvent } from 'react';
import { NavLink } from '@mantine/core';
import { useLocation, useNavigate } from '@tanstack/react-router';
import { useClaims } from '../../kernel/session/sessionStore';
import { useReturnPages } from '../../kernel/session/returnPages';
import { filterMenu } from './filterMenu';
import { isGroup, type MenuEntry, type MenuLink } from './menuData';
import { MENU_ICONS } from './menuIcons';
import './mainMenu.css';

export interface MainMenuProps {
  /** Called after an entry is chosen, e.g. to close the menu on a phone. */
  onNavigate?: () => void;
}

const trim = (p: string) => (p.length > 1 ? p.replace(/\/+$/, '') : p);
const isActive = (pathname: string, path: string) => trim(pathname) === trim(path);

function iconOf(entry: MenuEntry) {
  const Icon = MENU_ICONS[entry.label];
  return Icon ? <Icon size={18} stroke={1.6} /> : undefined;
}

export function MainMenu({ onNavigate }: MainMenuProps) {
  const claims = useClaims();
  const pathname = useLocation({ select: (l) => l.pathname });
  const navigate = useNavigate();
  const clearReturnPages = useReturnPages((s) => s.clear);
  const entries = filterMenu(claims);

  const open = (e: MouseEvent<HTMLAnchorElement>, link: MenuLink) => {
    // Let the browser handle new-tab and new-window clicks.
    if (e.metaKey || e.ctrlKey || e.shiftKey || e.button !== 0) return;
    e.preventDefault();
    clearReturnPages();
    void navigate({ href: link.path });
    onNavigate?.();
  };

  const linkOf = (link: MenuLink, top = false) => (
    <NavLink
      key={link.path}
      href={link.path}
      label={link.label}
      active={isActive(pathname, link.path)}
      leftSection={top ? iconOf(link) : undefined}
      onClick={(e: MouseEvent<HTMLAnchorElement>) => open(e, link)}
    />
  );

  return (
    <nav className="canopy-main-menu" aria-label="Main menu">
      {entries.map((entry) =>
        isGroup(entry) ? (
          <NavLink
            key={entry.label}
            component="button"
            label={entry.label}
            leftSection={iconOf(entry)}
            defaultOpened={entry.children.some((c) => isActive(pathname, c.path))}
            childrenOffset={28}
          >
            {entry.children.map((child) => linkOf(child))}
          </NavLink>
        ) : (
          linkOf(entry, true)
        ),
      )}
    </nav>
  );
}
