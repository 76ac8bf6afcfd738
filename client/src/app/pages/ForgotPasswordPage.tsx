import { useState } from 'react';
import { Alert, Anchor, Button, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { Link } from '@tanstack/react-router';
import { Messages } from '@canopy/shared';
import { ApiError } from '../../kernel/api/errors';
import { requestPasswordReset } from '../../kernel/session/authApi';
import { PublicFrame } from './PublicFrame';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function ForgotPasswordPage() {
  const [sent, setSent] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm({
    initialValues: { email: '' },
    validate: { email: (v) => (EMAIL.test(v.trim()) ? null : Messages.InvalidEmail) },
  });

  const submit = form.onSubmit(async ({ email }) => {
    setFailure(null);
    try {
      setSent((await requestPasswordReset(email.trim())) ?? Messages.ForgotPasswordSent);
    } catch (err) {
      setFailure(err instanceof ApiError ? (err.serviceMessage ?? err.message) : Messages.ServerError);
    }
  });

  return (
    <PublicFrame title="Forgot password">
      {sent ? (
        <Alert color="teal" variant="light" role="status">
          {sent}
        </Alert>
      ) : (
        <form onSubmit={submit} noValidate>
          <Stack gap="sm">
            {failure && (
              <Alert color="red" variant="light" role="alert">
                {failure}
              </Alert>
            )}
            <TextInput
              label="E-mail"
              type="email"
              autoComplete="email"
              required
              autoFocus
              {...form.getInputProps('email')}
            />
            <Button type="submit" loading={form.submitting} fullWidth>
              Send reset link
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
