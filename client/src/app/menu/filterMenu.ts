import type { ClaimFlags } from '@canopy/shared';
import { canOpen } from '../routes/built';
import { isGroup, MENU, SETTINGS_PATH, type MenuEntry, type MenuLink } from './menuData';

export { canOpen };

/**
 * The menu a user sees: entries whose screen is built and whose claim they hold; a group only if a
 * child remains. A screen joins the menu when its module registers its route.
 */
export function filterMenu(claims: ClaimFlags | undefined, menu: MenuEntry[] = MENU): MenuEntry[] {
  return menu.flatMap((entry): MenuEntry[] => {
    if (!isGroup(entry)) return canOpen(claims, entry.path) ? [entry] : [];
    const children = entry.children.filter((c: MenuLink) => canOpen(claims, c.path));
    return children.length ? [{ ...entry, children }] : [];
  });
}

export const showsSettings = (claims: ClaimFlags | undefined) => canOpen(claims, SETTINGS_PATH);
