import { useState } from 'react';
import { Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { Messages } from '@canopy/shared';
import { notifyError, notifySuccess } from '../../ui/notify';
import { saveUsername } from './mutations';
import { checkUsername } from './rules';
import { showSaveError } from './saveErrors';

export function UsernameForm() {
  const form = useForm({ mode: 'controlled', initialValues: { Username: '' } });
  const [saved, setSaved] = useState<string | null>(null);

  async function submit({ Username }: { Username: string }) {
    const check = checkUsername(Username);
    if (check.kind === 'empty') return void notifyError(Messages.NoInformationEntered);
    if (check.kind === 'invalid') return void form.setErrors(check.errors);
    try {
      const result = await saveUsername(Username.trim());
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
