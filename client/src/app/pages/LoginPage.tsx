import { useState } from 'react';
import { Alert, Anchor, Button, Checkbox, Group, PasswordInput, Stack, TextInput } from '@mantine/core';
import { isNotEmpty, useForm } from '@mantine/form';
import { Link, useNavigate, useSearch } from '@tanstack/react-router';
import { Messages } from '@canopy/shared';
import { ApiError } from '../../kernel/api/errors';
import { safeRedirect } from '../guards/access';
import { signIn } from '../../kernel/session/authApi';
import { homePath, useSessionStore } from '../../kernel/session/sessionStore';
import { PublicFrame } from './PublicFrame';

export function LoginPage() {
  const { redirect } = useSearch({ from: '/login' });
  const navigate = useNavigate();
  const expired = useSessionStore((s) => s.signedOutBy === 'expiry');
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm({
    initialValues: { username: '', password: '', remember: false },
    validate: { username: isNotEmpty('Username is required'), password: isNotEmpty('Password is required') },
  });

  const submit = form.onSubmit(async (values) => {
    setFailure(null);
    try {
      const session = await signIn(values);
      await navigate({ href: safeRedirect(redirect) ?? homePath(session), replace: true });
    } catch (err) {
      // 418 carries the spec's 'Username/Password is not correct'; 429 says to wait.
      setFailure(err instanceof ApiError ? err.message : Messages.ServerError);
    }
  });

  return (
    <PublicFrame title="Sign in">
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          {expired && !failure && (
            <Alert color="yellow" variant="light">
              {Messages.SessionExpired}
            </Alert>
          )}
          {failure && (
            <Alert color="red" variant="light" role="alert">
              {failure}
            </Alert>
          )}
          <TextInput
            label="Username"
            autoComplete="username"
            required
            autoFocus
            {...form.getInputProps('username')}
          />
          <PasswordInput
            label="Password"
            autoComplete="current-password"
            required
            {...form.getInputProps('password')}
          />
          <Group justify="space-between">
            <Checkbox label="Remember me" {...form.getInputProps('remember', { type: 'checkbox' })} />
            <Anchor component={Link} to="/forgot-password" size="sm">
              Forgot password?
            </Anchor>
          </Group>
          <Button type="submit" loading={form.submitting} fullWidth>
            Sign in
          </Button>
        </Stack>
      </form>
    </PublicFrame>
  );
}
