import { useState } from 'react';
import { ActionIcon, Popover, TextInput } from '@mantine/core';
import { DatePicker } from '@mantine/dates';
import { IconCalendar } from '@tabler/icons-react';
import { formatDate, parseDate, type IsoDate } from '@canopy/shared';
import type { ValueInputProps } from './types';
import { useSyncedText } from './useSyncedText';

export type DateInputProps = ValueInputProps<IsoDate | null> & {
  /** Offers a calendar popover beside the text entry. */
  withCalendar?: boolean;
  minDate?: IsoDate;
  maxDate?: IsoDate;
};

const keyOf = (v: IsoDate | null) => v ?? '';

/**
 * Text entry in any of the spec's formats (M/d/yyyy, MM/dd/yyyy, dashed, yyyy-MM-dd); the value is
 * the calendar date 'yyyy-MM-dd'. Text that is not a date yet leaves the value alone while typing
 * and is put back to the last good date on blur, so half-typed text never becomes a wrong date.
 */
export function DateInput({
  value,
  onChange,
  withCalendar = true,
  minDate,
  maxDate,
  onBlur,
  disabled,
  readOnly,
  ...rest
}: DateInputProps) {
  const { text, setText, emitted } = useSyncedText(value ?? null, keyOf, formatDate);
  const [calendarOpen, setCalendarOpen] = useState(false);

  function emit(next: IsoDate | null, nextText: string) {
    emitted(next, nextText);
    if (next !== (value ?? null)) onChange(next);
  }

  function handleText(nextText: string) {
    if (nextText.trim() === '') return emit(null, nextText);
    const parsed = parseDate(nextText);
    if (parsed) emit(parsed, nextText);
    else setText(nextText);
  }

  const calendar = withCalendar && !readOnly && (
    <Popover opened={calendarOpen} onChange={setCalendarOpen} position="bottom-end" shadow="md">
      <Popover.Target>
        <ActionIcon
          variant="subtle"
          aria-label="Open calendar"
          disabled={disabled}
          onClick={() => setCalendarOpen((o) => !o)}
        >
          <IconCalendar size={16} />
        </ActionIcon>
      </Popover.Target>
      <Popover.Dropdown>
        <DatePicker
          value={value ?? null}
          defaultDate={value ?? undefined}
          minDate={minDate}
          maxDate={maxDate}
          withWeekNumbers={false}
          onChange={(picked) => {
            emit(picked, formatDate(picked));
            setCalendarOpen(false);
          }}
        />
      </Popover.Dropdown>
    </Popover>
  );

  return (
    <TextInput
      {...rest}
      disabled={disabled}
      readOnly={readOnly}
      placeholder={rest.placeholder ?? 'M/D/YYYY'}
      value={text}
      onChange={(e) => handleText(e.currentTarget.value)}
      onBlur={(e) => {
        setText(formatDate(value ?? null));
        onBlur?.(e);
      }}
      rightSection={calendar || undefined}
    />
  );
}
