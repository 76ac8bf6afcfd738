import { describe, expect, it } from 'vitest';
import { sizeOptions } from './detailForm';
import { dbhDetails, sizes } from './fixtures';
import { describeChange, previewRows } from './pricePreview';

describe('the price update preview', () => {
  it('words the change as the user typed it', () => {
    expect(describeChange({ kind: 'percent', percentE4: 100_000 })).toBe('raise every price by 10%');
    expect(describeChange({ kind: 'percent', percentE4: 123_456 })).toBe('raise every price by 12.3456%');
    expect(describeChange({ kind: 'percent', percentE4: -25_000 })).toBe('lower every price by 2.5%');
    expect(describeChange({ kind: 'percent', percentE4: 0 })).toBe('leave every price as it is');
    expect(describeChange({ kind: 'dollars', cents: 125_000 })).toBe('add $1,250.00 to every price');
  });

  it('works a few rows in cents with the shared rule, never below zero', () => {
    const rows = previewRows(
      dbhDetails,
      ['PricePerVisit', 'PricePerYear'],
      { kind: 'percent', percentE4: -1_500_000 },
      2,
    );
    expect(rows).toEqual([
      {
        id: 11,
        label: '0-6 in DBH',
        prices: [
          { field: 'PricePerVisit', before: 12345, after: 0 },
          { field: 'PricePerYear', before: 24690, after: 0 },
        ],
      },
      {
        id: 12,
        label: '7-12 in DBH',
        prices: [
          { field: 'PricePerVisit', before: 99, after: 0 },
          { field: 'PricePerYear', before: null, after: null },
        ],
      },
    ]);
  });
});

describe('the size choices of a row', () => {
  it('offers active sizes no other row prices, and always the row its own', () => {
    const archived = { ...sizes[3]!, Archived: true };
    const choices = sizeOptions([...sizes.slice(0, 3), archived], dbhDetails, dbhDetails[1]!);
    expect(choices).toEqual([{ group: 'in DBH', items: [{ value: 2, label: '7-12 in DBH' }] }]);
    expect(sizeOptions(sizes, dbhDetails, null)).toEqual([
      { group: 'in DBH', items: [{ value: 4, label: '19-24 in DBH' }] },
    ]);
  });
});
