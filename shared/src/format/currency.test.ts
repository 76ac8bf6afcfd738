import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  centsToDecimalString,
  decimalStringToCents,
  dollarsToCents,
  formatCurrency,
  parseCurrency,
} from './currency';

const cents = fc.integer({ min: -1e13, max: 1e13 });

describe('formatCurrency', () => {
  it('shows $, thousands commas and exactly 2 decimals', () => {
    expect(formatCurrency(123456789)).toBe('$1,234,567.89');
    expect(formatCurrency(5)).toBe('$0.05');
    expect(formatCurrency(0)).toBe('$0.00');
    expect(formatCurrency(-150000)).toBe('-$1,500.00');
    expect(formatCurrency('1234.5')).toBe('$1,234.50');
    expect(formatCurrency('12.345')).toBe('$12.35');
  });

  it('shows blank and unreadable values as empty', () => {
    expect(formatCurrency(null)).toBe('');
    expect(formatCurrency('')).toBe('');
    expect(formatCurrency('abc')).toBe('');
    expect(formatCurrency(1.5)).toBe('');
  });
});

describe('parseCurrency', () => {
  it('reads what people type into integer cents', () => {
    expect(parseCurrency('$1,234.56')).toBe(123456);
    expect(parseCurrency('12')).toBe(1200);
    expect(parseCurrency('12.5')).toBe(1250);
    expect(parseCurrency('.75')).toBe(75);
    expect(parseCurrency('-$3.10')).toBe(-310);
    expect(parseCurrency('0.10')).toBe(10);
  });

  it('refuses more than 2 decimals and non-numbers', () => {
    expect(parseCurrency('1.234')).toBeNull();
    expect(parseCurrency('')).toBeNull();
    expect(parseCurrency('-')).toBeNull();
    expect(parseCurrency('1.2.3')).toBeNull();
    expect(parseCurrency('12a')).toBeNull();
  });

  it('round-trips every amount through its display form', () => {
    fc.assert(fc.property(cents, (c) => parseCurrency(formatCurrency(c)) === c));
  });
});

describe('decimal strings', () => {
  it('converts cents to a decimal string exactly', () => {
    expect(centsToDecimalString(123456)).toBe('1234.56');
    expect(centsToDecimalString(-5)).toBe('-0.05');
    expect(centsToDecimalString(0)).toBe('0.00');
    expect(() => centsToDecimalString(1.5)).toThrow(RangeError);
  });

  it('rounds database decimals half away from zero on the digits', () => {
    expect(decimalStringToCents('12.3450')).toBe(1235);
    expect(decimalStringToCents('12.3449')).toBe(1234);
    expect(decimalStringToCents('-0.005')).toBe(-1);
    expect(decimalStringToCents('-0.004')).toBe(0);
    expect(decimalStringToCents('1.005')).toBe(101);
    expect(decimalStringToCents('.')).toBeNull();
  });

  it('round-trips cents through decimal strings', () => {
    fc.assert(fc.property(cents, (c) => decimalStringToCents(centsToDecimalString(c)) === c));
  });

  it('reads JSON dollars at the digits a person would see', () => {
    expect(dollarsToCents(0.285)).toBe(29);
    expect(dollarsToCents(1.005)).toBe(101);
    expect(dollarsToCents(0.1 + 0.2)).toBe(30);
    expect(dollarsToCents(Number.NaN)).toBeNull();
  });

  it('adds cents exactly where floats would drift', () => {
    const amounts = ['0.10', '0.20', '0.70'].map((a) => decimalStringToCents(a)!);
    expect(formatCurrency(amounts.reduce((s, a) => s + a, 0))).toBe('$1.00');
  });
});
