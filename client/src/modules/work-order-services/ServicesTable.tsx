import { useState } from 'react';
import { ActionIcon, Group, Stack, Tooltip } from '@mantine/core';
import { IconArchive, IconArchiveOff, IconPencil } from '@tabler/icons-react';
import { useQueryClient, type QueryKey } from '@tanstack/react-query';
import { Messages, seesPrices, WorkOrderServiceMessages as M, type WorkOrderService } from '@canopy/shared';
import { useClaims } from '../../kernel/session/sessionStore';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { DataListPager } from '../../ui/DataListPager';
import { DataListTable } from '../../ui/DataListTable';
import { failureMessage } from '../../ui/apiErrors';
import { LoadNotice } from '../../ui/LoadNotice';
import { listState, type ListPage, type ListRequest } from '../../ui/listState';
import { notifyError, notifySuccess } from '../../ui/notify';
import { useDataListQuery } from '../../ui/useDataListQuery';
import { toggleServiceArchived } from './mutations';
import { serviceColumns, type ServiceColumnsOptions } from './serviceColumns';

export type ServicesTableProps = Omit<ServiceColumnsOptions, 'prices'> & {
  queryKey: QueryKey;
  includeArchived: boolean;
  pageSize: number;
  fetchPage: (req: ListRequest) => Promise<ListPage<WorkOrderService>>;
  onEdit: (s: WorkOrderService) => void;
  onArchiveToggled: () => void;
};

/** One page of the services with the row actions (edit, archive toggle confirmed first). */
export function ServicesTable(props: ServicesTableProps) {
  const { includeArchived, pageSize, canEdit } = props;
  const claims = useClaims();
  // The switch shows a different list, which starts at its first page.
  const [paged, setPaged] = useState({ includeArchived, page: 1 });
  const page = paged.includeArchived === includeArchived ? paged.page : 1;
  const setPage = (p: number) => setPaged({ includeArchived, page: p });
  const queryClient = useQueryClient();
  const [toggling, setToggling] = useState<WorkOrderService | null>(null);
  const state = listState({ page, pageSize, includeArchived });
  const list = useDataListQuery(props.queryKey, state, props.fetchPage, 'pages');
  const verb = toggling?.Archived ? 'Unarchive' : 'Archive';

  async function toggle() {
    if (!toggling) return;
    try {
      const saved = await toggleServiceArchived(queryClient, toggling);
      if (saved.Archived) notifySuccess(M.Archived);
      setToggling(null);
      props.onArchiveToggled();
    } catch (error) {
      notifyError(failureMessage(error, Messages.UpdateFailed));
    }
  }

  const actions = canEdit
    ? (s: WorkOrderService) => (
        <Group gap={4} wrap="nowrap" justify="flex-end">
          {!s.Archived && (
            <Tooltip label="Edit">
              <ActionIcon
                variant="subtle"
                aria-label={`Edit ${s.ServiceName}`}
                onClick={() => props.onEdit(s)}
              >
                <IconPencil size={16} />
              </ActionIcon>
            </Tooltip>
          )}
          <Tooltip label={s.Archived ? 'Unarchive' : 'Archive'}>
            <ActionIcon
              variant="subtle"
              aria-label={`${s.Archived ? 'Unarchive' : 'Archive'} ${s.ServiceName}`}
              onClick={() => setToggling(s)}
            >
              {s.Archived ? <IconArchiveOff size={16} /> : <IconArchive size={16} />}
            </ActionIcon>
          </Tooltip>
        </Group>
      )
    : undefined;

  return (
    <Stack>
      {list.error ? (
        <LoadNotice title="The services could not be loaded" error={list.error} onRetry={list.refetch} />
      ) : (
        <DataListTable
          columns={serviceColumns({ ...props, prices: seesPrices(claims) })}
          rows={list.rows}
          rowKey={(s) => s.Id}
          sort={null}
          descending={false}
          onSort={() => {}}
          loading={list.isLoading}
          skeletonRows={3}
          emptyText={
            includeArchived ? 'This work order has no services.' : 'This work order has no active services.'
          }
          actions={actions}
          editing={null}
          renderEditor={() => null}
        />
      )}
      <DataListPager
        variant="pages"
        page={page}
        pageCount={list.total ? Math.ceil(list.total / pageSize) : 0}
        onPage={setPage}
        hasMore={false}
        isLoadingMore={false}
        onLoadMore={() => {}}
      />
      <ConfirmDialog
        opened={toggling !== null}
        title={verb}
        message={`${verb} '${toggling?.ServiceName ?? ''}'?`}
        confirmLabel={verb}
        onConfirm={() => toggle()}
        onCancel={() => setToggling(null)}
      />
    </Stack>
  );
}
