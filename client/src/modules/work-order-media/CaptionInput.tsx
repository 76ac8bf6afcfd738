import { TextInput, type TextInputProps } from '@mantine/core';
import { CAPTION_MAX } from '@canopy/shared';
import { capCaption } from './captions';

export type CaptionInputProps = Omit<TextInputProps, 'value' | 'onChange'> & {
  value: string;
  onChange: (value: string) => void;
};

/** A caption field that never holds more than 200 characters and warns when it cut a paste. */
export function CaptionInput({ value, onChange, ...rest }: CaptionInputProps) {
  const length = Array.from(value).length;
  return (
    <TextInput
      placeholder="Optional caption"
      {...rest}
      value={value}
      onChange={(e) => onChange(capCaption(e.currentTarget.value))}
      rightSection={
        length > CAPTION_MAX - 20 ? (
          <span style={{ fontSize: 11, color: 'var(--mantine-color-dimmed)' }}>
            {length}/{CAPTION_MAX}
          </span>
        ) : undefined
      }
      rightSectionWidth={56}
    />
  );
}
