import { useState } from 'react';
import { Button, Group } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import {
  allowedStateChanges,
  B,
  F,
  has,
  markerMessage,
  Messages,
  ScheduleMessages,
  type Schedule,
  type ScheduleChange,
} from '@canopy/shared';
import { ApiError } from '../../kernel/api/errors';
import { useClaims } from '../../kernel/session/sessionStore';
import { confirm } from '../../ui/confirm';
import { handleApiError } from '../../ui/handleApiError';
import { notifyError, notifySuccess } from '../../ui/notify';
import { changeScheduleState, refreshSchedule } from './mutations';

type Copy = { label: string; failed: string; done: string; ask?: { title: string; message: string } };

// Spec §8 messages; unconfirm has no success message of its own, so it reports the schedule updated.
const COPY: Record<ScheduleChange, Copy> = {
  cancel: {
    label: 'Cancel schedule',
    failed: 'Cancelling schedule Failed',
    done: 'Schedule cancelled Successfully',
    ask: { title: 'Cancel schedule', message: 'Cancel this schedule? This cannot be undone.' },
  },
  confirm: {
    label: 'Confirm',
    failed: 'Confirming schedule Failed',
    done: 'Schedule confirmed Successfully',
  },
  unconfirm: {
    label: 'Unconfirm',
    failed: 'Unconfirming schedule Failed',
    done: 'Schedule Updated Successfully',
    ask: {
      title: 'Unconfirm schedule',
      message: `${ScheduleMessages.InvoiceGenerated} Unconfirm it anyway?`,
    },
  },
};

/** Cancel, confirm and unconfirm, for Schedules Branch or Full. */
export function ScheduleActions({ schedule }: { schedule: Schedule }) {
  const claims = useClaims();
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState<ScheduleChange | null>(null);
  if (!has(claims, 'Schedules', B | F)) return null;

  async function run(change: ScheduleChange) {
    const copy = COPY[change];
    if (
      copy.ask &&
      !(await confirm({
        ...copy.ask,
        confirmLabel: copy.label,
        cancelLabel: 'Keep',
        danger: change === 'cancel',
      }))
    )
      return;
    setBusy(change);
    try {
      const result = await changeScheduleState(schedule.Id, change, schedule.Version);
      notifySuccess(result.Warnings.length ? markerMessage(copy.done, result.Warnings) : copy.done);
    } catch (e) {
      // Someone changed the schedule meanwhile: what the buttons offer may no longer hold.
      if (e instanceof ApiError && e.isConflict)
        notifyError(`${Messages.ConcurrencyConflict} It has been reloaded.`);
      else handleApiError(e, copy.failed);
    } finally {
      setBusy(null);
      await refreshSchedule(queryClient, schedule.Id);
    }
  }

  return (
    <Group gap="xs">
      {allowedStateChanges(schedule.StatusId).map((change) => (
        <Button
          key={change}
          size="xs"
          variant={change === 'confirm' ? 'filled' : 'default'}
          color={change === 'cancel' ? 'red' : undefined}
          loading={busy === change}
          disabled={busy !== null && busy !== change}
          onClick={() => void run(change)}
        >
          {COPY[change].label}
        </Button>
      ))}
    </Group>
  );
}
