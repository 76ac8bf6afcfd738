import { TextInput } from '@mantine/core';
import { numberToText, parseNumeric, sanitizeNumeric } from '@canopy/shared';
import type { ValueInputProps } from './types';
import { useSyncedText } from './useSyncedText';

export type NumericInputProps = ValueInputProps<number | null> & {
  /** Places after the point; the spec's default is 8. */
  decimals?: number;
  min?: number;
  max?: number;
};

/**
 * Accepts only digits, one decimal point and a leading minus. Min and max are applied on blur, not
 * per keystroke, so typing 50 with a minimum of 10 is not stopped at the 5.
 */
export function NumericInput({
  value,
  onChange,
  decimals = 8,
  min,
  max,
  onBlur,
  ...rest
}: NumericInputProps) {
  const current = value ?? null;
  const toText = (v: number | null) => (v === null ? '' : numberToText(v, decimals));
  const keyOf = (v: number | null) => (v === null ? '' : String(v));
  const { text, emitted } = useSyncedText(current, keyOf, toText);

  function emit(next: number | null, nextText: string) {
    emitted(next, nextText);
    if (next !== current) onChange(next);
  }

  return (
    <TextInput
      inputMode={decimals > 0 ? 'decimal' : 'numeric'}
      {...rest}
      value={text}
      onChange={(e) => {
        const clean = sanitizeNumeric(e.currentTarget.value, { decimals, min, max, clamp: false });
        emit(parseNumeric(clean), clean);
      }}
      onBlur={(e) => {
        const next = parseNumeric(sanitizeNumeric(text, { decimals, min, max }));
        emit(next, toText(next));
        onBlur?.(e);
      }}
    />
  );
}
