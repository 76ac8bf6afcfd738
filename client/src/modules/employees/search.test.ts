import { describe, expect, it } from 'vitest';
import { toListRequest } from '../../ui/listState';
import { toListState, toSearch, validateEmployeeListSearch, withPortal, withStatus } from './search';

describe('the employee list URL', () => {
  it('means active employees when no status is given, and keeps Active out of the URL', () => {
    const state = toListState({});
    expect(toListRequest(state)).toMatchObject({ StatusIds: [1], Skip: 0, Take: 12 });
    expect(toSearch(state)).toEqual(validateEmployeeListSearch({}));
  });

  it('turns filters into the request and back into the same URL', () => {
    const search = validateEmployeeListSearch({
      status: 'inactive',
      portal: 'yes',
      reviewFrom: '2025-01-01',
      reviewTo: '2025-02-30',
      branch: '3',
      page: '2',
    });
    expect(search).toMatchObject({
      status: 'inactive',
      portal: 'yes',
      reviewFrom: '2025-01-01',
      branch: 3,
      page: 2,
    });
    expect(search.reviewTo).toBeUndefined();
    const state = toListState(search);
    expect(toListRequest(state)).toMatchObject({
      StatusIds: [2],
      HasPortalAccess: true,
      ReviewDateFrom: '2025-01-01',
      BranchIds: [3],
      Skip: 12,
    });
    expect(toSearch(state)).toEqual(search);
  });

  it('drops a filter set back to any', () => {
    const filters = withPortal(withStatus({ StatusIds: [1], HasPortalAccess: false }, 'all'), 'any');
    expect(filters).toEqual({});
  });
});
