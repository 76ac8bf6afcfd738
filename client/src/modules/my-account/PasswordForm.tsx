import { Button, Group, PasswordInput, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { Messages, MIN_PASSWORD_LENGTH } from '@canopy/shared';
import { notifyError, notifySuccess } from '../../ui/notify';
import { savePassword } from './mutations';
import { checkPassword, type PasswordValues } from './rules';
import { showSaveError } from './saveErrors';

const blank: PasswordValues = { CurrentPassword: '', Password: '', Confirmation: '' };

export function PasswordForm() {
  const form = useForm<PasswordValues>({ mode: 'controlled', initialValues: blank });

  async function submit(values: PasswordValues) {
    const check = checkPassword(values);
    if (check.kind === 'empty') return void notifyError(Messages.NoInformationEntered);
    if (check.kind === 'invalid') return void form.setErrors(check.errors);
    try {
      await savePassword(values);
      notifySuccess(Messages.PasswordSaved);
      form.reset();
    } catch (error) {
      showSaveError(error, form);
    }
  }

  return (
    <form noValidate onSubmit={form.onSubmit(submit)} aria-label="Password">
      <Stack gap="sm">
        <PasswordInput
          label="Current password"
          autoComplete="current-password"
          {...form.getInputProps('CurrentPassword')}
        />
        <PasswordInput
          label="New password"
          description={`At least ${MIN_PASSWORD_LENGTH} characters`}
          autoComplete="new-password"
          {...form.getInputProps('Password')}
        />
        <PasswordInput
          label="Confirm new password"
          autoComplete="new-password"
          {...form.getInputProps('Confirmation')}
        />
        <Group justify="space-between" wrap="nowrap" align="center">
          <Text size="xs" c="dimmed">
            Saving signs you out on your other devices; this one stays signed in.
          </Text>
          <Button type="submit" size="xs" loading={form.submitting} style={{ flexShrink: 0 }}>
            Save password
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
