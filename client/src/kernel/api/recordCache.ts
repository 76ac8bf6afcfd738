import type { QueryClient, QueryKey } from '@tanstack/react-query';
import { ApiError } from './errors';

/** The query keys of one kind of record: its list (a prefix of every page) and one record. */
export interface RecordKeys {
  list: QueryKey;
  detail: (id: number) => QueryKey;
}

/**
 * What a write does to the cache of one kind of record, so every module's mutations.ts moves the
 * cache the same way after a save, a delete or a stale save.
 */
export function recordCache<T extends { Id: number }>(keys: RecordKeys) {
  return {
    /** A saved record replaces the cached one, and the list is read again. */
    changed(queryClient: QueryClient, record: T): T {
      queryClient.setQueryData(keys.detail(record.Id), record);
      void queryClient.invalidateQueries({ queryKey: keys.list });
      return record;
    },
    /** A deleted record leaves the cache; the returned promise ends when the list is read again. */
    deleted(queryClient: QueryClient, id: number): Promise<void> {
      queryClient.removeQueries({ queryKey: keys.detail(id) });
      return queryClient.invalidateQueries({ queryKey: keys.list });
    },
    /** A stale save's 409 carries the server's record: the screen shows it. */
    conflicted(queryClient: QueryClient, id: number, error: unknown): void {
      if (error instanceof ApiError && error.isConflict && error.data && typeof error.data === 'object')
        queryClient.setQueryData(keys.detail(id), error.data as T);
    },
  };
}
