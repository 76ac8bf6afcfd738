import { describe, expect, it } from 'vitest';
import { searchText } from './listState';

describe('searchText', () => {
  it('keeps a number-like search from the URL as text, and drops blanks', () => {
    expect(searchText(60201)).toBe('60201');
    expect(searchText(' oak ')).toBe('oak');
    expect(searchText('   ')).toBeUndefined();
    expect(searchText(undefined)).toBeUndefined();
    expect(searchText({})).toBeUndefined();
  });
});
