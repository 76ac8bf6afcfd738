import { Text } from '@mantine/core';
import { NumericInput, type NumericInputProps } from './NumericInput';

export type PercentInputProps = NumericInputProps;

/**
 * A number of percent (12 means 12%). Whole numbers unless `decimals` says otherwise, because the
 * spec shows percentages rounded to whole numbers.
 */
export function PercentInput({ decimals = 0, ...rest }: PercentInputProps) {
  return (
    <NumericInput
      decimals={decimals}
      rightSection={
        <Text size="sm" c="dimmed">
          %
        </Text>
      }
      {...rest}
    />
  );
}
