import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { Employee } from '@canopy/shared';
import { ApiError } from '../../kernel/api/errors';

/**
 * The onSubmit of one tab's RecordForm: saves the tab with one of the employee mutations (which
 * cache the saved employee) and answers with the tab's values of it. A 409 carries the current
 * employee; it is handed back as the tab's values, the shape the form's conflict dialog works with.
 */
export function useTabSubmit<V>(
  save: (queryClient: QueryClient, values: V) => Promise<Employee>,
  toValues: (employee: Employee) => V,
) {
  const queryClient = useQueryClient();
  return async (values: V): Promise<V> => {
    try {
      return toValues(await save(queryClient, values));
    } catch (error) {
      if (error instanceof ApiError && error.isConflict && error.data && typeof error.data === 'object')
        throw new ApiError(409, error.message, error.modelState, toValues(error.data as Employee));
      throw error;
    }
  };
}
