import {
  canChangeStatus,
  mayComplete,
  statusChoices,
  WorkOrderStatuses as S,
  WorkOrderStatusList,
  type ClaimFlags,
} from '@canopy/shared';

export type StatusOption = { value: number; label: string; disabled?: boolean };

export const statusName = (id: number) =>
  WorkOrderStatusList.find((s) => s.Id === id)?.Name ?? `Status ${id}`;

/**
 * The statuses a user may pick: the shared rule's choices, less Completed for a user who may not
 * complete work orders. Completed is then only reachable through the completion check.
 */
export function pickableStatuses(current: number, claims: ClaimFlags | undefined): number[] {
  const choices = statusChoices(current, claims);
  return mayComplete(claims) ? choices : choices.filter((s) => s !== S.Completed);
}

/**
 * The select's options: the pickable statuses, plus the current one (disabled) when the rule does
 * not offer it, so the select can still show where the order stands.
 */
export function statusOptions(current: number, claims: ClaimFlags | undefined): StatusOption[] {
  const pickable = pickableStatuses(current, claims);
  const ids = pickable.includes(current) ? pickable : [...pickable, current].sort((a, b) => a - b);
  return ids.map((id) => ({ value: id, label: statusName(id), disabled: !pickable.includes(id) }));
}

export { canChangeStatus };

/** An order must be on a schedule before it can be marked Scheduled or In Progress. */
export const needsSchedule = (statusId: number) => statusId === S.Scheduled || statusId === S.InProgress;

export { statusColor } from './statusColor';
