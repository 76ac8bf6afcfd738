import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { lastRequest, renderList } from './DataList.fixtures';

describe('DataList load more and infinite scroll', () => {
  it('loads more pages onto the list', async () => {
    const { fetchPage, user } = renderList({ variant: 'loadMore' });
    await screen.findByText('Tree 12');
    await user.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByText('Tree 24')).toBeInTheDocument();
    expect(screen.getByText('Tree 1')).toBeInTheDocument();
    expect(lastRequest(fetchPage)).toMatchObject({ Skip: 12, Take: 12 });
    await user.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByText('Tree 30')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
  });

  it('loads the next page when the end of an infinite list comes into view', async () => {
    let reveal: () => void = () => {};
    class Observer {
      constructor(cb: IntersectionObserverCallback) {
        reveal = () => cb([{ isIntersecting: true } as IntersectionObserverEntry], this as never);
      }
      observe() {}
      disconnect() {}
    }
    vi.stubGlobal('IntersectionObserver', Observer);
    try {
      const { fetchPage } = renderList({ variant: 'infinite' });
      await screen.findByText('Tree 12');
      await waitFor(() => expect(screen.getByTestId('list-sentinel')).toBeInTheDocument());
      reveal();
      expect(await screen.findByText('Tree 24')).toBeInTheDocument();
      expect(lastRequest(fetchPage)).toMatchObject({ Skip: 12 });
    } finally {
      vi.unstubAllGlobals();
    }
  });
});
