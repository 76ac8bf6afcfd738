import { useId, type CSSProperties, type InputHTMLAttributes } from 'react';
import './lightTextInput.css';

export interface LightTextInputProps extends Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'className' | 'style'
> {
  label: string;
  /** On the field (label and input), as Mantine's style props would be. */
  style?: CSSProperties;
}

/**
 * A labelled native input for a screen that must come up before Mantine's input stack (a phone's
 * first screen): the look of Mantine's TextInput, size sm, with nothing but the browser's own
 * behaviour (a date or time picker comes from the input's type).
 */
export function LightTextInput({ label, style, id, ...input }: LightTextInputProps) {
  const own = useId();
  const inputId = id ?? own;
  return (
    <div className="canopy-field" style={style}>
      <label className="canopy-field-label" htmlFor={inputId}>
        {label}
      </label>
      <input {...input} id={inputId} className="canopy-field-input" />
    </div>
  );
}
