import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cleanZipCodes, territoryZip } from './rules';

describe('territory zip codes', () => {
  it('pads any 1-5 digit zip to 5 digits, keeping its value', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 99999 }), (n) => {
        expect(territoryZip(n)).toBe(String(n).padStart(5, '0'));
        expect(territoryZip(String(n))).toBe(String(n).padStart(5, '0'));
      }),
    );
  });

  it('reads a ZIP+4 as its 5-digit zip and refuses anything else', () => {
    expect(territoryZip('60201-1234')).toBe('60201');
    expect(territoryZip('602011234')).toBe('60201');
    for (const bad of ['', 'abcde', '1234567', '6020-11234', '60201-12', '6O201'])
      expect(territoryZip(bad)).toBeNull();
  });

  it('drops blanks and reports repeats once, in order of first appearance', () => {
    expect(cleanZipCodes(['501', '', '  ', 2345, '60090', '00501', '60090', '60090', 'x1'])).toEqual({
      zips: ['00501', '02345', '60090'],
      duplicated: ['00501', '60090'],
      invalid: ['x1'],
    });
  });

  it('is idempotent: cleaning the cleaned list changes nothing', () => {
    fc.assert(
      fc.property(fc.array(fc.oneof(fc.integer({ min: 0, max: 99999 }), fc.constant(''))), (list) => {
        const once = cleanZipCodes(list).zips;
        expect(cleanZipCodes(once)).toEqual({ zips: once, duplicated: [], invalid: [] });
      }),
    );
  });
});
