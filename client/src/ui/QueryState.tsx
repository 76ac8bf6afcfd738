import type { ReactNode } from 'react';
import { Center, Loader } from '@mantine/core';
import { Messages } from '@canopy/shared';
import { LoadNotice } from './LoadNotice';

/** What QueryState reads of a TanStack query (or of several, through `allQueries`). */
export type QueryLike<T> = { data: T | undefined; error: unknown; refetch: () => unknown };

export type QueryStateProps<T> = {
  query: QueryLike<T>;
  /** Title of the failure notice, e.g. 'The branch could not be loaded'. */
  errorTitle?: ReactNode;
  /** Said instead of the failure's own message; null says nothing beyond the title. */
  errorText?: ReactNode;
  /** Known missing: no id in the address, or a 404 (see `isNotFound`). */
  notFound?: boolean;
  notFoundTitle?: ReactNode;
  notFoundText?: ReactNode;
  /** Shown until the first answer; a small spinner labelled `loadingLabel` by default. */
  loading?: ReactNode;
  loadingLabel?: string;
  /** The retry button's label; null leaves the button out. */
  retryLabel?: string | null;
  /** Buttons before the retry, e.g. Back. */
  actions?: ReactNode;
  compact?: boolean;
  /** A failed refetch leaves the last answer on screen instead of the failure notice. */
  keepDataOnError?: boolean;
  /** Surrounds the not-found and failure notices, for screens whose header needs the data. */
  frame?: (notice: ReactNode) => ReactNode;
  /** What to show once the data is there. */
  children: ReactNode | ((data: T) => ReactNode);
};

/** The loading, not-found and failed-with-retry states of a screen's query, and its content once loaded. */
export function QueryState<T>(props: QueryStateProps<T>) {
  const { query, frame = (notice: ReactNode) => notice, retryLabel = 'Retry' } = props;
  const failed = query.error != null && !(props.keepDataOnError && query.data !== undefined);

  if (props.notFound)
    return frame(
      <LoadNotice color="yellow" title={props.notFoundTitle} actions={props.actions} compact={props.compact}>
        {props.notFoundText ?? Messages.NotFound}
      </LoadNotice>,
    );
  if (failed)
    return frame(
      <LoadNotice
        title={props.errorTitle}
        error={query.error}
        onRetry={retryLabel === null ? undefined : () => void query.refetch()}
        retryLabel={retryLabel ?? undefined}
        actions={props.actions}
        compact={props.compact}
      >
        {props.errorText}
      </LoadNotice>,
    );
  if (query.data === undefined)
    return (
      props.loading ?? (
        <Center py="lg">
          <Loader size="sm" aria-label={props.loadingLabel ?? 'Loading'} />
        </Center>
      )
    );
  return typeof props.children === 'function' ? props.children(query.data) : props.children;
}

type Results<T extends unknown[]> = { [K in keyof T]: QueryLike<T[K]> };

/** Several queries as one: their data once every one has answered, the first failure, one retry for all. */
export function allQueries<T extends unknown[]>(...queries: Results<T>): QueryLike<T> {
  const list = queries as QueryLike<unknown>[];
  return {
    data: list.every((q) => q.data !== undefined) ? (list.map((q) => q.data) as T) : undefined,
    error: list.find((q) => q.error != null)?.error ?? null,
    refetch: () => Promise.all(list.map((q) => q.refetch())),
  };
}
