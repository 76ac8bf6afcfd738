import { describe, expect, it } from 'vitest';
import { toListState, toSearch, validateBranchListSearch } from './search';

describe('the branch list URL', () => {
  it('searches active branches (StatusIds [1]) unless told otherwise', () => {
    expect(toListState(validateBranchListSearch({})).filters).toEqual({ StatusIds: [1] });
    expect(toListState(validateBranchListSearch({ status: '2' })).filters).toEqual({ StatusIds: [2] });
    expect(toListState(validateBranchListSearch({ status: 'all' })).filters).toEqual({
      StatusIds: undefined,
    });
    expect(toListState(validateBranchListSearch({ status: 'junk', page: '0' })).filters).toEqual({
      StatusIds: [1],
    });
  });

  it('keeps the default status out of the URL and round-trips the rest', () => {
    const state = toListState({ q: 'oak', page: 2, status: 'all' });
    expect(toSearch(state)).toEqual({ q: 'oak', page: 2, status: 'all' });
    expect(toSearch({ ...state, filters: { StatusIds: [1] } })).toEqual({
      q: 'oak',
      page: 2,
      status: undefined,
    });
  });
});
