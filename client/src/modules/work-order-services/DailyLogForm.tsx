import { useEffect, useRef } from 'react';
import { Button, Group, SegmentedControl, Select, SimpleGrid, Stack, Text, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import {
  DailyLogMessages as M,
  DailyLogTypeList,
  hoursFromHundredths,
  hoursWorkedHundredths,
  HourTypeList,
  isIsoDate,
  type IdName,
} from '@canopy/shared';
import { useLookup, useOfflineWriter } from '../../offline/hooks';
import { CREW_LOOKUPS } from '../../offline/lookups';
import { DateInput, TimeInput } from '../../ui/inputs';
import { notifyError } from '../../ui/notify';
import { dayTaken, defaultTimes, employeeChoices, logView, type LogRow } from './dailyLogLocal';
import { logChanges, logErrors, toNewLog, type LogValues } from './dailyLogForm';

export type DailyLogFormProps = {
  workOrderId: number;
  /** The log to edit; null adds one. */
  log: LogRow | null;
  /** The work order's logs on this device: the default times and the one-a-day rule read them. */
  logs: readonly LogRow[];
  initial: LogValues;
  /** The signed-in employee and the work order's crew, offered even when the people list leaves them out. */
  people: readonly IdName[];
  onDirtyChange: (dirty: boolean) => void;
  onSaved: () => void;
  onCancel: () => void;
};

/**
 * Adds or edits one daily log on the device; the change is queued for the server. A new one starts
 * at the times of the latest log of its date on the work order.
 */
export function DailyLogForm(props: DailyLogFormProps) {
  const { workOrderId, log, logs, initial, onDirtyChange, onSaved, onCancel } = props;
  const mode = log ? 'save' : 'add';
  const form = useForm<LogValues>({
    mode: 'controlled',
    initialValues: initial,
    validate: (v) => logErrors(v, mode),
  });
  const v = form.values;
  const writer = useOfflineWriter();
  const timesTouched = useRef(false);
  const defaultsDate = useRef(initial.Date);
  const employees = useLookup<IdName[]>(CREW_LOOKUPS.employees);
  const hourTypes = useLookup<IdName[]>(CREW_LOOKUPS.hourTypes);
  const dirty = form.isDirty();
  useEffect(() => onDirtyChange(dirty), [dirty, onDirtyChange]);

  // Another date brings that day's default times, until the user types their own.
  const date = v.Date;
  useEffect(() => {
    if (log || timesTouched.current || !isIsoDate(date) || date === defaultsDate.current) return;
    defaultsDate.current = date;
    form.setValues(defaultTimes(logs, date));
    // eslint-disable-next-line react-hooks/exhaustive-deps -- follow the date only
  }, [date]);

  const people = employeeChoices(
    log ? [{ Id: log.EmployeeId, Name: log.Name }] : [],
    props.people,
    employees ?? [],
  );
  const nameOf = (id: number | null) => people.find((p) => p.Id === id)?.Name ?? '';

  async function submit(values: LogValues) {
    if (dayTaken(logs, values, log?.key ?? null)) {
      form.setFieldError('EmployeeId', M.AlreadyExists);
      return;
    }
    const view = logView(workOrderId, values, nameOf(values.EmployeeId), log);
    // Until the server has the log, its queued add carries every field, so an edit replaces the add whole.
    const body = log && log.Id > 0 ? logChanges(values) : toNewLog(workOrderId, values);
    try {
      if (log) await writer.update('dailyLog', log.key, { view, body });
      else await writer.create('dailyLog', { view, body });
      onSaved();
    } catch {
      notifyError(log ? M.UpdatingFailed : M.AddingFailed);
    }
  }

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
            data={people.map((p) => ({ value: String(p.Id), label: p.Name }))}
            value={v.EmployeeId == null ? null : String(v.EmployeeId)}
            onChange={(id) => form.setFieldValue('EmployeeId', id ? Number(id) : null)}
            error={form.errors.EmployeeId}
          />
          <DateInput label="Date" required {...form.getInputProps('Date')} error={errorOf('Date')} />
          <TimeInput label="Time In" required {...timeProps('TimeIn')} />
          <TimeInput label="Time Out" required {...timeProps('TimeOut')} />
          <Select
            label="Hour Type"
            data={(hourTypes ?? HourTypeList).map((t) => ({ value: String(t.Id), label: t.Name }))}
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
    </form>
  );
}
