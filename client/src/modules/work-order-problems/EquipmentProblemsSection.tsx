import { useState } from 'react';
import { ActionIcon, Button, Group, Stack, Switch, Title, Tooltip } from '@mantine/core';
import { IconArchive, IconArchiveOff, IconPlus } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import {
  B,
  F,
  has,
  P,
  WORK_ORDER_PROBLEM_PAGE_SIZE,
  WorkOrderImageTypes,
  WorkOrderProblemMessages as M,
  type EquipmentProblem,
  type WorkOrder,
} from '@canopy/shared';
import { serverKey } from '@canopy/sync/protocol';
import { useClaims } from '../../kernel/session/sessionStore';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { DataListPager } from '../../ui/DataListPager';
import { DataListTable } from '../../ui/DataListTable';
import { failureMessage } from '../../ui/apiErrors';
import { LoadNotice } from '../../ui/LoadNotice';
import { listState } from '../../ui/listState';
import { notifyError, notifySuccess } from '../../ui/notify';
import { useDataListQuery } from '../../ui/useDataListQuery';
import { useSyncStatusStore } from '../../offline/status';
import { CrewWorkOrderGate } from '../work-order-services';
import { DeviceProblems } from './DeviceProblems';
import { useRefetchAfterSync } from '../../offline/subRecords';
import { AddProblemDialog } from './AddProblemDialog';
import { toggleProblemArchived } from './mutations';
import { problemColumns } from './problemColumns';
import { RecordPhotosButton } from './RecordPhotosButton';
import { fetchWorkOrderProblems, problemKeys } from './queries';

/** The equipment problems of a work order: 12 a page, reported here, status changed in place. */
function EquipmentProblemsSectionOnline({ workOrder }: { workOrder: WorkOrder; onChanged: () => void }) {
  const queryClient = useQueryClient();
  useRefetchAfterSync(problemKeys.ofWorkOrder(workOrder.Id));
  const canEdit = has(useClaims(), 'WorkOrders', P | B | F);
  const [includeArchived, setIncludeArchived] = useState(false);
  const [page, setPage] = useState(1);
  const [adding, setAdding] = useState(false);
  const [toggling, setToggling] = useState<EquipmentProblem | null>(null);
  const state = listState({ page, pageSize: WORK_ORDER_PROBLEM_PAGE_SIZE, includeArchived });
  const list = useDataListQuery(
    problemKeys.ofWorkOrder(workOrder.Id),
    state,
    (req) => fetchWorkOrderProblems(workOrder.Id, req),
    'pages',
  );
  const verb = toggling?.Archived ? 'Unarchive' : 'Archive';

  async function toggle() {
    if (!toggling) return;
    try {
      const saved = await toggleProblemArchived(queryClient, toggling.Id);
      if (saved.Archived) notifySuccess(M.Archived);
      setToggling(null);
    } catch (error) {
      notifyError(failureMessage(error, M.ArchivingProblemFailed));
    }
  }

  const actions = (p: EquipmentProblem) => (
    <Group gap={4} wrap="nowrap" justify="flex-end">
      <RecordPhotosButton
        workOrderId={workOrder.Id}
        imageTypeId={WorkOrderImageTypes.EquipmentProblems}
        recordKey={serverKey(p.Id)}
        label={`problem ${p.Id}`}
      />
      {canEdit && (
        <Tooltip label={p.Archived ? 'Unarchive' : 'Archive'}>
          <ActionIcon
            variant="subtle"
            aria-label={`${p.Archived ? 'Unarchive' : 'Archive'} problem ${p.Id}`}
            onClick={() => setToggling(p)}
          >
            {p.Archived ? <IconArchiveOff size={16} /> : <IconArchive size={16} />}
          </ActionIcon>
        </Tooltip>
      )}
    </Group>
  );

  return (
    <Stack>
      <Group justify="space-between">
        <Title order={3}>Equipment problems</Title>
        <Group>
          <Switch
            label="Include archived"
            checked={includeArchived}
            onChange={(e) => {
              setIncludeArchived(e.currentTarget.checked);
              setPage(1);
            }}
          />
          {canEdit && (
            <Button leftSection={<IconPlus size={16} />} onClick={() => setAdding(true)}>
              Report problem
            </Button>
          )}
        </Group>
      </Group>
      {list.error ? (
        <LoadNotice
          title="The equipment problems could not be loaded"
          error={list.error}
          onRetry={list.refetch}
        />
      ) : (
        <DataListTable
          columns={problemColumns({ canEdit })}
          rows={list.rows}
          rowKey={(p) => p.Id}
          sort={null}
          descending={false}
          onSort={() => {}}
          loading={list.isLoading}
          skeletonRows={3}
          emptyText="This work order has no equipment problems."
          actions={actions}
          editing={null}
          renderEditor={() => null}
        />
      )}
      <DataListPager
        variant="pages"
        page={page}
        pageCount={list.total ? Math.ceil(list.total / WORK_ORDER_PROBLEM_PAGE_SIZE) : 0}
        onPage={setPage}
        hasMore={false}
        isLoadingMore={false}
        onLoadMore={() => {}}
      />
      <AddProblemDialog workOrderId={workOrder.Id} opened={adding} onClose={() => setAdding(false)} />
      <ConfirmDialog
        opened={toggling !== null}
        title={verb}
        message={`${verb} the problem with ${toggling?.EquipmentResource.Name ?? ''}?`}
        confirmLabel={verb}
        onConfirm={() => toggle()}
        onCancel={() => setToggling(null)}
      />
    </Stack>
  );
}

/**
 * Online, the server's list; without a connection, the device's copy for the crew holding the work
 * order (what they add there is sent once the device is back online).
 */
export function EquipmentProblemsSection(props: { workOrder: WorkOrder; onChanged: () => void }) {
  const online = useSyncStatusStore((s) => s.online);
  if (online) return <EquipmentProblemsSectionOnline {...props} />;
  return (
    <CrewWorkOrderGate workOrderId={props.workOrder.Id}>
      {(wo) => <DeviceProblems workOrderId={wo.Id} />}
    </CrewWorkOrderGate>
  );
}
