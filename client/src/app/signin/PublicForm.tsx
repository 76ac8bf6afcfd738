import { useState, type ReactNode } from 'react';
import { Notice } from './PublicCard';

/** Runs one submission at a time and keeps what went wrong for the form to show above its fields. */
export function useSubmission() {
  const [submitting, setSubmitting] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const run = async (work: () => Promise<void>, failed: (err: unknown) => string | null) => {
    setFailure(null);
    setSubmitting(true);
    try {
      await work();
    } catch (err) {
      setFailure(failed(err));
    } finally {
      setSubmitting(false);
    }
  };
  return { submitting, failure, run };
}

export interface PublicFormProps {
  onSubmit: () => unknown;
  submitLabel: string;
  submitting: boolean;
  failure: string | null;
  /** Shown above the fields while there is no failure to show. */
  notice?: ReactNode;
  children: ReactNode;
}

/** A public page's form: the failure (or a notice) first, the fields, then one busy-aware button. */
export function PublicForm({
  onSubmit,
  submitLabel,
  submitting,
  failure,
  notice,
  children,
}: PublicFormProps) {
  return (
    <form
      className="cp-public-form"
      onSubmit={(e) => {
        e.preventDefault();
        void onSubmit();
      }}
      noValidate
    >
      {failure ? <Notice tone="error">{failure}</Notice> : notice}
      {children}
      <button type="submit" className="cp-public-button" disabled={submitting} aria-busy={submitting}>
        {submitLabel}
      </button>
    </form>
  );
}
