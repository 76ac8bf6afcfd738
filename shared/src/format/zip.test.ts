import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { formatZip, isValidZip, padZip, parseZip } from './zip';

const digits = (n: number) =>
  fc.string({ unit: fc.constantFrom(...'0123456789'), minLength: n, maxLength: n });

describe('zip codes', () => {
  it('shows a dash after 5 digits once there are more', () => {
    expect(formatZip('123456789')).toBe('12345-6789');
    expect(formatZip('12345')).toBe('12345');
    expect(formatZip('123456')).toBe('12345-6');
    expect(formatZip('12a34-5678 9x9')).toBe('12345-6789');
    expect(formatZip(null)).toBe('');
  });

  it('accepts 5 digits or 5 plus 4', () => {
    expect(isValidZip('12345')).toBe(true);
    expect(isValidZip('12345-6789')).toBe(true);
    expect(isValidZip('123456789')).toBe(true);
    expect(isValidZip('1234')).toBe(false);
    expect(isValidZip('12345-67')).toBe(false);
    expect(isValidZip('')).toBe(false);
  });

  it('parses a complete zip into its canonical form', () => {
    expect(parseZip(' 123456789 ')).toBe('12345-6789');
    expect(parseZip('12345')).toBe('12345');
    expect(parseZip('1234')).toBeNull();
  });

  it('pads zips that lost their leading zeros', () => {
    expect(padZip(501)).toBe('00501');
    expect(padZip('2134')).toBe('02134');
    expect(padZip('501-1234')).toBe('00501-1234');
    expect(padZip('12345')).toBe('12345');
  });

  it('round-trips 5- and 9-digit zips', () => {
    fc.assert(
      fc.property(fc.oneof(digits(5), digits(9)), (z) => {
        const shown = formatZip(z);
        return parseZip(shown) === shown && shown.replace('-', '') === z;
      }),
    );
  });
});
