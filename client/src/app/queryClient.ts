import { QueryCache, QueryClient } from '@tanstack/react-query';
import { ApiError } from '../kernel/api/errors';
import { handleApiError } from '../ui/handleApiError';

declare module '@tanstack/react-query' {
  interface Register {
    queryMeta: { errorMessage?: string };
  }
}

/** Repeat a read only when the failure may pass: no connection or a server hiccup. */
const shouldRetry = (count: number, err: unknown) =>
  count < 2 && err instanceof ApiError && (err.isNetwork || err.status >= 500);

export function createQueryClient(): QueryClient {
  return new QueryClient({
    queryCache: new QueryCache({
      // A query that names its failure message gets the standard toast; others handle their own.
      onError: (err, query) => {
        if (query.meta?.errorMessage) handleApiError(err, query.meta.errorMessage);
      },
    }),
    defaultOptions: {
      queries: {
        retry: shouldRetry,
        staleTime: 30_000,
        refetchOnWindowFocus: false,
        // Office screens are online-only; offline they should say so rather than wait silently.
        networkMode: 'always',
      },
      mutations: { retry: false, networkMode: 'always' },
    },
  });
}
