export * from './CurrencyInput';
export * from './DateInput';
export * from './NumericInput';
export * from './PercentInput';
export * from './PhoneInput';
export * from './TimeInput';
export * from './ZipInput';
export type { ValueInputProps } from './types';
