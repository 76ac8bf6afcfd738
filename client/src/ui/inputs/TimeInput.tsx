import { TimeInput as MantineTimeInput, type TimeInputProps as MantineTimeInputProps } from '@mantine/dates';
import { parseTime, roundMinutes, type TimeOfDay } from '@canopy/shared';

export type TimeInputProps = Omit<MantineTimeInputProps, 'value' | 'defaultValue' | 'onChange' | 'step'> & {
  /** 'HH:mm', or null when empty. */
  value?: TimeOfDay | null;
  onChange: (value: TimeOfDay | null) => void;
  /** Minutes the time snaps to. */
  step?: number;
};

/**
 * The browser's time field (a native picker on crews' phones). Snapping to `step` happens on blur:
 * rewriting the value between keystrokes would fight the field's own segment-by-segment typing.
 */
export function TimeInput({ value, onChange, step = 1, onBlur, ...rest }: TimeInputProps) {
  const current = value ? parseTime(value) : null;
  return (
    <MantineTimeInput
      {...rest}
      step={step * 60}
      value={current ?? ''}
      onChange={(e) => onChange(parseTime(e.currentTarget.value))}
      onBlur={(e) => {
        const rounded = current ? roundMinutes(current, step) : null;
        if (rounded !== current) onChange(rounded);
        onBlur?.(e);
      }}
    />
  );
}
