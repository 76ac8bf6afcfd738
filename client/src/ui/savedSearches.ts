import type { SavedSearchAdapter } from './SavedSearches';
import { api } from '../kernel/api/client';

/** The saved-search calls (spec: searches/…) for one employee and one search type. */
export function savedSearchAdapter(employeeId: number, searchTypeId: number): SavedSearchAdapter {
  return {
    list: async () =>
      (
        await api.get('/searches/employee/{employeeId}/{searchTypeId}', {
          path: { employeeId, searchTypeId },
        })
      ).data,
    create: async ({ Name, Filters }) =>
      (
        await api.post('/searches', {
          body: { Name, EmployeeId: employeeId, SearchTypeId: searchTypeId, Filters },
        })
      ).data,
    update: async (search) => (await api.put('/searches', { body: search })).data,
    remove: (id) => api.del('/searches/{id}', { path: { id } }),
  };
}
