import { NumericInput, type NumericInputProps } from '../../ui/inputs';

export type CreditsInputProps = NumericInputProps;

/** Credits are whole numbers: what is typed is floored when the field is left, so 2.9 shows as 2. */
export function CreditsInput({ value, onChange, onBlur, ...rest }: CreditsInputProps) {
  return (
    <NumericInput
      min={0}
      max={100000}
      decimals={2}
      {...rest}
      value={value}
      onChange={onChange}
      onBlur={(e) => {
        onBlur?.(e);
        if (value != null && !Number.isInteger(value)) onChange(Math.floor(value));
      }}
    />
  );
}
