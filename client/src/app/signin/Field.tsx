import { useId, useState, type InputHTMLAttributes } from 'react';

export interface FieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> {
  label: string;
  error?: string | null;
}

/** A labelled input with its message underneath, tied together for screen readers. */
export function Field({ label, error, type = 'text', required, ...input }: FieldProps) {
  const id = useId();
  const [shown, setShown] = useState(false);
  const secret = type === 'password';
  return (
    <div className="cp-public-field">
      <label htmlFor={id}>
        {label}
        {required && (
          <span className="cp-public-required" aria-hidden>
            {' *'}
          </span>
        )}
      </label>
      <div className="cp-public-control">
        <input
          id={id}
          type={secret && shown ? 'text' : type}
          required={required}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          {...input}
        />
        {secret && (
          <button
            type="button"
            className="cp-public-reveal"
            aria-pressed={shown}
            aria-label={shown ? 'Hide password' : 'Show password'}
            onClick={() => setShown((s) => !s)}
          >
            {shown ? 'Hide' : 'Show'}
          </button>
        )}
      </div>
      {error && (
        <p id={`${id}-error`} className="cp-public-error">
          {error}
        </p>
      )}
    </div>
  );
}
