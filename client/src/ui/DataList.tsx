import { useState, type Key, type ReactNode } from 'react';
import { ActionIcon, Group, Stack, Tooltip } from '@mantine/core';
import { IconArchive, IconArchiveOff, IconPencil } from '@tabler/icons-react';
import { useQueryClient, type QueryKey } from '@tanstack/react-query';
import { Messages } from '@canopy/shared';
import { ConfirmDialog } from './ConfirmDialog';
import { DataListColumnsMenu } from './DataListColumnsMenu';
import { DataListPager } from './DataListPager';
import { DataListTable } from './DataListTable';
import { DataListToolbar } from './DataListToolbar';
import { LoadNotice } from './LoadNotice';
import { failureMessage } from './apiErrors';
import { NEW_ROW, type DataListColumn, type DataListEditing, type EditingKey } from './dataListTypes';
import type { ListFilters, ListPage, ListRequest, ListState } from './listState';
import { notifyError } from './notify';
import { useColumnChoice } from './useColumnChoice';
import { useDataListQuery, type DataListVariant } from './useDataListQuery';

export type DataListProps<Row, F extends ListFilters = ListFilters> = {
  columns: DataListColumn<Row>[];
  fetchPage: (req: ListRequest<F>) => Promise<ListPage<Row>>;
  /** Prefix of the list's queries; invalidating it refreshes the list. */
  queryKey: QueryKey;
  state: ListState<F>;
  onStateChange: (state: ListState<F>) => void;
  rowKey?: (row: Row) => Key;
  variant?: DataListVariant;
  /** Shows the include-archived switch. */
  archivable?: boolean;
  /** Adds a per-row archive toggle, confirmed first. */
  onToggleArchived?: (row: Row) => Promise<unknown>;
  isArchived?: (row: Row) => boolean;
  /** Names a row in confirmations ("Archive 'Oak'?"). */
  rowLabel?: (row: Row) => string;
  editable?: DataListEditing<Row>;
  totals?: (rows: Row[]) => Partial<Record<string, ReactNode>>;
  onRowClick?: (row: Row) => void;
  /** Filters, saved searches … shown beside the search box. */
  toolbar?: ReactNode;
  emptyText?: ReactNode;
  searchPlaceholder?: string;
  searchDelay?: number;
  /**
   * Names the list for the Columns menu, which remembers the user's choice under this name; such a
   * list also fits its columns to its box.
   */
  columnsId?: string;
  /** Page sizes the user may choose from (numbered pages only); the state's size is the default. */
  pageSizes?: number[];
};

type Pending = { title: string; message: string; confirmLabel: string; run: () => unknown };

const defaultKey = (row: unknown) => (row as { Id: Key }).Id;
const defaultArchived = (row: unknown) => !!(row as { Archived?: boolean }).Archived;

/** A server-paged list: search, sort, pages, archive toggles and one-row-at-a-time inline editing. */
export function DataList<Row, F extends ListFilters = ListFilters>(props: DataListProps<Row, F>) {
  const { state, onStateChange, editable, onToggleArchived, rowLabel } = props;
  const { rowKey = defaultKey, isArchived = defaultArchived, variant = 'pages' } = props;
  const queryClient = useQueryClient();
  const list = useDataListQuery(props.queryKey, state, props.fetchPage, variant);
  const columns = useColumnChoice(props.columns, props.columnsId);
  const [editing, setEditing] = useState<{ key: EditingKey; row: Row | null } | null>(null);
  const [pending, setPending] = useState<Pending | null>(null);

  const change = (patch: Partial<ListState<F>>) => onStateChange({ ...state, page: 1, ...patch });
  const refresh = () => queryClient.invalidateQueries({ queryKey: props.queryKey });
  const label = (row: Row) => (rowLabel ? `'${rowLabel(row)}'` : 'this record');

  function sortBy(key: string) {
    change({ sort: key, descending: state.sort === key ? !state.descending : false });
  }

  // One row at a time: switching rows would silently lose the open editor's changes, so ask.
  function startEditing(key: EditingKey, row: Row | null) {
    if (editing && editing.key !== key) {
      setPending({
        title: 'Discard changes?',
        message: 'Another row is being edited. Discard its changes?',
        confirmLabel: 'Discard',
        run: () => {
          setEditing({ key, row });
          setPending(null);
        },
      });
    } else setEditing({ key, row });
  }

  function askToggleArchived(row: Row) {
    const verb = isArchived(row) ? 'Unarchive' : 'Archive';
    setPending({
      title: verb,
      message: `${verb} ${label(row)}?`,
      confirmLabel: verb,
      run: async () => {
        try {
          await onToggleArchived!(row);
        } catch (error) {
          notifyError(failureMessage(error, Messages.UpdateFailed));
          throw error;
        }
        setPending(null);
        await refresh();
      },
    });
  }

  function renderEditor(row: Row | null) {
    if (!editable) return null;
    return editable.renderEditor({
      row,
      cancel: () => setEditing(null),
      save: async (values) => {
        const saved = await editable.onSave(values, row);
        setEditing(null);
        await refresh();
        return saved;
      },
    });
  }

  const canEdit = (row: Row) => !!editable && (editable.canEdit?.(row) ?? true);
  // Icon buttons of 28 px, 4 px apart, inside the cell's padding.
  const actionCount = (editable ? 1 : 0) + (onToggleArchived ? 1 : 0);
  const actionsWidth = actionCount * 32 + 16;
  const actions =
    editable || onToggleArchived
      ? (row: Row) => (
          <Group gap={4} wrap="nowrap" justify="flex-end">
            {canEdit(row) && (
              <Tooltip label="Edit">
                <ActionIcon variant="subtle" aria-label="Edit" onClick={() => startEditing(rowKey(row), row)}>
                  <IconPencil size={16} />
                </ActionIcon>
              </Tooltip>
            )}
            {onToggleArchived && (
              <Tooltip label={isArchived(row) ? 'Unarchive' : 'Archive'}>
                <ActionIcon
                  variant="subtle"
                  aria-label={isArchived(row) ? 'Unarchive' : 'Archive'}
                  onClick={() => askToggleArchived(row)}
                >
                  {isArchived(row) ? <IconArchiveOff size={16} /> : <IconArchive size={16} />}
                </ActionIcon>
              </Tooltip>
            )}
          </Group>
        )
      : undefined;

  return (
    <Stack gap="xs">
      <DataListToolbar
        query={state.query}
        onQuery={(query) => change({ query })}
        searchDelay={props.searchDelay ?? 300}
        searchPlaceholder={props.searchPlaceholder ?? 'Search'}
        archivable={!!props.archivable}
        includeArchived={state.includeArchived}
        onIncludeArchived={(includeArchived) => change({ includeArchived })}
        total={list.total}
        addLabel={editable?.addLabel}
        onAdd={editable && editable.canAdd !== false ? () => startEditing(NEW_ROW, null) : undefined}
        columnsMenu={
          props.columnsId && <DataListColumnsMenu choices={columns.choices} onToggle={columns.toggle} />
        }
      >
        {props.toolbar}
      </DataListToolbar>
      {list.error ? (
        <LoadNotice title="The list could not be loaded" error={list.error} onRetry={list.refetch} />
      ) : (
        <DataListTable
          columns={columns.visible}
          fit={!!props.columnsId}
          actionsWidth={actionsWidth}
          rows={list.rows}
          rowKey={rowKey}
          sort={state.sort}
          descending={state.descending}
          onSort={sortBy}
          loading={list.isLoading}
          skeletonRows={Math.min(state.pageSize, 5)}
          emptyText={props.emptyText ?? 'No results'}
          actions={actions}
          editing={editing?.key ?? null}
          renderEditor={renderEditor}
          onRowClick={props.onRowClick}
          totals={props.totals?.(list.rows)}
          rowLabel={props.rowLabel}
        />
      )}
      <DataListPager
        variant={variant}
        page={state.page}
        pageCount={list.total ? Math.ceil(list.total / state.pageSize) : 0}
        onPage={(page) => onStateChange({ ...state, page })}
        hasMore={list.hasMore}
        isLoadingMore={list.isLoadingMore}
        onLoadMore={list.loadMore}
        pageSizes={props.pageSizes}
        pageSize={state.pageSize}
        onPageSize={(pageSize) => change({ pageSize })}
        total={list.total}
      />
      <ConfirmDialog
        opened={pending !== null}
        title={pending?.title}
        message={pending?.message}
        confirmLabel={pending?.confirmLabel}
        onConfirm={() => pending?.run()}
        onCancel={() => setPending(null)}
      />
    </Stack>
  );
}
