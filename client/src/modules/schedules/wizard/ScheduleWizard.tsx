import { useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { Alert, Button, Group, List, SegmentedControl, Stack } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import {
  DEFAULT_SCHEDULE_HOURS,
  formatDate,
  isIsoDate,
  markerMessage,
  Messages,
  scheduleDateRuleMessages,
  todayIsoDate,
  type Schedule,
} from '@canopy/shared';
import { ApiError } from '../../../kernel/api/errors';
import { confirm } from '../../../ui/confirm';
import { handleApiError } from '../../../ui/handleApiError';
import { notifyError, notifySuccess } from '../../../ui/notify';
import { refreshSchedule } from '../mutations';
import { scheduleKeys } from '../queries';
import { CrewStep } from './CrewStep';
import { DatesStep } from './DatesStep';
import { draftOf, newDay, newKey, draftRuleDays, toUpdate, type Draft, type DraftDay } from './draft';
import { EquipmentStep } from './EquipmentStep';
import type { Booked, WizardOps } from './ops';
import { bookedQuery, defaultHoursQuery, removePart, resourceChoicesQuery, saveSchedule } from './queries';
import { useDraftOps } from './useDraftOps';

export const UPDATED = 'Schedule Updated Successfully';
export const UPDATE_FAILED = 'Schedule Updating Failed';
const STEPS = ['Dates', 'Crew', 'Equipment'];

export interface ScheduleWizardProps {
  schedule: Schedule;
  /** 0 dates, 1 crew, 2 equipment. */
  step: number;
  onStep: (step: number) => void;
  onSaved?: (saved: Schedule) => void;
  /** A save the server failed for a reason the user cannot fix here (not a rule, not a conflict). */
  onSaveFailed?: () => void;
  /** More buttons beside Save (the create dialog's Cancel). */
  extraActions?: ReactNode;
}

/**
 * The dates → crew → equipment wizard of a schedule the user may edit. Edits stay in a draft until
 * Save sends every day at once; the date rules are checked here first with the server's words, and
 * removing a saved day, crew member or asset goes to the server at once (spec §7 calls).
 */
export function ScheduleWizard({
  schedule,
  step,
  onStep,
  onSaved,
  onSaveFailed,
  extraActions,
}: ScheduleWizardProps) {
  const queryClient = useQueryClient();
  const [draft, setDraft] = useState<Draft>(() => draftOf(schedule));
  // Whether the draft holds edits not saved yet; a ref, so reading it never re-runs the reset below.
  const dirty = useRef(false);
  const [attempted, setAttempted] = useState(false);
  const [serverProblems, setServerProblems] = useState<string[]>([]);
  const [saving, setSaving] = useState(false);
  const hours = useQuery(defaultHoursQuery).data ?? DEFAULT_SCHEDULE_HOURS;
  const choices = useQuery(resourceChoicesQuery(schedule.Id));
  const dates = useMemo(
    () => [...new Set(draft.days.map((d) => d.date).filter(isIsoDate))].sort(),
    [draft.days],
  );
  const bookedAnswer = useQuery(bookedQuery(schedule.Id, dates)).data;
  const booked: Booked = useMemo(
    () =>
      new Map(
        (bookedAnswer ?? []).map((b) => [
          b.ScheduleDate_,
          {
            employees: new Set([...b.EmployeeIds, ...(b.LentEmployeeIds ?? [])]),
            equipment: new Set([...b.EquipmentResourceIds, ...(b.LentEquipmentResourceIds ?? [])]),
            borrowedCrew: b.BorrowedCrew ?? [],
            borrowedEquipment: b.BorrowedEquipment ?? [],
          },
        ]),
      ),
    [bookedAnswer],
  );

  // A schedule read again (after a removal or another tab's change) replaces a draft with no edits.
  useEffect(() => {
    if (!dirty.current) setDraft(draftOf(schedule));
  }, [schedule]);

  const edit = (change: (d: Draft) => Draft) => {
    dirty.current = true;
    setServerProblems([]);
    setDraft(change);
  };

  async function removeSaved(
    part: 'day' | 'crew' | 'equipment',
    id: number,
    failed: string,
    apply: (d: Draft) => Draft,
  ) {
    try {
      const { Version } = await removePart(part, id);
      setDraft((d) => ({ ...apply(d), version: Version }));
      await refreshSchedule(queryClient, schedule.Id);
    } catch (e) {
      handleApiError(e, failed);
    }
  }

  const ops: WizardOps = useDraftOps({
    edit,
    removeSaved,
    addDay: () => edit((d) => ({ ...d, days: [...d.days, newDay(d.days, hours, todayIsoDate())] })),
    confirmDayRemoval: (day: DraftDay) =>
      confirm({
        title: 'Remove date',
        message: `Remove ${formatDate(day.date)} with its crew and equipment from the schedule?`,
        confirmLabel: 'Remove',
        cancelLabel: 'Keep',
        danger: true,
      }),
    newKey,
  });

  const problems = attempted
    ? [...scheduleDateRuleMessages(draftRuleDays(draft)), ...serverProblems]
    : serverProblems;

  async function save() {
    setAttempted(true);
    const found = scheduleDateRuleMessages(draftRuleDays(draft));
    if (found.length) {
      notifyError(markerMessage(UPDATE_FAILED, found));
      return;
    }
    setSaving(true);
    try {
      const saved = await saveSchedule(toUpdate(draft));
      queryClient.setQueryData(scheduleKeys.one(saved.Id), saved);
      void queryClient.invalidateQueries({ queryKey: scheduleKeys.list });
      setDraft(draftOf(saved));
      dirty.current = false;
      setAttempted(false);
      setServerProblems([]);
      notifySuccess(UPDATED);
      onSaved?.(saved);
    } catch (e) {
      if (e instanceof ApiError && e.isConflict) {
        const current = e.data as Schedule | undefined;
        if (current) setDraft(draftOf(current));
        dirty.current = false;
        notifyError(`${Messages.ConcurrencyConflict} It has been reloaded.`);
        await refreshSchedule(queryClient, schedule.Id);
      } else if (e instanceof ApiError && e.status === 400 && e.modelState.Service?.length) {
        setServerProblems(e.modelState.Service);
        notifyError(markerMessage(UPDATE_FAILED, e.modelState.Service));
      } else {
        handleApiError(e, UPDATE_FAILED);
        onSaveFailed?.();
      }
    } finally {
      setSaving(false);
    }
  }

  const crewChoices = choices.data?.Crew ?? [];
  const equipmentChoices = choices.data?.Equipment ?? [];
  return (
    <Stack gap="md">
      <SegmentedControl
        aria-label="Schedule step"
        fullWidth
        value={String(step)}
        onChange={(v) => onStep(Number(v))}
        data={STEPS.map((label, i) => ({ value: String(i), label: `${i + 1}. ${label}` }))}
      />
      {problems.length > 0 && (
        <Alert color="red" title="The schedule cannot be saved yet" role="alert">
          <List size="sm">
            {problems.map((p) => (
              <List.Item key={p}>{p}</List.Item>
            ))}
          </List>
        </Alert>
      )}
      {step > 0 && choices.isError && (
        <Alert color="yellow">
          The crew and equipment to choose from could not be loaded. Try again later.
        </Alert>
      )}
      {step > 0 && draft.days.length === 0 ? (
        <Alert color="gray">
          Add a date first.{' '}
          <Button variant="subtle" size="compact-sm" onClick={() => onStep(0)}>
            Go to dates
          </Button>
        </Alert>
      ) : step === 1 ? (
        <CrewStep days={draft.days} choices={crewChoices} booked={booked} ops={ops} />
      ) : step === 2 ? (
        <EquipmentStep days={draft.days} choices={equipmentChoices} booked={booked} ops={ops} />
      ) : (
        <DatesStep days={draft.days} ops={ops} />
      )}
      <Group justify="space-between" gap="xs" wrap="wrap">
        <Group gap="xs">
          {extraActions}
          {step > 0 && (
            <Button variant="default" onClick={() => onStep(step - 1)}>
              Back
            </Button>
          )}
        </Group>
        <Group gap="xs">
          {step < STEPS.length - 1 && (
            <Button variant="light" onClick={() => onStep(step + 1)}>
              Next
            </Button>
          )}
          <Button onClick={() => void save()} loading={saving}>
            Save
          </Button>
        </Group>
      </Group>
    </Stack>
  );
}
