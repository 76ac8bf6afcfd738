import type { CSSProperties } from 'react';
import './lightCheckbox.css';

export interface LightCheckboxProps {
  'aria-label': string;
  checked: boolean;
  onChange: () => void;
  style?: CSSProperties;
}

/**
 * A checkbox without a label of its own, for a screen that must come up before Mantine's Checkbox
 * (its input stack is the larger part of a phone's first download): the look of Mantine's, the
 * behaviour of the browser's.
 */
export function LightCheckbox({ checked, onChange, style, ...aria }: LightCheckboxProps) {
  return (
    <span className="canopy-check" style={style}>
      <input
        {...aria}
        type="checkbox"
        className="canopy-check-input mantine-focus-auto"
        checked={checked}
        onChange={onChange}
      />
      <svg className="canopy-check-icon" viewBox="0 0 10 7" fill="none" aria-hidden>
        <path
          d="M4 4.586L1.707 2.293A1 1 0 1 0 .293 3.707l3 3a.997.997 0 0 0 1.414 0l5-5A1 1 0 1 0 8.293.293L4 4.586z"
          fill="currentColor"
          fillRule="evenodd"
          clipRule="evenodd"
        />
      </svg>
    </span>
  );
}
