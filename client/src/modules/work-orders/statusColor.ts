import { WorkOrderStatuses as S } from '@canopy/shared';

// Apart from the status rules (statusOptions.ts): a card that only shows a status need not load them.

const COLORS: Record<number, string> = {
  [S.Created]: 'gray',
  [S.ReadyForScheduling]: 'cyan',
  [S.Scheduled]: 'blue',
  [S.InProgress]: 'indigo',
  [S.Completed]: 'green',
  [S.OnHold]: 'yellow',
  [S.Cancelled]: 'red',
  [S.PendingCancellation]: 'orange',
};
export const statusColor = (id: number) => COLORS[id] ?? 'gray';
