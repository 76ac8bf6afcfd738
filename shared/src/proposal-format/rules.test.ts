import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatEditable, taxCents, WorkAuthorizationConfirmed } from './rules';

describe('proposal format rules', () => {
  it('edits only with InventoryItems Full, edit rights and no confirmed work authorization', () => {
    const base = { inventoryItemsFull: true, mayEditProposal: true, workAuthorizationStatusIds: [1, 2] };
    expect(formatEditable(base)).toBe(true);
    expect(formatEditable({ ...base, inventoryItemsFull: false })).toBe(false);
    expect(formatEditable({ ...base, mayEditProposal: false })).toBe(false);
    expect(formatEditable({ ...base, workAuthorizationStatusIds: [1, WorkAuthorizationConfirmed] })).toBe(
      false,
    );
  });

  it('rounds tax half up once, exactly, at any size', () => {
    expect(taxCents(10_000, 100_000)).toBe(1_000);
    expect(taxCents(105, 50_000)).toBe(5); // 5.25 cents
    expect(taxCents(110, 50_000)).toBe(6); // 5.5 cents rounds up
    expect(taxCents(-500, 50_000)).toBe(0);
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 10_000_000_000 }),
        fc.integer({ min: 0, max: 300_000 }),
        (a, r) => {
          const t = taxCents(a, r);
          const exact = (BigInt(a) * BigInt(r)) % 1_000_000n;
          const floor = Number((BigInt(a) * BigInt(r)) / 1_000_000n);
          expect(t).toBe(exact >= 500_000n ? floor + 1 : floor);
        },
      ),
    );
  });
});
