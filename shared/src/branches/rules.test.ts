import { describe, expect, it } from 'vitest';
import { cleanBranchPhones, isPhoneType } from './rules';

describe('branch phones', () => {
  it('splits the typed text into number and extension and drops short phones', () => {
    expect(
      cleanBranchPhones([
        { PhoneExt: '555-0100' },
        { PhoneExt: '(847) 555-0100 x12', PhoneTypeId: 4 },
        { Phone: '8475550101', Extension: '7' },
      ]),
    ).toEqual([
      { Phone: '8475550100', Extension: '12', IsPreferred: true, PhoneTypeId: 4 },
      { Phone: '8475550101', Extension: '7', IsPreferred: false, PhoneTypeId: 2 },
    ]);
  });

  it('keeps exactly one preferred phone: the first marked, else the first', () => {
    const marked = cleanBranchPhones([
      { PhoneExt: '8475550100' },
      { PhoneExt: '8475550101', IsPreferred: true },
      { PhoneExt: '8475550102', IsPreferred: true },
    ]);
    expect(marked.map((p) => p.IsPreferred)).toEqual([false, true, false]);
    expect(cleanBranchPhones([]).length).toBe(0);
  });

  it('knows the phone types Home, Work, Mobile and Fax', () => {
    expect([0, 1, 2, 3, 4, 5].map(isPhoneType)).toEqual([false, true, true, true, true, false]);
  });
});
