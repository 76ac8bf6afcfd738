import { keepPreviousData, useInfiniteQuery, useQuery, type QueryKey } from '@tanstack/react-query';
import {
  toListRequest,
  type ListFilters,
  type ListPage,
  type ListRequest,
  type ListState,
} from './listState';

export type DataListVariant = 'pages' | 'loadMore' | 'infinite';

export type DataListQuery<Row> = {
  rows: Row[];
  total: number | null;
  isLoading: boolean;
  error: unknown;
  refetch: () => void;
  hasMore: boolean;
  loadMore: () => void;
  isLoadingMore: boolean;
};

/**
 * One page at a time for numbered pages; accumulated pages for "load more" and infinite scroll.
 * Both queries are declared and only one is enabled, so the hook order never changes.
 */
export function useDataListQuery<Row, F extends ListFilters>(
  queryKey: QueryKey,
  state: ListState<F>,
  fetchPage: (req: ListRequest<F>) => Promise<ListPage<Row>>,
  variant: DataListVariant,
): DataListQuery<Row> {
  const paged = variant === 'pages';
  const pageReq = toListRequest(state);
  const single = useQuery({
    queryKey: [...queryKey, 'page', pageReq],
    queryFn: () => fetchPage(pageReq),
    placeholderData: keepPreviousData,
    enabled: paged,
  });
  const firstReq = toListRequest(state, 1);
  const { Skip: _skip, ...listKey } = firstReq;
  const many = useInfiniteQuery({
    queryKey: [...queryKey, 'pages', listKey],
    queryFn: ({ pageParam }) => fetchPage(toListRequest(state, pageParam)),
    initialPageParam: 1,
    getNextPageParam: (last, all) => {
      const loaded = all.reduce((n, p) => n + p.rows.length, 0);
      return loaded < last.total && last.rows.length > 0 ? all.length + 1 : undefined;
    },
    enabled: !paged,
  });

  if (paged) {
    return {
      rows: single.data?.rows ?? [],
      total: single.data?.total ?? null,
      isLoading: single.isPending,
      error: single.error,
      refetch: () => void single.refetch(),
      hasMore: false,
      loadMore: () => {},
      isLoadingMore: false,
    };
  }
  const pages = many.data?.pages ?? [];
  return {
    rows: pages.flatMap((p) => p.rows),
    total: pages.length ? pages[pages.length - 1]!.total : null,
    isLoading: many.isPending,
    error: many.error,
    refetch: () => void many.refetch(),
    hasMore: many.hasNextPage,
    loadMore: () => {
      if (many.hasNextPage && !many.isFetchingNextPage) void many.fetchNextPage();
    },
    isLoadingMore: many.isFetchingNextPage,
  };
}
