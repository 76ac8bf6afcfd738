import { TextInput } from '@mantine/core';
import { formatZip } from '@canopy/shared';
import type { ValueInputProps } from './types';

export type ZipInputProps = ValueInputProps<string>;

/**
 * Digits only, up to 9, with the dash after the fifth added as the user types. Completeness is the
 * form's rule to check (isValidZip), because a partial zip is a normal state while typing.
 */
export function ZipInput({ value, onChange, ...rest }: ZipInputProps) {
  return (
    <TextInput
      inputMode="numeric"
      autoComplete="postal-code"
      maxLength={10}
      {...rest}
      value={formatZip(value ?? '')}
      onChange={(e) => onChange(formatZip(e.currentTarget.value))}
    />
  );
}
