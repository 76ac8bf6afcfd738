import { useEffect, useRef } from 'react';
import { Button, Center, Loader, Pagination } from '@mantine/core';
import type { DataListVariant } from './useDataListQuery';

export type DataListPagerProps = {
  variant: DataListVariant;
  page: number;
  pageCount: number;
  onPage: (page: number) => void;
  hasMore: boolean;
  isLoadingMore: boolean;
  onLoadMore: () => void;
};

/** Fires when the end of the list scrolls into view; without IntersectionObserver it is a button. */
function InfiniteSentinel({ onVisible, busy }: { onVisible: () => void; busy: boolean }) {
  const ref = useRef<HTMLDivElement>(null);
  const supported = typeof IntersectionObserver !== 'undefined';
  const latest = useRef(onVisible);
  useEffect(() => {
    latest.current = onVisible;
  });
  useEffect(() => {
    if (!supported || !ref.current) return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((e) => e.isIntersecting)) latest.current();
    });
    observer.observe(ref.current);
    return () => observer.disconnect();
  }, [supported]);
  if (!supported) return <LoadMoreButton onClick={onVisible} loading={busy} />;
  return (
    <Center ref={ref} mih={32} data-testid="list-sentinel">
      {busy && <Loader size="sm" />}
    </Center>
  );
}

function LoadMoreButton({ onClick, loading }: { onClick: () => void; loading: boolean }) {
  return (
    <Center>
      <Button variant="light" onClick={onClick} loading={loading}>
        Load more
      </Button>
    </Center>
  );
}

export function DataListPager(props: DataListPagerProps) {
  const { variant, page, pageCount, onPage, hasMore, isLoadingMore, onLoadMore } = props;
  if (variant === 'pages') {
    if (pageCount <= 1) return null;
    return (
      <Center>
        <Pagination total={pageCount} value={page} onChange={onPage} />
      </Center>
    );
  }
  if (!hasMore) return null;
  if (variant === 'loadMore') return <LoadMoreButton onClick={onLoadMore} loading={isLoadingMore} />;
  return <InfiniteSentinel onVisible={onLoadMore} busy={isLoadingMore} />;
}
