import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { numberToText, parseNumeric, sanitizeNumeric } from './numeric';

describe('sanitizeNumeric', () => {
  it('keeps only digits, one point and a leading minus', () => {
    expect(sanitizeNumeric('a1b2.3.4')).toBe('12.34');
    expect(sanitizeNumeric('-12-3')).toBe('-123');
    expect(sanitizeNumeric('1-2')).toBe('12');
    expect(sanitizeNumeric('1e5')).toBe('15');
    expect(sanitizeNumeric('-')).toBe('-');
  });

  it('limits decimals, 8 by default', () => {
    expect(sanitizeNumeric('1.123456789')).toBe('1.12345678');
    expect(sanitizeNumeric('1.239', { decimals: 2 })).toBe('1.23');
    expect(sanitizeNumeric('1.5', { decimals: 0 })).toBe('15');
  });

  it('clamps to min and max', () => {
    expect(sanitizeNumeric('150', { max: 100 })).toBe('100');
    expect(sanitizeNumeric('5', { min: 10 })).toBe('10');
    expect(sanitizeNumeric('5', { min: 10, clamp: false })).toBe('5');
    expect(sanitizeNumeric('-5', { min: -2.5 })).toBe('-2.5');
  });

  it('refuses a minus when the minimum is not negative', () => {
    expect(sanitizeNumeric('-5', { min: 0 })).toBe('5');
  });

  it('always yields text that is blank, unfinished or a number in range', () => {
    fc.assert(
      fc.property(
        fc.string(),
        fc.integer({ min: -1000, max: 0 }),
        fc.integer({ min: 0, max: 1000 }),
        (s, min, max) => {
          const out = sanitizeNumeric(s, { min, max, decimals: 3 });
          expect(out).toMatch(/^-?\d*\.?\d{0,3}$/);
          const n = parseNumeric(out);
          if (n !== null) expect(n >= min && n <= max).toBe(true);
        },
      ),
    );
  });
});

describe('numberToText', () => {
  it('writes numbers without an exponent and without trailing zeros', () => {
    expect(numberToText(1e-7)).toBe('0.0000001');
    expect(numberToText(12.5, 2)).toBe('12.5');
    expect(numberToText(100)).toBe('100');
    expect(numberToText(-0)).toBe('0');
  });

  it('parses unfinished text as no number', () => {
    expect(parseNumeric('-')).toBeNull();
    expect(parseNumeric('.')).toBeNull();
    expect(parseNumeric('1.')).toBe(1);
    expect(parseNumeric('-.5')).toBe(-0.5);
  });
});
