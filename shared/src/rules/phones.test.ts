import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { normalizePhones } from './phones';

describe('normalizePhones', () => {
  it('splits the first 10 digits from the extension and drops short numbers', () => {
    expect(
      normalizePhones([
        { Phone: '(312) 555-0101 x 42' },
        { Phone: '555-0101' },
        { Phone: '8475550199', Extension: '7', IsPreferred: true },
      ]),
    ).toEqual([
      { Phone: '3125550101', Extension: '42', IsPreferred: false, PhoneTypeId: 2 },
      { Phone: '8475550199', Extension: '7', IsPreferred: true, PhoneTypeId: 2 },
    ]);
  });

  it('always leaves exactly one preferred phone when any is kept', () => {
    fc.assert(
      fc.property(
        fc.array(fc.record({ Phone: fc.stringMatching(/^[0-9 ()-]{0,16}$/), IsPreferred: fc.boolean() }), {
          maxLength: 6,
        }),
        (phones) => {
          const out = normalizePhones(phones);
          expect(out.every((p) => p.Phone.length === 10)).toBe(true);
          if (out.length) expect(out.filter((p) => p.IsPreferred)).toHaveLength(1);
        },
      ),
    );
  });
});
