import { useState } from 'react';
import { Messages } from '@canopy/shared/messages';
import { ApiError } from '../../kernel/api/errors';
import { requestPasswordReset } from '../../kernel/session/authApi';
import { Field } from './Field';
import { Notice, PublicCard, PublicLink, type Go } from './PublicCard';
import { PublicForm, useSubmission } from './PublicForm';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function ForgotPasswordPage({ go }: { go: Go }) {
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [sent, setSent] = useState<string | null>(null);
  const { submitting, failure, run } = useSubmission();

  const submit = () => {
    if (!EMAIL.test(email.trim())) return setError(Messages.InvalidEmail);
    return run(
      async () => setSent((await requestPasswordReset(email.trim())) ?? Messages.ForgotPasswordSent),
      (err) => (err instanceof ApiError ? (err.serviceMessage ?? err.message) : Messages.ServerError),
    );
  };

  return (
    <PublicCard title="Forgot password">
      {sent ? (
        <Notice tone="success">{sent}</Notice>
      ) : (
        <PublicForm onSubmit={submit} submitLabel="Send reset link" submitting={submitting} failure={failure}>
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
        </PublicForm>
      )}
      <PublicLink href="/login" go={go}>
        Back to sign in
      </PublicLink>
    </PublicCard>
  );
}
