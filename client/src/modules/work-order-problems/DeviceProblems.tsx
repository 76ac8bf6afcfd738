import { useCallback, useState } from 'react';
import { Group } from '@mantine/core';
import {
  B,
  EquipmentProblemStatuses,
  equipmentProblemStatusName,
  F,
  has,
  Messages,
  OTHER_DESCRIPTION_ID,
  P,
  problemDescriptionText,
  WORK_ORDER_PROBLEM_PAGE_SIZE,
  WorkOrderImageTypes,
  WorkOrderProblemMessages as M,
  type EquipmentProblem,
  type NewEquipmentProblem,
  type WorkOrderEquipment,
} from '@canopy/shared';
import { useClaims, useSession } from '../../kernel/session/sessionStore';
import { useOfflineWriter } from '../../offline/hooks';
import { useDeviceList, type DeviceRow } from '../../offline/subRecords';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import type { DataListColumn } from '../../ui/dataListTypes';
import { notifyError } from '../../ui/notify';
import { ArchiveToggleIcon, archiveVerb, SubRecordList } from '../../ui/SubRecordList';
import { SyncMark } from '../service-items';
import { AddProblemDialog } from './AddProblemDialog';
import { problemColumns } from './problemColumns';
import { RecordPhotosButton } from './RecordPhotosButton';

type Row = DeviceRow<EquipmentProblem>;

const newestFirst = (a: Row, b: Row) =>
  b.DateReported.localeCompare(a.DateReported) || (b.Id || Infinity) - (a.Id || Infinity);

// The status is changed online (its list asks the server what each status does to the resolution date).
const columns: DataListColumn<Row>[] = [
  ...(problemColumns({ canEdit: false }) as DataListColumn<Row>[]),
  { key: 'sync', title: '', render: (p) => <SyncMark pending={p.pending} review={p.review} /> },
];

/** The problem as the screens show it until the server answers. */
function problemView(
  body: NewEquipmentProblem,
  equipment: WorkOrderEquipment,
  by: { Id: number; Name: string },
) {
  const other = body.EquipmentProblemDescriptionId === OTHER_DESCRIPTION_ID;
  const descriptionId = other ? null : body.EquipmentProblemDescriptionId;
  const open = EquipmentProblemStatuses.Open;
  return {
    Id: 0,
    WorkOrderId: body.WorkOrderId,
    BranchId: 0,
    Branch: '',
    DateReported: new Date().toISOString(),
    ReportedById: by.Id,
    ReportedBy: by.Name,
    StatusId: open,
    EquipmentProblemStatus: { Id: open, Name: equipmentProblemStatusName(open) },
    EquipmentProblemDescriptionId: body.EquipmentProblemDescriptionId,
    EquipmentProblemDescription: {
      Id: body.EquipmentProblemDescriptionId,
      Name: problemDescriptionText(descriptionId, body.OtherDescription ?? null),
    },
    OtherDescription: body.OtherDescription ?? null,
    EquipmentResourceId: equipment.Id,
    EquipmentResource: equipment,
    Notes: body.Notes ?? null,
    ResolutionDate: null,
    Archived: false,
    Version: 0,
  } satisfies EquipmentProblem;
}

/**
 * A work order's equipment problems as the device holds them, for the crew without a connection:
 * reported and archived here, sent when the device is back online.
 */
export function DeviceProblems({ workOrderId }: { workOrderId: number }) {
  const canEdit = has(useClaims(), 'WorkOrders', P | B | F);
  const session = useSession();
  const writer = useOfflineWriter();
  const [includeArchived, setIncludeArchived] = useState(false);
  const [page, setPage] = useState(1);
  const [adding, setAdding] = useState(false);
  const [toggling, setToggling] = useState<Row | null>(null);
  const list = useDeviceList<EquipmentProblem>('equipmentProblem', workOrderId, {
    includeArchived,
    page,
    pageSize: WORK_ORDER_PROBLEM_PAGE_SIZE,
    order: useCallback(newestFirst, []),
  });

  async function add(body: NewEquipmentProblem, equipment: WorkOrderEquipment) {
    const me = session?.Employee;
    const by = { Id: me?.Id ?? 0, Name: me ? `${me.FirstName} ${me.LastName}` : '' };
    await writer.create('equipmentProblem', { view: problemView(body, equipment, by), body });
  }

  async function toggle() {
    if (!toggling) return;
    const { key, pending: _p, review: _r, ...problem } = toggling;
    try {
      if (toggling.Id) {
        const Archived = !toggling.Archived;
        await writer.update('equipmentProblem', key, { view: { ...problem, Archived }, body: { Archived } });
      } else await writer.remove('equipmentProblem', key);
      setToggling(null);
    } catch {
      notifyError(toggling.Id ? M.ArchivingProblemFailed : Messages.DeleteFailed);
    }
  }

  const label = (p: Row) => `problem with ${p.EquipmentResource.Name}`;
  const actions = (p: Row) => (
    <Group gap={4} wrap="nowrap" justify="flex-end">
      <RecordPhotosButton
        workOrderId={workOrderId}
        imageTypeId={WorkOrderImageTypes.EquipmentProblems}
        recordKey={p.key}
        label={label(p)}
      />
      {canEdit && (
        <ArchiveToggleIcon
          sent={p.Id > 0}
          archived={p.Archived}
          label={label(p)}
          onClick={() => setToggling(p)}
        />
      )}
    </Group>
  );

  const verb = toggling ? archiveVerb(toggling) : 'Archive';
  return (
    <SubRecordList
      title="Equipment problems"
      addLabel="Report problem"
      onAdd={canEdit ? () => setAdding(true) : undefined}
      includeArchived={includeArchived}
      onIncludeArchived={setIncludeArchived}
      columns={columns}
      rows={list.rows}
      rowKey={(p) => p.key}
      loading={list.loading}
      emptyText="This work order has no equipment problems."
      actions={actions}
      page={page}
      pageSize={WORK_ORDER_PROBLEM_PAGE_SIZE}
      total={list.total}
      onPage={setPage}
    >
      <AddProblemDialog
        workOrderId={workOrderId}
        opened={adding}
        onClose={() => setAdding(false)}
        onSave={add}
      />
      <ConfirmDialog
        opened={toggling !== null}
        title={verb}
        message={`${verb} the ${toggling ? label(toggling) : ''}?`}
        confirmLabel={verb}
        danger={verb === 'Delete'}
        onConfirm={() => toggle()}
        onCancel={() => setToggling(null)}
      />
    </SubRecordList>
  );
}
