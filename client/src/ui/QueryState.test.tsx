import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Messages } from '@canopy/shared';
import { ApiError } from '../kernel/api/errors';
import { isNotFound } from './apiErrors';
import { allQueries, QueryState, type QueryLike } from './QueryState';
import { renderUi } from './test-utils';

const query = <T,>(over: Partial<QueryLike<T>> = {}): QueryLike<T> => ({
  data: undefined,
  error: null,
  refetch: vi.fn(),
  ...over,
});

const show = (q: QueryLike<string>, notFound = isNotFound(q.error)) =>
  renderUi(
    <QueryState
      query={q}
      notFound={notFound}
      notFoundTitle="Tree not found"
      errorTitle="The tree could not be loaded"
      loadingLabel="Loading tree"
    >
      {(name) => <p>Tree: {name}</p>}
    </QueryState>,
  );

describe('QueryState', () => {
  it('shows a loader until the data is there, then the content', () => {
    const { rerender } = show(query());
    expect(screen.getByLabelText('Loading tree')).toBeInTheDocument();
    rerender(
      <QueryState query={query({ data: 'Oak' })} errorTitle="x">
        {(name) => <p>Tree: {name}</p>}
      </QueryState>,
    );
    expect(screen.getByText('Tree: Oak')).toBeInTheDocument();
  });

  it('says what failed, in the server’s words, with a retry', async () => {
    const q = query<string>({ error: new ApiError(500, 'Boom') });
    show(q);
    expect(screen.getByText('The tree could not be loaded')).toBeInTheDocument();
    expect(screen.getByText(Messages.ServerError)).toBeInTheDocument();
    await userEvent.setup({ delay: null }).click(screen.getByRole('button', { name: 'Retry' }));
    expect(q.refetch).toHaveBeenCalledTimes(1);
  });

  it('tells a missing record from a failure, without a retry', () => {
    show(query({ error: new ApiError(404, 'Not found') }));
    expect(screen.getByText('Tree not found')).toBeInTheDocument();
    expect(screen.getByText(Messages.NotFound)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Retry' })).not.toBeInTheDocument();
  });

  it('keeps the last answer over a failed refetch when asked to', () => {
    renderUi(
      <QueryState query={query({ data: 'Oak', error: new ApiError(500, 'Boom') })} keepDataOnError>
        {(name) => <p>Tree: {name}</p>}
      </QueryState>,
    );
    expect(screen.getByText('Tree: Oak')).toBeInTheDocument();
  });

  it('waits for every one of several queries and retries them all', async () => {
    const a = query<number>({ data: 1 });
    const b = query<string>({ error: new ApiError(0, 'offline') });
    const { rerender } = renderUi(
      <QueryState query={allQueries(a, b)} errorTitle="Could not load">
        {([n, s]) => <p>{`${n} ${s}`}</p>}
      </QueryState>,
    );
    await userEvent.setup({ delay: null }).click(screen.getByRole('button', { name: 'Retry' }));
    expect(a.refetch).toHaveBeenCalled();
    expect(b.refetch).toHaveBeenCalled();
    rerender(
      <QueryState query={allQueries(a, query<string>({ data: 'two' }))} errorTitle="Could not load">
        {([n, s]) => <p>{`${n} ${s}`}</p>}
      </QueryState>,
    );
    expect(screen.getByText('1 two')).toBeInTheDocument();
  });
});
