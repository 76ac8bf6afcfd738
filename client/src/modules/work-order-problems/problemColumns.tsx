import { Badge, Text } from '@mantine/core';
import { formatDate, type EquipmentProblem } from '@canopy/shared';
import type { DataListColumn } from '../../ui/dataListTypes';
import { ProblemStatusSelect } from './ProblemStatusSelect';

export const dateOf = (iso: string | null) => (iso ? formatDate(new Date(iso)) : '');

export type ProblemColumnsOptions = {
  canEdit: boolean;
  /** The screen lists every work order's problems, so it names the work order and branch. */
  withWorkOrder?: boolean;
  workOrderLink?: (p: EquipmentProblem) => React.ReactNode;
};

export function problemColumns(o: ProblemColumnsOptions): DataListColumn<EquipmentProblem>[] {
  const columns: DataListColumn<EquipmentProblem>[] = [
    { key: 'DateReported', title: 'Reported', render: (p) => dateOf(p.DateReported) },
    {
      key: 'EquipmentResource',
      title: 'Equipment',
      render: (p) => (
        <Text size="sm">
          {p.EquipmentResource.Name}
          {p.Archived && (
            <Badge ml={6} size="xs" color="gray" variant="light">
              Archived
            </Badge>
          )}
        </Text>
      ),
    },
    { key: 'Description', title: 'Problem', render: (p) => p.EquipmentProblemDescription.Name },
    {
      key: 'Status',
      title: 'Status',
      render: (p) => (o.canEdit ? <ProblemStatusSelect problem={p} /> : p.EquipmentProblemStatus.Name),
    },
    { key: 'ResolutionDate', title: 'Resolved', render: (p) => dateOf(p.ResolutionDate) },
    { key: 'ReportedBy', title: 'Reported by' },
  ];
  if (!o.withWorkOrder) return columns;
  return [
    { key: 'WorkOrderId', title: 'Work Order', render: (p) => o.workOrderLink?.(p) ?? p.WorkOrderId },
    { key: 'Branch', title: 'Branch' },
    ...columns,
  ];
}
