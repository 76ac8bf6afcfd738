import { describe, expect, it } from 'vitest';
import { B, P } from '@canopy/shared';
import { adminClaims, foremanClaims } from '../../test/sessions';
import { filterMenu, showsSettings } from './filterMenu';
import { isGroup, MENU, type MenuEntry } from './menuData';

const labels = (entries: MenuEntry[]) =>
  entries.map((e) => (isGroup(e) ? `${e.label} > ${e.children.map((c) => c.label).join(', ')}` : e.label));

describe('the navigation menu', () => {
  it('shows an administrator every entry, in the spec order', () => {
    const menu = filterMenu(adminClaims);
    expect(menu).toEqual(MENU);
    expect(labels(menu).map((l) => l.split(' > ')[0])).toEqual([
      'Dashboard',
      'Admin',
      'Promotions',
      'Services',
      'Accounts',
      'Employee Draw',
      'Commissions Reports',
      'Service Requests',
      'Contracts',
      'Proposals',
      'Work Authorizations',
      'Work Orders',
      'Schedules',
      'Equipment Problems',
      'Invoices',
      'Financial Reports',
      'Payroll',
    ]);
    expect(showsSettings(adminClaims)).toBe(true);
  });

  it('shows a foreman only work orders and the daily schedule, and no gear', () => {
    expect(labels(filterMenu(foremanClaims))).toEqual(['Work Orders', 'Schedules > Daily Schedule']);
    expect(showsSettings(foremanClaims)).toBe(false);
  });

  it('hides a group when none of its children is allowed and trims it to the allowed ones', () => {
    expect(labels(filterMenu({ Schedules: B }))).toEqual([
      'Schedules > Build Schedules, Manage Schedules, Daily Schedule, Resource Calendar',
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
