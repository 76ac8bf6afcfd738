import { describe, expect, it } from 'vitest';
import { claim, F, R } from '@canopy/shared';
import { isBuilt } from '../../app/routes/built';
import { SCREENS } from '../../app/routes/screens';
import { adminClaims, claimsOf } from '../../test/sessions';
import { HUB_GROUPS, visibleHubGroups } from './hubGroups';

const settingsRule = claim('Settings', F);
const isSettingsScreen = (rules: (typeof SCREENS)[number]['claim']) =>
  !!rules?.some((r) => r.type === settingsRule.type && r.any === settingsRule.any);

describe('the settings hub', () => {
  it('links every settings screen of the route table, each once', () => {
    const hub = HUB_GROUPS.flatMap((g) => g.links.map((l) => l.path));
    const table = SCREENS.filter((s) => s.path !== '/settings' && isSettingsScreen(s.claim)).map(
      (s) => s.path,
    );
    expect([...hub].sort()).toEqual([...table].sort());
    expect(new Set(hub).size).toBe(hub.length);
  });

  it('groups them by area in the spec order', () => {
    expect(HUB_GROUPS.map((g) => g.label)).toEqual([
      'Accounts',
      'Employees',
      'Work orders',
      'Services',
      'Chemicals',
      'Branches',
      'Proposals',
      'Contracts',
      'Service requests',
      'Inventory items',
    ]);
  });

  it('shows only the links whose screen the user may open, and no empty group', () => {
    const groups = [
      { label: 'People', icon: () => null, links: [{ path: '/roles/', description: 'Roles' }] },
      { label: 'Accounts', icon: () => null, links: [{ path: '/accounts/settings', description: 'Lists' }] },
    ];
    const visible = visibleHubGroups({ Settings: F }, groups);
    expect(visible.map((g) => g.label)).toEqual(['Accounts']);
    expect(visible[0]!.links).toEqual([
      { path: '/accounts/settings', description: 'Lists', title: 'Account Settings' },
    ]);
    expect(visibleHubGroups({ Settings: F, UserRole: R }, groups)).toHaveLength(2);
    expect(visibleHubGroups({ Settings: R }, groups)).toEqual([]);
  });

  it('gives the office manager every built settings screen and the billing manager none', () => {
    const shown = (claims: typeof adminClaims) =>
      visibleHubGroups(claims).flatMap((g) => g.links.map((l) => l.path));
    const built = HUB_GROUPS.flatMap((g) => g.links.map((l) => l.path)).filter(isBuilt);
    expect(shown(adminClaims)).toEqual(built);
    expect(shown(claimsOf(23))).toEqual(built);
    expect(shown(claimsOf(5))).toEqual([]);
  });

  it('links no settings screen that is not built yet, which would only say "Coming soon"', () => {
    const unbuilt = SCREENS.map((s) => s.path).filter((p) => !isBuilt(p));
    const shown = visibleHubGroups(adminClaims).flatMap((g) => g.links.map((l) => l.path));
    expect(shown.filter((p) => unbuilt.includes(p))).toEqual([]);
    expect(shown).toContain('/accounts/settings');
  });
});
