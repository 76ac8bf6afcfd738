import { useEffect, useRef, useState } from 'react';
import { Button, Group, SegmentedControl, Select, SimpleGrid, Stack, Text, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useQuery } from '@tanstack/react-query';
import {
  DailyLogMessages as M,
  DailyLogTypeList,
  hoursFromHundredths,
  hoursWorkedHundredths,
  HourTypeList,
  isIsoDate,
  type DailyLog,
  type IdName,
} from '@canopy/shared';
import { ApiError } from '../../app/api/errors';
import { failureMessage } from '../../ui/apiErrors';
import { ConcurrencyDialog } from '../../ui/ConcurrencyDialog';
import { DateInput, TimeInput } from '../../ui/inputs';
import { notifyError } from '../../ui/notify';
import { logErrors, logValues, toNewLog, toSaveLog, type LogValues } from './dailyLogForm';
import { addDailyLog, employeesQuery, fetchDefaultTimes, hourTypesQuery, saveDailyLog } from './queries';

export type DailyLogFormProps = {
  workOrderId: number;
  /** The log to edit; null adds one. */
  log: DailyLog | null;
  initial: LogValues;
  /** The signed-in employee, offered even when the people list leaves them out. */
  me: IdName | null;
  onDirtyChange: (dirty: boolean) => void;
  onSaved: (log: DailyLog) => void;
  onCancel: () => void;
};

/** Adds or edits one daily log; a new one starts at the latest default start time for its date. */
export function DailyLogForm({
  workOrderId,
  log,
  initial,
  me,
  onDirtyChange,
  onSaved,
  onCancel,
}: DailyLogFormProps) {
  const mode = log ? 'save' : 'add';
  const form = useForm<LogValues>({
    mode: 'controlled',
    initialValues: initial,
    validate: (v) => logErrors(v, mode),
  });
  const v = form.values;
  const [base, setBase] = useState<DailyLog | null>(log);
  const [conflict, setConflict] = useState<{ mine: LogValues; theirs: DailyLog } | null>(null);
  const timesTouched = useRef(false);
  const employees = useQuery(employeesQuery);
  const hourTypes = useQuery(hourTypesQuery);
  const defaults = useQuery({
    queryKey: ['workOrders', workOrderId, 'defaultTimes', v.Date],
    queryFn: () => fetchDefaultTimes(workOrderId, v.Date!),
    enabled: !log && isIsoDate(v.Date),
  });
  const dirty = form.isDirty();
  useEffect(() => onDirtyChange(dirty), [dirty, onDirtyChange]);

  // The defaults fill the times until the user types their own.
  useEffect(() => {
    if (!defaults.data || timesTouched.current) return;
    const pristine = !form.isDirty();
    form.setValues({ TimeIn: defaults.data.TimeIn, TimeOut: defaults.data.TimeOut });
    if (pristine) form.resetDirty({ ...form.getValues(), ...defaults.data });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- apply each answer once
  }, [defaults.data]);

  async function submit(values: LogValues, current = base) {
    try {
      const saved = current
        ? await saveDailyLog(toSaveLog(current, values))
        : await addDailyLog(toNewLog(workOrderId, values));
      onSaved(saved);
    } catch (error) {
      if (error instanceof ApiError && error.isConflict && error.data && typeof error.data === 'object') {
        setConflict({ mine: values, theirs: error.data as DailyLog });
        return;
      }
      const employee = error instanceof ApiError ? error.modelState['EmployeeId']?.[0] : undefined;
      if (employee) form.setFieldError('EmployeeId', employee);
      notifyError(failureMessage(error, current ? M.UpdatingFailed : M.AddingFailed));
    }
  }

  const people = employees.data ?? [];
  const known = (id: number | null, name: string | undefined) =>
    id && name && !people.some((p) => p.Id === id) ? [{ Id: id, Name: name }] : [];
  const employeeOptions = [
    ...known(log?.EmployeeId ?? null, log?.Name),
    ...known(me?.Id ?? null, me?.Name),
    ...people,
  ].map((p) => ({ value: String(p.Id), label: p.Name }));
  const hundredths = v.TimeIn && v.TimeOut ? hoursWorkedHundredths(v.TimeIn, v.TimeOut) : null;
  // The date and time messages show as soon as the user changes one of them, not only on submit.
  const live = logErrors(v, mode);
  const whenChanged = ['Date', 'TimeIn', 'TimeOut'].some((f) => form.isDirty(f));
  const errorOf = (f: 'Date' | 'TimeIn' | 'TimeOut') => form.errors[f] ?? (whenChanged ? live[f] : undefined);
  const timeProps = (field: 'TimeIn' | 'TimeOut') => {
    const p = form.getInputProps(field);
    return {
      ...p,
      error: errorOf(field),
      onChange: (t: string | null) => {
        timesTouched.current = true;
        p.onChange(t);
      },
    };
  };

  return (
    <form noValidate onSubmit={form.onSubmit((values) => submit(values))}>
      <Stack>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <Select
            label="Employee"
            required
            searchable
            data={employeeOptions}
            value={v.EmployeeId == null ? null : String(v.EmployeeId)}
            onChange={(id) => form.setFieldValue('EmployeeId', id ? Number(id) : null)}
            error={form.errors.EmployeeId}
          />
          <DateInput label="Date" required {...form.getInputProps('Date')} error={errorOf('Date')} />
          <TimeInput label="Time In" required {...timeProps('TimeIn')} />
          <TimeInput label="Time Out" required {...timeProps('TimeOut')} />
          <Select
            label="Hour Type"
            data={(hourTypes.data ?? HourTypeList).map((t) => ({ value: String(t.Id), label: t.Name }))}
            value={String(v.HourTypeId)}
            onChange={(id) => id && form.setFieldValue('HourTypeId', Number(id))}
            allowDeselect={false}
          />
          <Stack gap={4}>
            <Text size="sm" fw={500}>
              Log Type
            </Text>
            <SegmentedControl
              aria-label="Log Type"
              data={DailyLogTypeList.map((t) => ({ value: String(t.Id), label: t.Name }))}
              value={String(v.DailyLogTypeId)}
              onChange={(id) => form.setFieldValue('DailyLogTypeId', Number(id))}
            />
          </Stack>
        </SimpleGrid>
        <Text size="sm" aria-live="polite">
          Hours: <strong>{hundredths == null ? '—' : hoursFromHundredths(hundredths).toFixed(2)}</strong>
        </Text>
        <Textarea label="Notes" autosize minRows={2} maxLength={4000} {...form.getInputProps('Notes')} />
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel} disabled={form.submitting}>
            Cancel
          </Button>
          <Button type="submit" loading={form.submitting} disabled={!!log && !dirty}>
            {log ? 'Save' : 'Add'}
          </Button>
        </Group>
      </Stack>
      <ConcurrencyDialog
        opened={conflict !== null}
        onAccept={() => {
          if (!conflict) return;
          setBase(conflict.theirs);
          setConflict(null);
          void submit(conflict.mine, conflict.theirs);
        }}
        onDecline={() => {
          if (!conflict) return;
          setBase(conflict.theirs);
          form.setValues(logValues(conflict.theirs));
          form.resetDirty(logValues(conflict.theirs));
          setConflict(null);
        }}
      />
    </form>
  );
}
