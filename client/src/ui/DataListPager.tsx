import { useEffect, useRef } from 'react';
import { Button, Center, Group, Loader, Pagination, Select, Text } from '@mantine/core';
import type { DataListVariant } from './useDataListQuery';

export type DataListPagerProps = {
  variant: DataListVariant;
  page: number;
  pageCount: number;
  onPage: (page: number) => void;
  hasMore: boolean;
  isLoadingMore: boolean;
  onLoadMore: () => void;
  /** The sizes a user may choose from; without them the page size is the list's own. */
  pageSizes?: number[];
  pageSize?: number;
  onPageSize?: (size: number) => void;
  total?: number | null;
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

function PageSizeSelect({
  sizes,
  size,
  onSize,
}: {
  sizes: number[];
  size: number;
  onSize: (n: number) => void;
}) {
  return (
    <Group gap="xs" wrap="nowrap">
      <Text size="sm" c="dimmed" aria-hidden>
        Rows per page
      </Text>
      <Select
        aria-label="Rows per page"
        data={sizes.map(String)}
        value={String(size)}
        onChange={(v) => v && onSize(Number(v))}
        allowDeselect={false}
        w={80}
        size="xs"
      />
    </Group>
  );
}

export function DataListPager(props: DataListPagerProps) {
  const { variant, page, pageCount, onPage, hasMore, isLoadingMore, onLoadMore } = props;
  if (variant === 'pages') {
    const { pageSizes, pageSize, onPageSize, total } = props;
    const least = pageSizes ? Math.min(...pageSizes) : Infinity;
    // A list that fits on the smallest page has nothing to choose; a larger choice stays on show.
    const sizes =
      pageSizes && pageSize && onPageSize && total != null && (total > least || pageSize > least) ? (
        <PageSizeSelect sizes={pageSizes} size={pageSize} onSize={onPageSize} />
      ) : null;
    if (pageCount <= 1 && !sizes) return null;
    return (
      <Group justify="center" gap="lg">
        {pageCount > 1 && <Pagination total={pageCount} value={page} onChange={onPage} />}
        {sizes}
      </Group>
    );
  }
  if (!hasMore) return null;
  if (variant === 'loadMore') return <LoadMoreButton onClick={onLoadMore} loading={isLoadingMore} />;
  return <InfiniteSentinel onVisible={onLoadMore} busy={isLoadingMore} />;
}
