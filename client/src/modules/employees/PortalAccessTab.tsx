import { useMemo } from 'react';
import { Button, Checkbox, Group, Text, Tooltip } from '@mantine/core';
import { IconMailForward, IconUserOff } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { Messages } from '@canopy/shared';
import { handleApiError } from '../../ui/handleApiError';
import { confirm } from '../../ui/confirm';
import { notifySuccess } from '../../ui/notify';
import { RecordForm } from '../../ui/RecordForm';
import { PortalFields } from './PortalFields';
import { confirmationError, passwordError, roleError, usernameError } from './portalRules';
import { portalBody, settingPassword, toPortal, type PortalValues } from './portalValues';
import type { EmployeeTabProps } from './tabProps';
import { removePortalAccess, savePortalAccess } from './mutations';
import { useTabSubmit } from './useEmployeeSave';

/** The employee's sign-in: create it, rename it, change its role or password, or remove it. */
export function PortalAccessTab({ employee: e, onDirtyChange }: EmployeeTabProps) {
  const record = useMemo(() => toPortal(e), [e]);
  const put = useTabSubmit((qc, v: PortalValues) => savePortalAccess(qc, e.Id, portalBody(e, v)), toPortal);
  const queryClient = useQueryClient();
  const readOnly = !e.Rights.editFull;
  const name = `${e.FirstName} ${e.LastName}`;

  async function submit(values: PortalValues) {
    const saved = await put(values);
    notifySuccess(settingPassword(e, values) ? Messages.PasswordSaved : Messages.UpdatedSuccessfully);
    return saved;
  }

  async function sendReset() {
    const ok = await confirm({
      title: 'Reset password',
      message: `E-mail ${name} a link to choose a new password (${e.Email})? The current password keeps working until the link is used.`,
      confirmLabel: 'Send link',
    });
    if (!ok) return;
    try {
      await savePortalAccess(queryClient, e.Id, portalBody(e, record, true));
      notifySuccess(`A password reset link was e-mailed to ${e.Email}.`);
    } catch (error) {
      handleApiError(error, Messages.SaveFailed);
    }
  }

  async function removeAccess() {
    const ok = await confirm({
      title: 'Remove portal access',
      message: `Remove ${name}'s sign-in "${e.Username}"? They are signed out and can no longer sign in.`,
      confirmLabel: 'Remove access',
      danger: true,
    });
    if (!ok) return;
    try {
      await removePortalAccess(queryClient, e.Id);
      notifySuccess(Messages.UpdatedSuccessfully);
    } catch (error) {
      handleApiError(error, Messages.SaveFailed);
    }
  }

  return (
    <>
      {!e.HasPortalAccess && (
        <Text size="sm" c="dimmed" mb="sm">
          {name} has no portal access. Choose a username, role and password to let them sign in.
        </Text>
      )}
      <RecordForm<PortalValues>
        record={record}
        onSubmit={submit}
        readOnly={readOnly}
        onDirtyChange={onDirtyChange}
        submitLabel={e.HasPortalAccess ? 'Save' : 'Give portal access'}
        validate={{
          Username: usernameError,
          UserRoleId: roleError,
          Password: (v, all) => (settingPassword(e, all) ? passwordError(v) : null),
          Confirmation: (v, all) => (settingPassword(e, all) ? confirmationError(v, all.Password) : null),
        }}
      >
        {(form) => (
          <>
            <PortalFields form={form} withPassword={settingPassword(e, form.getValues())} />
            {e.HasPortalAccess && !readOnly && (
              <Checkbox
                label="Change password"
                {...form.getInputProps('ChangePassword', { type: 'checkbox' })}
              />
            )}
          </>
        )}
      </RecordForm>
      {e.HasPortalAccess && !readOnly && (
        <Group mt="lg" gap="xs">
          <Tooltip label="The employee has no e-mail address" disabled={!!e.Email}>
            <Button
              variant="default"
              leftSection={<IconMailForward size={16} />}
              onClick={sendReset}
              disabled={!e.Email}
            >
              Reset password
            </Button>
          </Tooltip>
          <Button color="red" variant="light" leftSection={<IconUserOff size={16} />} onClick={removeAccess}>
            Remove access
          </Button>
        </Group>
      )}
    </>
  );
}
