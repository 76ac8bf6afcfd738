import { useEffect, useState } from 'react';
import { TextInput } from '@mantine/core';

export interface NumberFilterProps {
  label: string;
  description?: string;
  value: number | undefined;
  onChange: (value: number | undefined) => void;
  max: number;
}

/**
 * A whole-number filter applied when the user leaves the box or presses Enter, so a number being typed
 * does not search for each of its digits.
 */
export function NumberFilter({ label, description, value, onChange, max }: NumberFilterProps) {
  const [text, setText] = useState(value === undefined ? '' : String(value));
  useEffect(() => setText(value === undefined ? '' : String(value)), [value]);
  const commit = () => {
    const digits = text.replace(/\D/g, '');
    const next = digits ? Math.min(Number(digits), max) : undefined;
    setText(next === undefined ? '' : String(next));
    if (next !== value) onChange(next);
  };
  return (
    <TextInput
      label={label}
      description={description}
      inputMode="numeric"
      placeholder="Any"
      value={text}
      onChange={(e) => setText(e.currentTarget.value.replace(/\D/g, ''))}
      onBlur={commit}
      onKeyDown={(e) => e.key === 'Enter' && commit()}
    />
  );
}
