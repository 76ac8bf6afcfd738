import { useState } from 'react';
import { Badge, Box, Group, Switch } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { CatalogueStatuses, Messages, type ServiceRow } from '@canopy/shared';
import { failureMessage } from '../../ui/apiErrors';
import { confirm } from '../../ui/confirm';
import { notifyError, notifySuccess } from '../../ui/notify';
import { toggleServiceActive } from './mutations';

export type ActiveToggleProps = {
  row: ServiceRow;
  /** Service Full: the switch; otherwise only the status. */
  canEdit: boolean;
};

const COLORS: Record<number, string> = { 1: 'green', 2: 'yellow', 3: 'gray' };

/** The status of a list row and, with Service Full, a confirmed active/inactive switch. */
export function ActiveToggle({ row, canEdit }: ActiveToggleProps) {
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);
  const badge = (
    <Badge size="sm" variant="light" color={COLORS[row.StatusId] ?? 'gray'}>
      {row.Status}
    </Badge>
  );
  if (!canEdit) return badge;

  async function toggle() {
    const activating = row.StatusId === CatalogueStatuses.Inactive;
    const verb = activating ? 'Activate' : 'Deactivate';
    const ok = await confirm({
      title: `${verb} service`,
      message: `${verb} the service '${row.Name}'?`,
      confirmLabel: verb,
      danger: !activating,
    });
    if (!ok) return;
    setBusy(true);
    try {
      await toggleServiceActive(queryClient, row.Id);
      notifySuccess(Messages.UpdatedSuccessfully);
    } catch (error) {
      notifyError(failureMessage(error, Messages.UpdateFailed));
    } finally {
      setBusy(false);
    }
  }

  return (
    // The row opens the service on click; the switch must not.
    <Box onClick={(e) => e.stopPropagation()}>
      <Group gap="xs" wrap="nowrap">
        <Switch
          size="xs"
          aria-label={`Active: ${row.Name}`}
          checked={row.Active}
          disabled={busy}
          onChange={() => void toggle()}
        />
        {badge}
      </Group>
    </Box>
  );
}
