import { describe, expect, it } from 'vitest';
import { B, F, P, R } from '@canopy/shared';
import {
  buildClaimTree,
  changedTypes,
  filterClaimTree,
  humanize,
  setFlags,
  toClaimMap,
  toggleFlag,
  updateClaimsBody,
} from './claimTree';
import { claimTypeRows } from './fixtures';

const tree = buildClaimTree(claimTypeRows);
const node = (name: string) => tree.flatMap((n) => [n, ...n.children]).find((n) => n.type.Name === name)!;

describe('the claim tree', () => {
  it('lists parents in order with their children (ParentId) under them', () => {
    expect(tree.map((n) => n.type.Name).slice(0, 6)).toEqual([
      'Account',
      'Branch',
      'Budgets',
      'Chemical',
      'Commissions',
      'Contracts',
    ]);
    expect(node('Commissions').children.map((c) => c.type.Name)).toEqual([
      'Commissions_Reports',
      'EmployeePayments',
    ]);
    expect(node('WorkOrders').children).toHaveLength(12);
    expect(tree.flatMap((n) => [n, ...n.children])).toHaveLength(claimTypeRows.length);
  });

  it("names children without their parent's prefix, singular or plural", () => {
    expect(node('Commissions_Reports').label).toBe('Reports');
    expect(node('WorkOrder_Menu').label).toBe('Menu');
    expect(node('WorkOrders_ServiceImages').label).toBe('Service Images');
    expect(node('WorkOrders_ServiceImages').fullLabel).toBe('Work Orders Service Images');
    expect(node('ResetDrawBalance').label).toBe('Reset Draw Balance');
    expect(humanize('Invoices_TransactionApproval')).toBe('Invoices Transaction Approval');
  });

  it('shows a child whose parent is missing as a parent', () => {
    const orphan = { Id: 99, Name: 'Lonely_Child', ParentId: 98, ClaimValues: [] };
    expect(buildClaimTree([orphan]).map((n) => n.type.Id)).toEqual([99]);
  });
});

describe('claim values', () => {
  it('combines the flags into the ClaimValueId by bits', () => {
    let claims = toClaimMap([]);
    claims = toggleFlag(claims, 1, R);
    expect(claims[1]).toBe(1);
    claims = toggleFlag(claims, 1, B);
    expect(claims[1]).toBe(R | B);
    claims = toggleFlag(toggleFlag(claims, 1, P), 1, F);
    expect(claims[1]).toBe(15);
    claims = toggleFlag(claims, 1, R);
    expect(claims[1]).toBe(P | B | F);
  });

  it('forgets a claim type once no flag is held', () => {
    const claims = toggleFlag(toggleFlag({}, 19, P), 19, P);
    expect(claims).toEqual({});
    expect(setFlags({ 4: 8 }, 4, 0)).toEqual({});
  });

  it('reports the claim types that differ from the saved ones', () => {
    expect(changedTypes({ 1: 1, 4: 8 }, { 1: 5, 4: 8, 19: 2 })).toEqual([1, 19]);
    expect(changedTypes({ 1: 1 }, { 1: 1 })).toEqual([]);
  });

  it('sends every held claim, by id, with nothing but ClaimTypeId and ClaimValueId', () => {
    const claims = toClaimMap([
      { ClaimTypeId: 19, ClaimValueId: 2, UserRoleId: 7 },
      { ClaimTypeId: 1, ClaimValueId: 1, UserRoleId: 7 },
      { ClaimTypeId: 4, ClaimValueId: 0, UserRoleId: 7 },
    ]);
    expect(updateClaimsBody(claims, 5)).toEqual({
      Version: 5,
      UserRoleClaims: [
        { ClaimTypeId: 1, ClaimValueId: 1 },
        { ClaimTypeId: 19, ClaimValueId: 2 },
      ],
    });
  });
});

describe('the claim filter', () => {
  const names = (nodes: ReturnType<typeof filterClaimTree>) =>
    nodes.flatMap((n) => [n.type.Name, ...n.children.map((c) => `  ${c.type.Name}`)]);

  it('keeps a matching parent with all its children', () => {
    expect(names(filterClaimTree(tree, 'commissions', {}))).toEqual([
      'Commissions',
      '  Commissions_Reports',
      '  EmployeePayments',
    ]);
  });

  it('keeps the parent of a matching child for context', () => {
    expect(names(filterClaimTree(tree, 'draw balance', {}))).toEqual(['Employee', '  ResetDrawBalance']);
    expect(names(filterClaimTree(tree, 'Invoices_Transaction', {}))).toEqual([
      'Invoices',
      '  Invoices_TransactionApproval',
    ]);
  });

  it('narrows to the granted claim types on request', () => {
    expect(names(filterClaimTree(tree, '', { 1: R, 6: P }, true))).toEqual([
      'Account',
      'Commissions',
      '  Commissions_Reports',
    ]);
  });
});
