import { useState } from 'react';
import { Messages } from '@canopy/shared/messages';
import { MIN_PASSWORD_LENGTH } from '@canopy/shared/auth/schemas';
import { ApiError } from '../../kernel/api/errors';
import { resetPassword } from '../../kernel/session/authApi';
import { Field } from './Field';
import { Notice, PublicCard, PublicLink, type Go } from './PublicCard';
import { PublicForm, useSubmission } from './PublicForm';

type Errors = { password?: string | null; confirmation?: string | null };

export function ResetPasswordPage({ token, go }: { token?: string; go: Go }) {
  const [values, setValues] = useState({ password: '', confirmation: '' });
  const [errors, setErrors] = useState<Errors>({});
  const [done, setDone] = useState<string | null>(null);
  const { submitting, failure, run } = useSubmission();

  if (!token) {
    return (
      <PublicCard title="Reset password">
        <Notice tone="error">{Messages.ResetTokenInvalid}</Notice>
        <PublicLink href="/forgot-password" go={go}>
          Ask for a new link
        </PublicLink>
      </PublicCard>
    );
  }

  const submit = () => {
    const { password, confirmation } = values;
    const found: Errors = {
      password: password.length >= MIN_PASSWORD_LENGTH ? null : Messages.PasswordTooShort,
      confirmation: confirmation === password ? null : Messages.PasswordsDoNotMatch,
    };
    setErrors(found);
    if (found.password || found.confirmation) return;
    return run(
      async () =>
        setDone((await resetPassword(token, password, confirmation)) ?? 'Your password has been changed.'),
      (err) => {
        if (!(err instanceof ApiError)) return Messages.ServerError;
        // Field errors go beside their inputs; anything else (a spent token) above the form.
        const fields = err.fieldErrors;
        setErrors({ password: fields.Password?.[0], confirmation: fields.Confirmation?.[0] });
        return err.serviceMessage ?? (fields.Password || fields.Confirmation ? null : err.message);
      },
    );
  };

  const change = (name: 'password' | 'confirmation') => (e: { target: { value: string } }) => {
    setValues((v) => ({ ...v, [name]: e.target.value }));
    setErrors((errs) => ({ ...errs, [name]: null }));
  };

  return (
    <PublicCard title="Reset password">
      {done ? (
        <Notice tone="success">{done}</Notice>
      ) : (
        <PublicForm onSubmit={submit} submitLabel="Change password" submitting={submitting} failure={failure}>
          <Field
            label="New password"
            type="password"
            autoComplete="new-password"
            required
            autoFocus
            value={values.password}
            onChange={change('password')}
            error={errors.password}
          />
          <Field
            label="Confirm password"
            type="password"
            autoComplete="new-password"
            required
            value={values.confirmation}
            onChange={change('confirmation')}
            error={errors.confirmation}
          />
        </PublicForm>
      )}
      <PublicLink href="/login" go={go}>
        Back to sign in
      </PublicLink>
    </PublicCard>
  );
}
