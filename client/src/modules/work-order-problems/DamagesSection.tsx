import { useState } from 'react';
import { ActionIcon, Button, Group, Stack, Switch, Title, Tooltip } from '@mantine/core';
import { IconArchive, IconArchiveOff, IconPencil, IconPlus, IconTool } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import {
  B,
  F,
  has,
  P,
  WORK_ORDER_PROBLEM_PAGE_SIZE,
  WorkOrderImageTypes,
  WorkOrderProblemMessages as M,
  type WorkOrder,
  type WorkOrderDamage,
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
import { DeviceDamages } from './DeviceDamages';
import { useRefetchAfterSync } from '../../offline/subRecords';
import { AddDamageDialog } from './AddDamageDialog';
import { DamageServicesDialog } from './DamageServicesDialog';
import { toggleDamageArchived } from './mutations';
import { RecordPhotosButton } from './RecordPhotosButton';
import { damageColumns } from './damageColumns';
import { fetchDamages, problemKeys } from './queries';

/** The damages of a work order (12 a page), each with the Damages work orders that repair it. */
function DamagesSectionOnline({ workOrder }: { workOrder: WorkOrder; onChanged: () => void }) {
  const queryClient = useQueryClient();
  useRefetchAfterSync(problemKeys.damages(workOrder.Id));
  const canEdit = has(useClaims(), 'WorkOrders', P | B | F);
  const [includeArchived, setIncludeArchived] = useState(false);
  const [page, setPage] = useState(1);
  const [adding, setAdding] = useState(false);
  const [editing, setEditing] = useState<WorkOrderDamage | null>(null);
  const [repairs, setRepairs] = useState<WorkOrderDamage | null>(null);
  const [toggling, setToggling] = useState<WorkOrderDamage | null>(null);
  const state = listState({ page, pageSize: WORK_ORDER_PROBLEM_PAGE_SIZE, includeArchived });
  const list = useDataListQuery(
    problemKeys.damages(workOrder.Id),
    state,
    (req) => fetchDamages(workOrder.Id, req),
    'pages',
  );
  const verb = toggling?.Archived ? 'Unarchive' : 'Archive';

  async function toggle() {
    if (!toggling) return;
    try {
      const saved = await toggleDamageArchived(queryClient, toggling);
      if (saved.Archived) notifySuccess(M.Archived);
      setToggling(null);
    } catch (error) {
      notifyError(failureMessage(error, M.ArchivingDamageFailed));
    }
  }

  const actions = (d: WorkOrderDamage) => (
    <Group gap={4} wrap="nowrap" justify="flex-end">
      <RecordPhotosButton
        workOrderId={workOrder.Id}
        imageTypeId={WorkOrderImageTypes.Damages}
        recordKey={serverKey(d.Id)}
        label={d.Description}
      />
      <Tooltip label="Repairs">
        <ActionIcon variant="subtle" aria-label={`Repairs of ${d.Description}`} onClick={() => setRepairs(d)}>
          <IconTool size={16} />
        </ActionIcon>
      </Tooltip>
      {canEdit && !d.Archived && (
        <Tooltip label="Edit">
          <ActionIcon variant="subtle" aria-label={`Edit ${d.Description}`} onClick={() => setEditing(d)}>
            <IconPencil size={16} />
          </ActionIcon>
        </Tooltip>
      )}
      {canEdit && (
        <Tooltip label={d.Archived ? 'Unarchive' : 'Archive'}>
          <ActionIcon
            variant="subtle"
            aria-label={`${d.Archived ? 'Unarchive' : 'Archive'} ${d.Description}`}
            onClick={() => setToggling(d)}
          >
            {d.Archived ? <IconArchiveOff size={16} /> : <IconArchive size={16} />}
          </ActionIcon>
        </Tooltip>
      )}
    </Group>
  );

  return (
    <Stack>
      <Group justify="space-between">
        <Title order={3}>Damages</Title>
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
              Report damage
            </Button>
          )}
        </Group>
      </Group>
      {list.error ? (
        <LoadNotice title="The damages could not be loaded" error={list.error} onRetry={list.refetch} />
      ) : (
        <DataListTable
          columns={damageColumns}
          rows={list.rows}
          rowKey={(d) => d.Id}
          sort={null}
          descending={false}
          onSort={() => {}}
          loading={list.isLoading}
          skeletonRows={3}
          emptyText="This work order has no damages."
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
      <AddDamageDialog workOrderId={workOrder.Id} opened={adding} onClose={() => setAdding(false)} />
      <AddDamageDialog
        workOrderId={workOrder.Id}
        opened={editing !== null}
        damage={editing}
        onClose={() => setEditing(null)}
      />
      <DamageServicesDialog damage={repairs} canEdit={canEdit} onClose={() => setRepairs(null)} />
      <ConfirmDialog
        opened={toggling !== null}
        title={verb}
        message={`${verb} '${toggling?.Description ?? ''}'?`}
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
export function DamagesSection(props: { workOrder: WorkOrder; onChanged: () => void }) {
  const online = useSyncStatusStore((s) => s.online);
  if (online) return <DamagesSectionOnline {...props} />;
  return (
    <CrewWorkOrderGate workOrderId={props.workOrder.Id}>
      {(wo) => <DeviceDamages workOrderId={wo.Id} />}
    </CrewWorkOrderGate>
  );
}
