import type { ReactNode } from 'react';
import { ActionIcon, Button, Group, Stack, Switch, Title, Tooltip } from '@mantine/core';
import { IconArchive, IconArchiveOff, IconPlus, IconTrash } from '@tabler/icons-react';
import { DataListPager } from './DataListPager';
import { DataListTable } from './DataListTable';
import type { DataListColumn } from './dataListTypes';

export type SubRecordListProps<Row> = {
  title: string;
  /** The add button's words; no button without `onAdd`. */
  addLabel: string;
  onAdd?: () => void;
  includeArchived: boolean;
  onIncludeArchived: (include: boolean) => void;
  columns: DataListColumn<Row>[];
  rows: Row[];
  rowKey: (row: Row) => string | number;
  loading: boolean;
  emptyText: string;
  actions?: (row: Row) => ReactNode;
  page: number;
  pageSize: number;
  total: number;
  onPage: (page: number) => void;
  /** Shown in place of the table (a load failure). */
  notice?: ReactNode;
  /** Shown above the table (a row's form, one at a time). */
  above?: ReactNode;
  /** The list's dialogs. */
  children?: ReactNode;
};

/**
 * One list of a work order's records (materials, damages, equipment problems): its heading with the
 * archived switch and the add button, the table, and a pager of the spec's page size.
 */
export function SubRecordList<Row>(p: SubRecordListProps<Row>) {
  return (
    <Stack>
      <Group justify="space-between">
        <Title order={3}>{p.title}</Title>
        <Group>
          <Switch
            label="Include archived"
            checked={p.includeArchived}
            onChange={(e) => {
              p.onIncludeArchived(e.currentTarget.checked);
              p.onPage(1);
            }}
          />
          {p.onAdd && (
            <Button leftSection={<IconPlus size={16} />} onClick={p.onAdd}>
              {p.addLabel}
            </Button>
          )}
        </Group>
      </Group>
      {p.above}
      {p.notice ?? (
        <DataListTable
          columns={p.columns}
          rows={p.rows}
          rowKey={p.rowKey}
          sort={null}
          descending={false}
          onSort={() => {}}
          loading={p.loading}
          skeletonRows={3}
          emptyText={p.emptyText}
          actions={p.actions}
          editing={null}
          renderEditor={() => null}
        />
      )}
      <DataListPager
        variant="pages"
        page={p.page}
        pageCount={p.total ? Math.ceil(p.total / p.pageSize) : 0}
        onPage={p.onPage}
        hasMore={false}
        isLoadingMore={false}
        onLoadMore={() => {}}
      />
      {p.children}
    </Stack>
  );
}

export type ArchiveToggleIconProps = {
  archived: boolean;
  label: string;
  onClick: () => void;
  /** False for a record only on this device: it is deleted, not archived. */
  sent?: boolean;
};

/** What removing a row does: a row only on the device is deleted, a sent one (un)archived. */
export const archiveVerb = (row: { Id: number; Archived: boolean }) =>
  !row.Id ? 'Delete' : row.Archived ? 'Unarchive' : 'Archive';

/** Archives or unarchives one row (deletes one not yet sent); its name says which, and of what. */
export function ArchiveToggleIcon({ archived, label, onClick, sent = true }: ArchiveToggleIconProps) {
  const verb = archiveVerb({ Id: sent ? 1 : 0, Archived: archived });
  const Icon = verb === 'Delete' ? IconTrash : archived ? IconArchiveOff : IconArchive;
  return (
    <Tooltip label={verb}>
      <ActionIcon variant="subtle" aria-label={`${verb} ${label}`} onClick={onClick}>
        <Icon size={16} />
      </ActionIcon>
    </Tooltip>
  );
}
