import { useState } from 'react';
import { ActionIcon, Button, Group, Stack, Switch, Title, Tooltip } from '@mantine/core';
import { IconArchive, IconArchiveOff, IconPencil, IconPlus } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import {
  Messages,
  WORK_ORDER_MATERIAL_PAGE_SIZE,
  type WorkOrder,
  type WorkOrderMaterial,
} from '@canopy/shared';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { DataListPager } from '../../ui/DataListPager';
import { DataListTable } from '../../ui/DataListTable';
import { failureMessage } from '../../ui/apiErrors';
import { LoadNotice } from '../../ui/LoadNotice';
import { listState } from '../../ui/listState';
import { notifyError, notifySuccess } from '../../ui/notify';
import { useDataListQuery } from '../../ui/useDataListQuery';
import { materialColumns } from './materialColumns';
import { MaterialForm } from './MaterialForm';
import { saveWorkOrderMaterial, toggleMaterialArchived } from './mutations';
import { fetchWorkOrderMaterials, materialKeys } from './queries';

export interface MaterialListProps {
  workOrder: WorkOrder;
  typeId: number;
  /** 'Material' or 'Disposal'. */
  typeLabel: string;
  heading: string;
  canEdit: boolean;
  canComplete: boolean;
  prices: boolean;
  /** Which list's form is open (one row at a time across the tab); null when none. */
  open: { typeId: number; row: WorkOrderMaterial | null } | null;
  onOpen: (open: { typeId: number; row: WorkOrderMaterial | null } | null) => void;
}

/** One type's rows of the work order, 12 a page, with add, edit, complete and archive (confirmed first). */
export function MaterialList(props: MaterialListProps) {
  const { workOrder, typeId, typeLabel, canEdit, prices } = props;
  const queryClient = useQueryClient();
  const [includeArchived, setIncludeArchived] = useState(false);
  const [paged, setPaged] = useState({ includeArchived, page: 1 });
  const page = paged.includeArchived === includeArchived ? paged.page : 1;
  const [toggling, setToggling] = useState<WorkOrderMaterial | null>(null);
  const [savingId, setSavingId] = useState<number | null>(null);
  const state = listState({ page, pageSize: WORK_ORDER_MATERIAL_PAGE_SIZE, includeArchived });
  const list = useDataListQuery(
    materialKeys.list(workOrder.Id, typeId),
    state,
    (req) => fetchWorkOrderMaterials(workOrder.Id, typeId, req),
    'pages',
  );
  const mine = props.open?.typeId === typeId ? props.open : null;
  const verb = toggling?.Archived ? 'Unarchive' : 'Archive';

  async function toggle() {
    if (!toggling) return;
    try {
      const saved = await toggleMaterialArchived(queryClient, toggling);
      if (saved.Archived) notifySuccess(Messages.MaterialArchived);
      setToggling(null);
    } catch (error) {
      notifyError(failureMessage(error, Messages.UpdatingMaterialFailed));
    }
  }

  async function complete(m: WorkOrderMaterial, value: boolean) {
    setSavingId(m.Id);
    try {
      await saveWorkOrderMaterial(queryClient, workOrder.Id, {
        Id: m.Id,
        Version: m.Version,
        Completed: value,
      });
    } catch (error) {
      notifyError(failureMessage(error, Messages.UpdatingMaterialFailed));
    } finally {
      setSavingId(null);
    }
  }

  const actions = canEdit
    ? (m: WorkOrderMaterial) => (
        <Group gap={4} wrap="nowrap" justify="flex-end">
          {!m.Archived && (
            <Tooltip label="Edit">
              <ActionIcon
                variant="subtle"
                aria-label={`Edit ${m.MaterialName}`}
                disabled={props.open !== null}
                onClick={() => props.onOpen({ typeId, row: m })}
              >
                <IconPencil size={16} />
              </ActionIcon>
            </Tooltip>
          )}
          <Tooltip label={m.Archived ? 'Unarchive' : 'Archive'}>
            <ActionIcon
              variant="subtle"
              aria-label={`${m.Archived ? 'Unarchive' : 'Archive'} ${m.MaterialName}`}
              onClick={() => setToggling(m)}
            >
              {m.Archived ? <IconArchiveOff size={16} /> : <IconArchive size={16} />}
            </ActionIcon>
          </Tooltip>
        </Group>
      )
    : undefined;

  return (
    <Stack gap="sm">
      <Group justify="space-between">
        <Title order={4}>{props.heading}</Title>
        <Group>
          <Switch
            label="Include archived"
            aria-label={`Include archived ${props.heading.toLowerCase()}`}
            checked={includeArchived}
            onChange={(e) => setIncludeArchived(e.currentTarget.checked)}
          />
          {canEdit && (
            <Button
              size="xs"
              leftSection={<IconPlus size={14} />}
              disabled={props.open !== null}
              onClick={() => props.onOpen({ typeId, row: null })}
            >
              Add {typeLabel.toLowerCase()}
            </Button>
          )}
        </Group>
      </Group>
      {mine && (
        <MaterialForm
          key={mine.row?.Id ?? 'new'}
          workOrder={workOrder}
          typeId={typeId}
          typeLabel={typeLabel}
          editing={mine.row}
          prices={prices}
          onDone={() => props.onOpen(null)}
        />
      )}
      {list.error ? (
        <LoadNotice
          title={`The ${props.heading.toLowerCase()} could not be loaded`}
          error={list.error}
          onRetry={list.refetch}
        />
      ) : (
        <DataListTable
          columns={materialColumns({
            typeLabel,
            prices,
            canComplete: props.canComplete,
            savingId,
            onComplete: complete,
          })}
          rows={list.rows}
          rowKey={(m) => m.Id}
          rowLabel={(m) => m.MaterialName}
          sort={null}
          descending={false}
          onSort={() => {}}
          loading={list.isLoading}
          skeletonRows={2}
          emptyText={`No ${props.heading.toLowerCase()} on this work order.`}
          actions={actions}
          editing={null}
          renderEditor={() => null}
        />
      )}
      <DataListPager
        variant="pages"
        page={page}
        pageCount={list.total ? Math.ceil(list.total / WORK_ORDER_MATERIAL_PAGE_SIZE) : 0}
        onPage={(p) => setPaged({ includeArchived, page: p })}
        hasMore={false}
        isLoadingMore={false}
        onLoadMore={() => {}}
      />
      <ConfirmDialog
        opened={toggling !== null}
        title={verb}
        message={`${verb} '${toggling?.MaterialName ?? ''}'?`}
        confirmLabel={verb}
        onConfirm={() => toggle()}
        onCancel={() => setToggling(null)}
      />
    </Stack>
  );
}
