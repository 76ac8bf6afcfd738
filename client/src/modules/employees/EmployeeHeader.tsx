import { ActionIcon, Avatar, Badge, Button, Group, Stack, Text, Title, Tooltip } from '@mantine/core';
import { IconArrowLeft, IconUserCheck, IconUserX } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { EmployeeStatuses, Messages, type Employee } from '@canopy/shared';
import { handleApiError } from '../../ui/handleApiError';
import { confirm } from '../../ui/confirm';
import { notifySuccess } from '../../ui/notify';
import { fullName, jobTitleNames } from './employeeColumns';
import { EmployeeMessages } from './messages';
import { setEmployeeActive } from './mutations';

export interface EmployeeHeaderProps {
  employee: Employee;
  onBack: () => void;
}

export function EmployeeHeader({ employee: e, onBack }: EmployeeHeaderProps) {
  const queryClient = useQueryClient();
  const active = e.StatusId === EmployeeStatuses.Active;
  const name = fullName(e);
  const primary = e.EmployeeBranches.find((b) => b.BranchId === e.PrimaryBranchId)?.BranchName;

  async function toggleActive() {
    const ok = await confirm(
      active
        ? {
            title: 'Deactivate employee',
            message: e.HasPortalAccess
              ? `Deactivate ${name}? Deactivating also removes their portal access: the sign-in "${e.Username}" is deleted and they are signed out.`
              : `Deactivate ${name}?`,
            confirmLabel: 'Deactivate',
            danger: true,
          }
        : {
            title: 'Activate employee',
            message: `Activate ${name}? Portal access is not restored; give it again on the Portal Access tab.`,
            confirmLabel: 'Activate',
          },
    );
    if (!ok) return;
    try {
      await setEmployeeActive(queryClient, e.Id, !active);
      notifySuccess(Messages.UpdatedSuccessfully);
    } catch (error) {
      handleApiError(error, EmployeeMessages.ActivationFailed);
    }
  }

  return (
    <Group justify="space-between" align="center" mb="md" wrap="nowrap">
      <Group gap="sm" wrap="nowrap">
        <Tooltip label="Back">
          <ActionIcon variant="subtle" size="lg" aria-label="Back" onClick={onBack}>
            <IconArrowLeft size={20} />
          </ActionIcon>
        </Tooltip>
        <Avatar src={e.PhotoUrl} alt={name} size={48} radius="xl">
          {e.FirstName[0]}
          {e.LastName[0]}
        </Avatar>
        <Stack gap={2}>
          <Group gap="xs">
            <Title order={1} size="h3">
              {name}
            </Title>
            <Badge variant="light" color={active ? 'green' : 'gray'}>
              {active ? 'Active' : 'Inactive'}
            </Badge>
          </Group>
          <Text size="sm" c="dimmed">
            {[
              jobTitleNames(e.JobTitleIds),
              primary,
              e.Username ? `signs in as ${e.Username}` : 'no portal access',
            ]
              .filter(Boolean)
              .join(' · ')}
          </Text>
        </Stack>
      </Group>
      {e.Rights.editFull && (
        <Button
          variant={active ? 'default' : 'filled'}
          color={active ? 'red' : undefined}
          leftSection={active ? <IconUserX size={16} /> : <IconUserCheck size={16} />}
          onClick={toggleActive}
        >
          {active ? 'Deactivate' : 'Activate'}
        </Button>
      )}
    </Group>
  );
}
