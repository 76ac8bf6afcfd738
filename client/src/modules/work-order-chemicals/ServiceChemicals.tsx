import { useState } from 'react';
import { ActionIcon, Button, Group, Menu, Stack } from '@mantine/core';
import { IconDots, IconPlus } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import {
  WORK_ORDER_CHEMICAL_PAGE_SIZE,
  WorkOrderChemicalMessages as M,
  type WorkOrderChemical,
} from '@canopy/shared';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { DataListPager } from '../../ui/DataListPager';
import { DataListTable } from '../../ui/DataListTable';
import { failureMessage } from '../../ui/apiErrors';
import { LoadNotice } from '../../ui/LoadNotice';
import { listState } from '../../ui/listState';
import { notifyError, notifySuccess } from '../../ui/notify';
import { useDataListQuery } from '../../ui/useDataListQuery';
import { ApplicationHistoryDialog } from './ApplicationHistoryDialog';
import { ApplicationRecordDialog } from './ApplicationRecordDialog';
import { ChemicalLineDialog } from './ChemicalLineDialog';
import { chemicalColumns } from './chemicalColumns';
import { toggleChemicalLine } from './mutations';
import { chemicalKeys, fetchChemicalLines } from './queries';

export type ServiceChemicalsProps = {
  workOrderId: number;
  serviceId: number;
  serviceName: string;
  canEdit: boolean;
  includeArchived: boolean;
};

/** The chemicals applied on one service (12 a page), with their application records. */
export function ServiceChemicals({
  workOrderId,
  serviceId,
  serviceName,
  canEdit,
  includeArchived,
}: ServiceChemicalsProps) {
  const queryClient = useQueryClient();
  const [page, setPage] = useState(1);
  const [editing, setEditing] = useState<WorkOrderChemical | 'new' | null>(null);
  const [recording, setRecording] = useState<WorkOrderChemical | null>(null);
  const [viewing, setViewing] = useState<WorkOrderChemical | null>(null);
  const [toggling, setToggling] = useState<WorkOrderChemical | null>(null);
  const state = listState({ page, pageSize: WORK_ORDER_CHEMICAL_PAGE_SIZE, includeArchived });
  const list = useDataListQuery(
    chemicalKeys.list(workOrderId, serviceId),
    state,
    (req) => fetchChemicalLines(serviceId, req),
    'pages',
  );
  const verb = toggling?.Archived ? 'Unarchive' : 'Archive';

  async function toggle() {
    if (!toggling) return;
    try {
      const saved = await toggleChemicalLine(queryClient, toggling);
      if (saved.Archived) notifySuccess(M.Archived);
      setToggling(null);
    } catch (error) {
      notifyError(failureMessage(error, M.UpdatingChemicalFailed));
    }
  }

  const actions = (c: WorkOrderChemical) => (
    // Wraps on a phone card, where the record button and the menu do not fit on one line.
    <Group gap={4} justify="flex-end">
      {canEdit && !c.Archived && (
        <Button
          size="compact-sm"
          variant="light"
          aria-label={c.Record ? 'Correct record' : 'Record application'}
          onClick={() => setRecording(c)}
        >
          {c.Record ? 'Correct' : 'Record'}
        </Button>
      )}
      <Menu position="bottom-end" withinPortal>
        <Menu.Target>
          <ActionIcon variant="subtle" aria-label={`More for ${c.Chemical}`}>
            <IconDots size={16} />
          </ActionIcon>
        </Menu.Target>
        <Menu.Dropdown>
          <Menu.Item disabled={c.Revisions === 0} onClick={() => setViewing(c)}>
            History ({c.Revisions})
          </Menu.Item>
          {canEdit && !c.Archived && <Menu.Item onClick={() => setEditing(c)}>Edit</Menu.Item>}
          {canEdit && (
            <Menu.Item onClick={() => setToggling(c)}>{c.Archived ? 'Unarchive' : 'Archive'}</Menu.Item>
          )}
        </Menu.Dropdown>
      </Menu>
    </Group>
  );

  return (
    <Stack gap="xs">
      {list.error ? (
        <LoadNotice title="The chemicals could not be loaded" error={list.error} onRetry={list.refetch} />
      ) : (
        <DataListTable
          columns={chemicalColumns()}
          rows={list.rows}
          rowKey={(c) => c.Id}
          sort={null}
          descending={false}
          onSort={() => {}}
          loading={list.isLoading}
          skeletonRows={2}
          emptyText="No chemicals recorded on this service."
          actions={actions}
          actionsWidth={140}
          editing={null}
          renderEditor={() => null}
          rowLabel={(c) => c.Chemical}
        />
      )}
      <Group justify="space-between">
        <DataListPager
          variant="pages"
          page={page}
          pageCount={list.total ? Math.ceil(list.total / WORK_ORDER_CHEMICAL_PAGE_SIZE) : 0}
          onPage={setPage}
          hasMore={false}
          isLoadingMore={false}
          onLoadMore={() => {}}
        />
        {canEdit && (
          <Button
            variant="subtle"
            leftSection={<IconPlus size={16} />}
            onClick={() => setEditing('new')}
            aria-label={`Add chemical to ${serviceName}`}
          >
            Add chemical
          </Button>
        )}
      </Group>
      <ChemicalLineDialog
        opened={editing !== null}
        workOrderId={workOrderId}
        serviceId={serviceId}
        line={editing === 'new' ? null : editing}
        onClose={() => setEditing(null)}
      />
      <ApplicationRecordDialog line={recording} onClose={() => setRecording(null)} />
      <ApplicationHistoryDialog line={viewing} onClose={() => setViewing(null)} />
      <ConfirmDialog
        opened={toggling !== null}
        title={verb}
        message={`${verb} '${toggling?.Chemical ?? ''}'?`}
        confirmLabel={verb}
        onConfirm={() => toggle()}
        onCancel={() => setToggling(null)}
      />
    </Stack>
  );
}
