import { TextInput } from '@mantine/core';
import {
  centsToDecimalString,
  formatCurrency,
  parseCurrency,
  sanitizeNumeric,
  type Cents,
} from '@canopy/shared';
import type { ValueInputProps } from './types';
import { useSyncedText } from './useSyncedText';

export type CurrencyInputProps = ValueInputProps<Cents | null> & {
  /** In cents. A minimum of 0 or more also stops the minus sign from being typed. */
  min?: Cents;
  max?: Cents;
};

const keyOf = (v: Cents | null) => (v === null ? '' : String(v));
const editText = (v: Cents | null) => (v === null ? '' : centsToDecimalString(v));

/**
 * Money in integer cents. While focused the text is a plain decimal with at most 2 places; on
 * blur it shows as $1,234.50 and is clamped to min/max.
 */
export function CurrencyInput({ value, onChange, min, max, onBlur, onFocus, ...rest }: CurrencyInputProps) {
  const current = value ?? null;
  const { text, setText, emitted } = useSyncedText(current, keyOf, formatCurrency);

  function emit(next: Cents | null, nextText: string) {
    emitted(next, nextText);
    if (next !== current) onChange(next);
  }

  function handleText(raw: string) {
    const clean = sanitizeNumeric(raw.replace(/[$,\s]/g, ''), { decimals: 2, min, clamp: false });
    emit(parseCurrency(clean), clean);
  }

  function handleBlur() {
    let next = current;
    if (next !== null && min !== undefined && next < min) next = min;
    if (next !== null && max !== undefined && next > max) next = max;
    emit(next, formatCurrency(next));
  }

  return (
    <TextInput
      inputMode="decimal"
      {...rest}
      value={text}
      onChange={(e) => handleText(e.currentTarget.value)}
      onFocus={(e) => {
        setText(editText(current));
        onFocus?.(e);
      }}
      onBlur={(e) => {
        handleBlur();
        onBlur?.(e);
      }}
    />
  );
}
