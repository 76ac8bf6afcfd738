import { useQueryClient } from '@tanstack/react-query';
import type { Employee } from '@canopy/shared';
import { api } from '../../kernel/api/client';
import { ApiError } from '../../kernel/api/errors';
import { employeeKeys } from './queries';

type Method = 'put' | 'post' | 'del';

/**
 * Saves of the employee's tabs all answer with the whole employee. It becomes the cached record
 * (every tab and the header see the new Version), and the list is marked stale.
 */
export function useEmployeeCache(id: number) {
  const queryClient = useQueryClient();
  return (saved: Employee) => {
    queryClient.setQueryData(employeeKeys.detail(id), saved);
    void queryClient.invalidateQueries({ queryKey: employeeKeys.list });
    return saved;
  };
}

/**
 * The onSubmit of one tab's RecordForm: sends the tab's body and answers with the tab's values of
 * the saved employee. A 409 carries the current employee; it is cached and handed back as the
 * tab's values, which is the shape the form's conflict dialog works with.
 */
export function useTabSubmit<V>(
  id: number,
  method: Method,
  path: string | ((values: V) => string),
  toBody: (values: V) => unknown,
  toValues: (employee: Employee) => V,
) {
  const cache = useEmployeeCache(id);
  return async (values: V): Promise<V> => {
    try {
      const url = typeof path === 'string' ? path : path(values);
      const { data } =
        method === 'del' ? await api.del<Employee>(url) : await api[method]<Employee>(url, toBody(values));
      return toValues(cache(data));
    } catch (error) {
      if (error instanceof ApiError && error.isConflict && error.data && typeof error.data === 'object') {
        const current = cache(error.data as Employee);
        throw new ApiError(409, error.message, error.modelState, toValues(current));
      }
      throw error;
    }
  };
}
