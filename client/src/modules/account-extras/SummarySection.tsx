import type { Key, ReactNode } from 'react';
import { Group, Paper, Stack, Text, Title } from '@mantine/core';
import { ACCOUNT_SUMMARY_PAGE_SIZE } from '@canopy/shared';
import { DataListPager } from '../../ui/DataListPager';
import { DataListTable } from '../../ui/DataListTable';
import type { DataListColumn } from '../../ui/dataListTypes';
import { LoadNotice } from '../../ui/LoadNotice';

export type SummarySectionProps<Row> = {
  title: string;
  columns: DataListColumn<Row>[];
  rows: Row[];
  rowKey: (row: Row) => Key;
  /** Null until the first answer. */
  total: number | null;
  page: number;
  onPage: (page: number) => void;
  loading: boolean;
  /** The message of a failed load, shown in place of the rows with a retry. */
  error: string | null;
  onRetry: () => void;
  emptyText: string;
  totals?: Partial<Record<string, ReactNode>>;
};

const noop = () => {};

/** One of the account summary's lists: a heading with its count, 10 rows a page, no search. */
export function SummarySection<Row>(props: SummarySectionProps<Row>) {
  const { title, total, error } = props;
  return (
    <Paper withBorder p="sm" radius="md" component="section" aria-label={title}>
      <Stack gap="xs">
        <Group justify="space-between">
          <Title order={3} size="h5">
            {title}
          </Title>
          {total !== null && !error && (
            <Text size="sm" c="dimmed" aria-live="polite">
              {total === 1 ? '1 result' : `${total} results`}
            </Text>
          )}
        </Group>
        {error ? (
          <LoadNotice compact onRetry={props.onRetry}>
            {error}
          </LoadNotice>
        ) : (
          <DataListTable<Row>
            columns={props.columns}
            rows={props.rows}
            rowKey={props.rowKey}
            sort={null}
            descending={false}
            onSort={noop}
            loading={props.loading}
            skeletonRows={3}
            emptyText={props.emptyText}
            editing={null}
            renderEditor={() => null}
            totals={props.rows.length ? props.totals : undefined}
          />
        )}
        <DataListPager
          variant="pages"
          page={props.page}
          pageCount={total ? Math.ceil(total / ACCOUNT_SUMMARY_PAGE_SIZE) : 0}
          onPage={props.onPage}
          hasMore={false}
          isLoadingMore={false}
          onLoadMore={noop}
        />
      </Stack>
    </Paper>
  );
}
