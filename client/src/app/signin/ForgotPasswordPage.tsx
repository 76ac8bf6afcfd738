import { useState, type FormEvent } from 'react';
import { Messages } from '@canopy/shared/messages';
import { ApiError } from '../../kernel/api/errors';
import { requestPasswordReset } from '../../kernel/session/authApi';
import { Field } from './Field';
import { Notice, PublicCard, PublicLink, type Go } from './PublicCard';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function ForgotPasswordPage({ go }: { go: Go }) {
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [sent, setSent] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);

  const submit = async (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    if (!EMAIL.test(email.trim())) return setError(Messages.InvalidEmail);
    setFailure(null);
    setSubmitting(true);
    try {
      setSent((await requestPasswordReset(email.trim())) ?? Messages.ForgotPasswordSent);
    } catch (err) {
      setFailure(err instanceof ApiError ? (err.serviceMessage ?? err.message) : Messages.ServerError);
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <PublicCard title="Forgot password">
      {sent ? (
        <Notice tone="success">{sent}</Notice>
      ) : (
        <form className="cp-public-form" onSubmit={(e) => void submit(e)} noValidate>
          {failure && <Notice tone="error">{failure}</Notice>}
          <Field
            label="E-mail"
            type="email"
            autoComplete="email"
            required
            autoFocus
            value={email}
            onChange={(e) => {
              setEmail(e.target.value);
              setError(null);
            }}
            error={error}
          />
          <button type="submit" className="cp-public-button" disabled={submitting} aria-busy={submitting}>
            Send reset link
          </button>
        </form>
      )}
      <PublicLink href="/login" go={go}>
        Back to sign in
      </PublicLink>
    </PublicCard>
  );
}
