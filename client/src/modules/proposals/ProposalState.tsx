import type { ReactNode } from 'react';
import { isNotFound } from '../../ui/apiErrors';
import { BackButton } from '../../ui/BackButton';
import { QueryState, type QueryLike } from '../../ui/QueryState';

/**
 * A screen of one proposal, opened by its `?id=`: no id or one out of reach reads "Proposal not
 * found" with the way back to the list, as every proposal screen says it.
 */
export function ProposalState<T>({
  id,
  query,
  children,
}: {
  id: number | undefined;
  query: QueryLike<T>;
  children: (data: T) => ReactNode;
}) {
  return (
    <QueryState
      query={query}
      notFound={!id || isNotFound(query.error)}
      notFoundTitle="Proposal not found"
      errorTitle="The proposal could not be loaded"
      actions={<BackButton fallback="/proposals" />}
    >
      {children}
    </QueryState>
  );
}
