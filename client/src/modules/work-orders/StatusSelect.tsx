import { Select } from '@mantine/core';
import { useClaims } from '../../kernel/session/sessionStore';
import { canChangeStatus, statusOptions } from './statusOptions';

export interface StatusSelectProps {
  statusId: number;
  onChange: (statusId: number) => void;
  /** Names the select for assistive tech, e.g. "Status of work order 12". */
  label: string;
  hideLabel?: boolean;
  busy?: boolean;
  /** Shown but not changeable (e.g. without a connection). */
  disabled?: boolean;
  w?: number;
}

/**
 * A work order's status with exactly the choices the shared rule allows the user; disabled when the
 * user may not change it (no WorkOrders_Status Full, or a cancellation is pending).
 */
export function StatusSelect(props: StatusSelectProps) {
  const { statusId, onChange, label, hideLabel, busy, disabled, w = 190 } = props;
  const claims = useClaims();
  const editable = canChangeStatus(statusId, claims);
  return (
    <Select<number>
      label={hideLabel ? undefined : label}
      aria-label={label}
      size={hideLabel ? 'xs' : 'sm'}
      data={statusOptions(statusId, claims)}
      value={statusId}
      onChange={(v) => v !== null && v !== statusId && onChange(v)}
      allowDeselect={false}
      disabled={!editable || busy || disabled}
      w={w}
    />
  );
}
