import { useState } from 'react';
import { Alert, Anchor, Button, PasswordInput, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { Link, useSearch } from '@tanstack/react-router';
import { Messages, MIN_PASSWORD_LENGTH } from '@canopy/shared';
import { ApiError } from '../../kernel/api/errors';
import { resetPassword } from '../../kernel/session/authApi';
import { PublicFrame } from './PublicFrame';

export function ResetPasswordPage() {
  const { token } = useSearch({ from: '/reset-password' });
  const [done, setDone] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm({
    initialValues: { password: '', confirmation: '' },
    validate: {
      password: (v) => (v.length >= MIN_PASSWORD_LENGTH ? null : Messages.PasswordTooShort),
      confirmation: (v, values) => (v === values.password ? null : Messages.PasswordsDoNotMatch),
    },
  });

  const submit = form.onSubmit(async ({ password, confirmation }) => {
    setFailure(null);
    try {
      setDone(
        (await resetPassword(token ?? '', password, confirmation)) ?? 'Your password has been changed.',
      );
    } catch (err) {
      if (!(err instanceof ApiError)) return setFailure(Messages.ServerError);
      // Field errors go beside their inputs; anything else (a spent token) above the form.
      const fields = err.fieldErrors;
      form.setErrors({ password: fields.Password?.[0], confirmation: fields.Confirmation?.[0] });
      setFailure(err.serviceMessage ?? (fields.Password || fields.Confirmation ? null : err.message));
    }
  });

  if (!token) {
    return (
      <PublicFrame title="Reset password">
        <Alert color="red" variant="light" role="alert">
          {Messages.ResetTokenInvalid}
        </Alert>
        <Anchor component={Link} to="/forgot-password" size="sm">
          Ask for a new link
        </Anchor>
      </PublicFrame>
    );
  }

  return (
    <PublicFrame title="Reset password">
      {done ? (
        <Alert color="teal" variant="light" role="status">
          {done}
        </Alert>
      ) : (
        <form onSubmit={submit} noValidate>
          <Stack gap="sm">
            {failure && (
              <Alert color="red" variant="light" role="alert">
                {failure}
              </Alert>
            )}
            <PasswordInput
              label="New password"
              autoComplete="new-password"
              required
              autoFocus
              {...form.getInputProps('password')}
            />
            <PasswordInput
              label="Confirm password"
              autoComplete="new-password"
              required
              {...form.getInputProps('confirmation')}
            />
            <Button type="submit" loading={form.submitting} fullWidth>
              Change password
            </Button>
          </Stack>
        </form>
      )}
      <Anchor component={Link} to="/login" size="sm">
        Back to sign in
      </Anchor>
    </PublicFrame>
  );
}
