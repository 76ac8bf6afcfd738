import { describe, expect, it } from 'vitest';
import { formatPercent } from './percent';

describe('formatPercent', () => {
  it('rounds to whole numbers', () => {
    expect(formatPercent(12.4)).toBe('12%');
    expect(formatPercent(12.5)).toBe('13%');
    expect(formatPercent(-12.5)).toBe('-13%');
    expect(formatPercent(0)).toBe('0%');
    expect(formatPercent(-0.2)).toBe('0%');
  });

  it('reads fractions and keeps requested decimals', () => {
    expect(formatPercent(0.125, { fraction: true })).toBe('13%');
    expect(formatPercent(7.125, { decimals: 2 })).toBe('7.13%');
  });

  it('shows nothing for a missing value', () => {
    expect(formatPercent(null)).toBe('');
    expect(formatPercent(Number.NaN)).toBe('');
  });
});
