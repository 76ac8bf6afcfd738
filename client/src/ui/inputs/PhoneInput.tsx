import { TextInput } from '@mantine/core';
import { formatPhone, formatPhoneTyping, parsePhone, type PhoneValue } from '@canopy/shared';
import type { ValueInputProps } from './types';
import { useSyncedText } from './useSyncedText';

export type PhoneInputProps = ValueInputProps<PhoneValue | null>;

const EMPTY: PhoneValue = { Phone: '', Extension: '' };
const keyOf = (v: PhoneValue | null) => `${v?.Phone ?? ''}x${v?.Extension ?? ''}`;
const toText = (v: PhoneValue | null) => formatPhone(v ?? EMPTY);

/**
 * Formats as the user types; the value is { Phone: first 10 digits, Extension: the rest }. On blur
 * the text takes its display form (a 7-digit number becomes ###-####).
 */
export function PhoneInput({ value, onChange, onBlur, ...rest }: PhoneInputProps) {
  const { text, setText, emitted } = useSyncedText(value ?? null, keyOf, toText);

  function handleText(nextText: string) {
    const next = parsePhone(nextText);
    emitted(next, formatPhoneTyping(nextText));
    if (keyOf(next) !== keyOf(value ?? null)) onChange(next);
  }

  return (
    <TextInput
      type="tel"
      inputMode="tel"
      autoComplete="tel"
      {...rest}
      value={text}
      onChange={(e) => handleText(e.currentTarget.value)}
      onBlur={(e) => {
        setText(toText(value ?? null));
        onBlur?.(e);
      }}
    />
  );
}
