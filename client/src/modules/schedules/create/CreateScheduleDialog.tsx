import { useEffect, useRef, useState } from 'react';
import { Button, Loader, Modal, Stack, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useQueryClient } from '@tanstack/react-query';
import type { Schedule } from '@canopy/shared';
import { handleApiError } from '../../../ui/handleApiError';
import { notifyError } from '../../../ui/notify';
import { scheduleKeys } from '../queries';
import { ScheduleWizard } from '../wizard/ScheduleWizard';
import { addSchedule, removeSchedule } from '../wizard/queries';

export interface CreateScheduleDialogProps {
  workOrderIds: number[];
  opened: boolean;
  /** true once the new schedule's days are saved; false when it was given up (and removed). */
  onClose: (success: boolean) => void;
}

// Spec §8.
const CREATE_FAILED = 'Failed to create schedule';
const NOT_CREATED = 'Schedule failed to be created.';
const REMOVE_FAILED = 'Failed to Remove Schedule';

type State = { kind: 'creating' } | { kind: 'failed' } | { kind: 'ready'; schedule: Schedule };

/**
 * Build Schedules' dialog: opening it creates the schedule for the chosen work orders, then the
 * wizard sets its dates, crew and equipment. Leaving without a successful save (cancel, Escape, a
 * save the server failed) removes the schedule again, so the work orders go back to be scheduled.
 */
export function CreateScheduleDialog({ workOrderIds, opened, onClose }: CreateScheduleDialogProps) {
  const queryClient = useQueryClient();
  const phone = useMediaQuery('(max-width: 48em)');
  const [state, setState] = useState<State>({ kind: 'creating' });
  const [step, setStep] = useState(0);
  const [closing, setClosing] = useState(false);
  // The ids the dialog was opened with; a parent re-render must not create a second schedule.
  const started = useRef(false);

  useEffect(() => {
    if (!opened) {
      started.current = false;
      return;
    }
    if (started.current) return;
    started.current = true;
    setState({ kind: 'creating' });
    setStep(0);
    addSchedule({ WorkOrderIds: workOrderIds, ScheduleDates: [] })
      .then((schedule) => {
        queryClient.setQueryData(scheduleKeys.one(schedule.Id), schedule);
        setState({ kind: 'ready', schedule });
      })
      .catch((e: unknown) => {
        handleApiError(e, CREATE_FAILED);
        setState({ kind: 'failed' });
      });
  }, [opened, workOrderIds, queryClient]);

  async function giveUp() {
    if (closing) return;
    if (state.kind === 'ready') {
      setClosing(true);
      try {
        await removeSchedule(state.schedule.Id);
      } catch {
        notifyError(REMOVE_FAILED);
      } finally {
        setClosing(false);
      }
      void queryClient.invalidateQueries({ queryKey: scheduleKeys.all });
    }
    onClose(false);
  }

  const title = state.kind === 'ready' ? `New schedule ${state.schedule.Id}` : 'New schedule';
  return (
    <Modal opened={opened} onClose={() => void giveUp()} title={title} size="xl" fullScreen={!!phone}>
      {state.kind === 'creating' && (
        <Stack align="center" p="md">
          <Loader aria-label="Creating schedule" />
          <Text size="sm">Creating the schedule for {workOrderIds.length} work order(s)…</Text>
        </Stack>
      )}
      {state.kind === 'failed' && (
        <Stack p="md" gap="md">
          <Text role="alert">{NOT_CREATED}</Text>
          <Button variant="default" onClick={() => onClose(false)}>
            Close
          </Button>
        </Stack>
      )}
      {state.kind === 'ready' && (
        <ScheduleWizard
          schedule={queryClient.getQueryData<Schedule>(scheduleKeys.one(state.schedule.Id)) ?? state.schedule}
          step={step}
          onStep={setStep}
          onSaved={() => onClose(true)}
          onSaveFailed={() => void giveUp()}
          extraActions={
            <Button variant="default" onClick={() => void giveUp()} loading={closing}>
              Cancel
            </Button>
          }
        />
      )}
    </Modal>
  );
}
