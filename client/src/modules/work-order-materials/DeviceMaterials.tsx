import { useCallback, useState } from 'react';
import { ActionIcon, Group, Tooltip } from '@mantine/core';
import { IconPencil } from '@tabler/icons-react';
import {
  Messages,
  todayIsoDate,
  WORK_ORDER_MATERIAL_PAGE_SIZE,
  type WorkOrder,
  type WorkOrderMaterial,
} from '@canopy/shared';
import { useSession } from '../../kernel/session/sessionStore';
import { useOfflineWriter } from '../../offline/hooks';
import { useDeviceList, type DeviceRow } from '../../offline/subRecords';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { notifyError } from '../../ui/notify';
import { ArchiveToggleIcon, archiveVerb, SubRecordList } from '../../ui/SubRecordList';
import { SyncMark } from '../service-items';
import { materialColumns } from './materialColumns';
import { MaterialForm, type Chosen, type MaterialBody } from './MaterialForm';
import { materialView } from './materialView';

type Row = DeviceRow<WorkOrderMaterial>;

export interface DeviceMaterialsProps {
  workOrder: WorkOrder;
  typeId: number;
  typeLabel: string;
  heading: string;
  canEdit: boolean;
  prices: boolean;
  open: { typeId: number; row: WorkOrderMaterial | null } | null;
  onOpen: (open: { typeId: number; row: WorkOrderMaterial | null } | null) => void;
}

// The online list's order: as added; one made here is the newest.
const asAdded = (a: Row, b: Row) => (a.Id || Infinity) - (b.Id || Infinity);

/**
 * One type's materials of the work order as the device holds them, for the crew without a
 * connection: added, edited and archived here, sent once the device is back online. Completing a
 * material waits for a connection (it is the office's step).
 */
export function DeviceMaterials(props: DeviceMaterialsProps) {
  const { workOrder, typeId, typeLabel, canEdit, prices } = props;
  const session = useSession();
  const writer = useOfflineWriter();
  const [includeArchived, setIncludeArchived] = useState(false);
  const [page, setPage] = useState(1);
  const [toggling, setToggling] = useState<Row | null>(null);
  const list = useDeviceList<WorkOrderMaterial>('workOrderMaterial', workOrder.Id, {
    includeArchived,
    page,
    pageSize: WORK_ORDER_MATERIAL_PAGE_SIZE,
    keep: useCallback((m: Row) => m.MaterialTypeId === typeId, [typeId]),
    order: useCallback(asAdded, []),
  });
  const mine = props.open?.typeId === typeId ? props.open : null;
  const editing = (mine?.row ?? null) as Row | null;

  async function save(body: MaterialBody, chosen: Chosen) {
    if (!editing) {
      const me = session?.Employee;
      const base = {
        Id: 0,
        WorkOrderId: workOrder.Id,
        DateReported: todayIsoDate(),
        ReportedBy: me ? `${me.FirstName} ${me.LastName}` : null,
        Completed: false,
        Archived: false,
        Version: 0,
      };
      const view = materialView(body, chosen, base, prices);
      await writer.create('workOrderMaterial', { view, body: { WorkOrderId: workOrder.Id, ...body } });
      return;
    }
    const { key, pending: _p, review: _r, ...stored } = editing;
    const view = materialView(body, chosen, stored, prices);
    // An update carries the whole editable state: a queued edit is replaced by the next one.
    await writer.update('workOrderMaterial', key, {
      view,
      body: editing.Id ? { ...body, Archived: editing.Archived } : body,
    });
  }

  async function toggle() {
    if (!toggling) return;
    const { key, pending: _p, review: _r, ...stored } = toggling;
    try {
      if (toggling.Id) {
        const Archived = !toggling.Archived;
        await writer.update('workOrderMaterial', key, { view: { ...stored, Archived }, body: { Archived } });
      } else await writer.remove('workOrderMaterial', key);
      setToggling(null);
    } catch {
      notifyError(toggling.Id ? Messages.UpdatingMaterialFailed : Messages.DeleteFailed);
    }
  }

  const actions = canEdit
    ? (m: Row) => (
        <Group gap={4} wrap="nowrap" justify="flex-end">
          <SyncMark pending={m.pending} review={m.review} />
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
          <ArchiveToggleIcon
            sent={m.Id > 0}
            archived={m.Archived}
            label={m.MaterialName}
            onClick={() => setToggling(m)}
          />
        </Group>
      )
    : undefined;

  const verb = toggling ? archiveVerb(toggling) : 'Archive';
  return (
    <SubRecordList
      title={props.heading}
      addLabel={`Add ${typeLabel.toLowerCase()}`}
      onAdd={canEdit && props.open === null ? () => props.onOpen({ typeId, row: null }) : undefined}
      includeArchived={includeArchived}
      onIncludeArchived={setIncludeArchived}
      columns={materialColumns({
        typeLabel,
        prices,
        canComplete: false,
        savingId: null,
        onComplete: () => {},
      })}
      rows={list.rows}
      rowKey={(m) => m.key}
      loading={list.loading}
      emptyText={`No ${props.heading.toLowerCase()} on this work order.`}
      actions={actions}
      page={page}
      pageSize={WORK_ORDER_MATERIAL_PAGE_SIZE}
      total={list.total}
      onPage={setPage}
      above={
        mine ? (
          <MaterialForm
            key={editing?.key ?? 'new'}
            workOrder={workOrder}
            typeId={typeId}
            typeLabel={typeLabel}
            editing={editing}
            prices={prices}
            onDone={() => props.onOpen(null)}
            onSave={save}
          />
        ) : undefined
      }
    >
      <ConfirmDialog
        opened={toggling !== null}
        title={verb}
        message={`${verb} '${toggling?.MaterialName ?? ''}'?`}
        confirmLabel={verb}
        danger={verb === 'Delete'}
        onConfirm={() => toggle()}
        onCancel={() => setToggling(null)}
      />
    </SubRecordList>
  );
}
