import { useState } from 'react';
import { Button, Group, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { Messages } from '@canopy/shared';
import { notifyError, notifySuccess } from '../../ui/notify';
import { saveUsername } from './mutations';
import { checkUsername, type UsernameValues } from './rules';
import { showSaveError } from './saveErrors';

export function UsernameForm() {
  const form = useForm<UsernameValues>({
    mode: 'controlled',
    initialValues: { Username: '', CurrentPassword: '' },
  });
  const [saved, setSaved] = useState<string | null>(null);

  async function submit(values: UsernameValues) {
    const check = checkUsername(values);
    if (check.kind === 'empty') return void notifyError(Messages.NoInformationEntered);
    if (check.kind === 'invalid') return void form.setErrors(check.errors);
    try {
      const result = await saveUsername({ ...values, Username: values.Username.trim() });
      notifySuccess(Messages.UsernameSaved);
      setSaved(result.Username);
      form.reset();
    } catch (error) {
      showSaveError(error, form);
    }
  }

  return (
    <form noValidate onSubmit={form.onSubmit(submit)} aria-label="Username">
      <Stack gap="sm">
        <TextInput
          label="New username"
          autoComplete="username"
          spellCheck={false}
          autoCapitalize="none"
          {...form.getInputProps('Username')}
        />
        <PasswordInput
          label="Current password"
          description="Your username is half of your sign-in, so changing it takes your password."
          autoComplete="current-password"
          {...form.getInputProps('CurrentPassword')}
        />
        {saved && (
          <Text size="sm" c="dimmed">
            You now sign in as{' '}
            <Text span fw={600} c="var(--mantine-color-text)">
              {saved}
            </Text>
            .
          </Text>
        )}
        <Group justify="flex-end">
          <Button type="submit" size="xs" loading={form.submitting}>
            Save username
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
