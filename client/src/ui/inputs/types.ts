import type { TextInputProps } from '@mantine/core';

/**
 * The props every Canopy input shares: Mantine's TextInput props (label, error, description,
 * onBlur, onFocus … so `form.getInputProps(path)` spreads straight in) with a typed value.
 */
export type ValueInputProps<V> = Omit<TextInputProps, 'value' | 'defaultValue' | 'onChange'> & {
  /** Optional only because getInputProps types it so; the inputs are always controlled. */
  value?: V;
  onChange: (value: V) => void;
};
