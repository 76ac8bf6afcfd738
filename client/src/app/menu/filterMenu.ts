import type { ClaimFlags } from '@canopy/shared';
import { decideAccess } from '../guards/access';
import { screen } from '../routes/screens';
import { isGroup, MENU, SETTINGS_PATH, type MenuEntry, type MenuLink } from './menuData';

export const canOpen = (claims: ClaimFlags | undefined, path: string) =>
  decideAccess(claims, screen(path)) === 'allow';

/** The menu a user sees: entries whose screen they may open; a group only if a child remains. */
export function filterMenu(claims: ClaimFlags | undefined, menu: MenuEntry[] = MENU): MenuEntry[] {
  return menu.flatMap((entry): MenuEntry[] => {
    if (!isGroup(entry)) return canOpen(claims, entry.path) ? [entry] : [];
    const children = entry.children.filter((c: MenuLink) => canOpen(claims, c.path));
    return children.length ? [{ ...entry, children }] : [];
  });
}

export const showsSettings = (claims: ClaimFlags | undefined) => canOpen(claims, SETTINGS_PATH);
