import { describe, expect, it } from 'vitest';
import { B, DefaultRoles, F, P } from '@canopy/shared';
import { SCREENS } from '../routes/screens';
import { shownAt } from '../testing/shownAt';
import { adminClaims, foremanClaims } from '../../test/sessions';
import { filterMenu, showsSettings } from './filterMenu';
import { isGroup, MENU, type MenuEntry } from './menuData';

const labels = (entries: MenuEntry[]) =>
  entries.map((e) => (isGroup(e) ? `${e.label} > ${e.children.map((c) => c.label).join(', ')}` : e.label));
const paths = (entries: MenuEntry[]) =>
  entries.flatMap((e) => (isGroup(e) ? e.children : [e])).map((l) => l.path);

/** A screen of the route table no module has built: its address says "Coming soon". */
const unbuilt = SCREENS.find((s) => shownAt(s.path) === 'coming soon')!.path;

describe('the navigation menu', () => {
  it.each(DefaultRoles.map((r) => [r.Name, r.Claims] as const))(
    'leads the %s only to built screens',
    (_, claims) => {
      const entries = paths(filterMenu(claims));
      expect(entries.filter((p) => shownAt(p) !== 'screen')).toEqual([]);
    },
  );

  it('shows an administrator every built entry, in the spec order', () => {
    const built = paths(MENU).filter((p) => shownAt(p) === 'screen');
    expect(paths(filterMenu(adminClaims))).toEqual(built);
    expect(built).toContain('/accounts');
    expect(showsSettings(adminClaims)).toBe(true);
  });

  it('shows a foreman the work orders and his daily schedule, and no gear', () => {
    expect(labels(filterMenu(foremanClaims))).toEqual(['Work Orders', 'Schedules > Daily Schedule']);
    expect(showsSettings(foremanClaims)).toBe(false);
  });

  it('leaves out a group none of whose screens is built', () => {
    const menu: MenuEntry[] = [
      { label: 'Later', children: [{ label: 'Not yet', path: unbuilt }] },
      { label: 'Soon', path: unbuilt },
      { label: 'Accounts', path: '/accounts' },
    ];
    expect(labels(filterMenu(adminClaims, menu))).toEqual(['Accounts']);
  });

  it('hides a group when none of its children is allowed and trims it to the allowed ones', () => {
    expect(labels(filterMenu({ Resources: F }))).toEqual([
      'Admin > Materials/Disposals, Equipment, Lease Companies, Resources',
    ]);
    expect(labels(filterMenu({ UserRole: 1 }))).toEqual(['Admin > User Roles']);
    expect(filterMenu({ Commissions_Reports: 0 })).toEqual([]);
  });

  it('needs the listed flag, not just the claim type', () => {
    // Accounts opens with ReadOnly, Branch or Full; Personal alone does not.
    expect(labels(filterMenu({ Account: P }))).toEqual([]);
    expect(labels(filterMenu({ Account: B }))).toEqual(['Accounts']);
  });

  it('shows nothing to a signed-out visitor', () => {
    expect(filterMenu(undefined)).toEqual([]);
  });
});
