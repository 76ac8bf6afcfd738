import type { ReactNode } from 'react';
import { Group, Input, Select } from '@mantine/core';
import { NumericInput } from '../../ui/inputs';
import { MONTH_OPTIONS } from './options';

export type MonthDayFieldProps = {
  /** Visible label; also names the two inputs ('Start month', 'Start day'). */
  label: string;
  /** Hides the visible label (the visits table names its columns), keeping the inputs' names. */
  hideLabel?: boolean;
  month: number | null;
  day: number | null;
  onMonth: (month: number | null) => void;
  onDay: (day: number | null) => void;
  /** Shown under the pair; the rules report a bad date on the day. */
  error?: ReactNode;
  size?: 'xs' | 'sm';
  /** Off where a month is required (a visit's window). */
  clearable?: boolean;
};

/** A month and a day of any year (a visit window, a service date range): February 29 is allowed. */
export function MonthDayField(props: MonthDayFieldProps) {
  const { label, hideLabel, month, day, onMonth, onDay, error, size = 'sm', clearable = true } = props;
  return (
    <Input.Wrapper label={hideLabel ? undefined : label} error={error} size={size}>
      <Group gap={4} wrap="nowrap">
        <Select<number>
          aria-label={`${label} month`}
          placeholder="Month"
          data={MONTH_OPTIONS}
          value={month}
          onChange={onMonth}
          searchable
          clearable={clearable}
          size={size}
          w={size === 'xs' ? 108 : 140}
          error={!!error}
        />
        <NumericInput
          aria-label={`${label} day`}
          placeholder="Day"
          decimals={0}
          min={1}
          max={31}
          value={day}
          onChange={onDay}
          size={size}
          w={size === 'xs' ? 52 : 64}
          error={!!error}
        />
      </Group>
    </Input.Wrapper>
  );
}
