import { Badge, Text } from '@mantine/core';
import { formatDate, TransferStatuses as T, type TransferRequest } from '@canopy/shared';
import type { DataListColumn } from '../../ui/dataListTypes';

const COLOURS: Record<number, string> = {
  [T.Pending]: 'yellow',
  [T.Cancelled]: 'gray',
  [T.Denied]: 'red',
  [T.Confirmed]: 'green',
  [T.Returned]: 'blue',
};

const lent = (r: TransferRequest) =>
  [
    ...r.TransferRequestCrews.map((c) => c.Name),
    ...r.TransferRequestEquipment.map((e) =>
      e.EquipmentStatus ? `${e.AssetNumber} (${e.EquipmentStatus})` : e.AssetNumber,
    ),
  ].join(', ');

export const transferColumns: DataListColumn<TransferRequest>[] = [
  { key: 'Id', title: 'Request', width: 80 },
  {
    key: 'Status',
    title: 'Status',
    width: 110,
    render: (r) => (
      <Badge variant="light" color={COLOURS[r.StatusId]}>
        {r.Status}
      </Badge>
    ),
  },
  { key: 'FromBranch', title: 'From', width: 120 },
  { key: 'ToBranch', title: 'To', width: 120 },
  { key: 'TypeName', title: 'Resource', width: 140, render: (r) => `${r.Qty} × ${r.TypeName}` },
  {
    key: 'SelectedDates',
    title: 'Dates',
    width: 160,
    render: (r) => r.SelectedDates.map(formatDate).join(', '),
  },
  { key: 'Lent', title: 'Lent', width: 160, render: (r) => <Text size="sm">{lent(r) || '—'}</Text> },
  { key: 'RequestedBy', title: 'Requested by', width: 130, hideOnPhone: true },
];
