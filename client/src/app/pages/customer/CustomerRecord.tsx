import { Loader } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { QueryState } from '../../../ui/QueryState';
import { PublicFrame } from '../PublicFrame';

export interface CustomerRecordProps<T> {
  title: string;
  /** The id from the e-mailed link; without one there is nothing to look up. */
  id: string | undefined;
  query: UseQueryResult<T>;
  /** The spec's one message for a link that finds nothing and for a failed lookup. */
  failed: string;
  children: (record: T) => ReactNode;
}

/** A record a customer opens from an e-mailed link: no retry, one message for every failure. */
export function CustomerRecord<T>({ title, id, query, failed, children }: CustomerRecordProps<T>) {
  return (
    <PublicFrame title={title} width={720}>
      <QueryState
        query={query}
        notFound={!id}
        notFoundText={failed}
        errorText={failed}
        retryLabel={null}
        loading={<Loader size="sm" aria-label="Loading" />}
      >
        {children}
      </QueryState>
    </PublicFrame>
  );
}
