import { useCallback, useState } from 'react';
import { ActionIcon, Group, Tooltip } from '@mantine/core';
import { IconPencil } from '@tabler/icons-react';
import {
  B,
  F,
  has,
  Messages,
  P,
  WORK_ORDER_PROBLEM_PAGE_SIZE,
  WorkOrderImageTypes,
  WorkOrderProblemMessages as M,
  type WorkOrderDamage,
} from '@canopy/shared';
import { useClaims, useSession } from '../../kernel/session/sessionStore';
import { useOfflineWriter } from '../../offline/hooks';
import { useDeviceList, type DeviceRow } from '../../offline/subRecords';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { notifyError } from '../../ui/notify';
import { ArchiveToggleIcon, archiveVerb, SubRecordList } from '../../ui/SubRecordList';
import { AddDamageDialog } from './AddDamageDialog';
import { damageColumns } from './damageColumns';
import { RecordPhotosButton } from './RecordPhotosButton';

type Row = DeviceRow<WorkOrderDamage>;
type Fields = { Description: string; Notes: string | null };

// The online list's order: newest first; one made here is the newest.
const newestFirst = (a: Row, b: Row) =>
  b.DateReported.localeCompare(a.DateReported) || (b.Id || Infinity) - (a.Id || Infinity);

/**
 * A work order's damages as the device holds them, for the crew without a connection: reported,
 * edited and archived here, sent when the device is back online. A damage not yet sent may be
 * deleted (it never reached the server); photos are filed under it either way.
 */
export function DeviceDamages({ workOrderId }: { workOrderId: number }) {
  const canEdit = has(useClaims(), 'WorkOrders', P | B | F);
  const session = useSession();
  const writer = useOfflineWriter();
  const [includeArchived, setIncludeArchived] = useState(false);
  const [page, setPage] = useState(1);
  const [adding, setAdding] = useState(false);
  const [editing, setEditing] = useState<Row | null>(null);
  const [toggling, setToggling] = useState<Row | null>(null);
  const list = useDeviceList<WorkOrderDamage>('workOrderDamage', workOrderId, {
    includeArchived,
    page,
    pageSize: WORK_ORDER_PROBLEM_PAGE_SIZE,
    order: useCallback(newestFirst, []),
  });

  async function add(f: Fields) {
    const me = session?.Employee;
    const view: WorkOrderDamage = {
      Id: 0,
      WorkOrderId: workOrderId,
      DateReported: new Date().toISOString(),
      ReportedById: me?.Id ?? 0,
      ReportedBy: me ? `${me.FirstName} ${me.LastName}` : '',
      ...f,
      Archived: false,
      Version: 0,
    };
    await writer.create('workOrderDamage', { view, body: { WorkOrderId: workOrderId, ...f } });
  }

  // An update carries the whole editable state: a queued edit is replaced by the next one.
  const update = (d: Row, f: Fields & { Archived: boolean }) => {
    const { key: _k, pending: _p, review: _r, ...damage } = d;
    const body = d.Id ? f : { Description: f.Description, Notes: f.Notes };
    return writer.update('workOrderDamage', d.key, { view: { ...damage, ...f }, body });
  };

  async function toggle() {
    if (!toggling) return;
    try {
      if (toggling.Id) await update(toggling, { ...toggling, Archived: !toggling.Archived });
      else await writer.remove('workOrderDamage', toggling.key);
      setToggling(null);
    } catch {
      notifyError(toggling.Id ? M.ArchivingDamageFailed : Messages.DeleteFailed);
    }
  }

  const actions = (d: Row) => (
    <Group gap={4} wrap="nowrap" justify="flex-end">
      <RecordPhotosButton
        workOrderId={workOrderId}
        imageTypeId={WorkOrderImageTypes.Damages}
        recordKey={d.key}
        label={d.Description}
      />
      {canEdit && !d.Archived && (
        <Tooltip label="Edit">
          <ActionIcon variant="subtle" aria-label={`Edit ${d.Description}`} onClick={() => setEditing(d)}>
            <IconPencil size={16} />
          </ActionIcon>
        </Tooltip>
      )}
      {canEdit && (
        <ArchiveToggleIcon
          sent={d.Id > 0}
          archived={d.Archived}
          label={d.Description}
          onClick={() => setToggling(d)}
        />
      )}
    </Group>
  );

  const verb = toggling ? archiveVerb(toggling) : 'Archive';
  return (
    <SubRecordList
      title="Damages"
      addLabel="Report damage"
      onAdd={canEdit ? () => setAdding(true) : undefined}
      includeArchived={includeArchived}
      onIncludeArchived={setIncludeArchived}
      columns={damageColumns}
      rows={list.rows}
      rowKey={(d) => d.key}
      loading={list.loading}
      emptyText="This work order has no damages."
      actions={actions}
      page={page}
      pageSize={WORK_ORDER_PROBLEM_PAGE_SIZE}
      total={list.total}
      onPage={setPage}
    >
      <AddDamageDialog
        workOrderId={workOrderId}
        opened={adding}
        onClose={() => setAdding(false)}
        onSave={add}
      />
      <AddDamageDialog
        workOrderId={workOrderId}
        opened={editing !== null}
        damage={editing}
        onClose={() => setEditing(null)}
        onSave={(f) => update(editing!, { ...f, Archived: editing!.Archived })}
      />
      <ConfirmDialog
        opened={toggling !== null}
        title={verb}
        message={`${verb} '${toggling?.Description ?? ''}'?`}
        confirmLabel={verb}
        danger={verb === 'Delete'}
        onConfirm={() => toggle()}
        onCancel={() => setToggling(null)}
      />
    </SubRecordList>
  );
}
