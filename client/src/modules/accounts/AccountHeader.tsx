import { Badge, Button, Group, Stack, Text, Title } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import {
  AccountStatuses,
  AccountTypes,
  ClientTypes,
  dollarsToCents,
  formatCurrency,
  Messages,
  nameOf,
  type Account,
} from '@canopy/shared';
import { failureMessage } from '../../ui/apiErrors';
import { BackButton } from '../../ui/BackButton';
import { confirm } from '../../ui/confirm';
import { notifyError, notifySuccess } from '../../ui/notify';
import { useGoBack } from '../../ui/useGoBack';
import { accountDeleted, deleteAccount } from './mutations';

export interface AccountHeaderProps {
  account: Account;
  canEdit: boolean;
}

const STATUS_COLORS: Record<number, string> = { 1: 'blue', 2: 'green', 3: 'gray', 4: 'red' };

export function AccountHeader({ account: a, canEdit }: AccountHeaderProps) {
  const queryClient = useQueryClient();
  const goBack = useGoBack('/accounts');

  async function remove() {
    const ok = await confirm({
      title: 'Delete account',
      message: `Delete the account '${a.Name}' and its contacts? This cannot be undone.`,
      confirmLabel: 'Delete',
      danger: true,
    });
    if (!ok) return;
    try {
      await deleteAccount(a.Id);
    } catch (error) {
      // An account with locations or history is refused; the server says so in its Service message.
      notifyError(failureMessage(error, Messages.DeleteFailed));
      return;
    }
    notifySuccess(Messages.DeletedSuccessfully);
    // Leave first: this screen would otherwise ask again for the account it just deleted.
    await goBack();
    await accountDeleted(queryClient, a.Id);
  }

  const details = [
    nameOf(ClientTypes, a.ClientTypeId),
    nameOf(AccountTypes, a.AccountTypeId),
    a.BranchName,
    a.ArboristName && `Arborist ${a.ArboristName}`,
  ].filter(Boolean);

  return (
    <Group justify="space-between" align="flex-start" wrap="nowrap" mb="sm">
      <Group gap="xs" align="flex-start" wrap="nowrap">
        <BackButton fallback="/accounts" />
        <Stack gap={2}>
          <Group gap="xs">
            <Title order={1} size="h3">
              {a.Name}
            </Title>
            <Badge variant="light" color={STATUS_COLORS[a.StatusId] ?? 'gray'}>
              {String(nameOf(AccountStatuses, a.StatusId) ?? '')}
            </Badge>
            {!canEdit && (
              <Badge variant="outline" color="gray">
                Read only
              </Badge>
            )}
          </Group>
          <Text size="sm" c="dimmed">
            {details.join(' · ')}
          </Text>
        </Stack>
      </Group>
      <Group gap="md" wrap="nowrap">
        <Stack gap={0} align="flex-end">
          <Text size="xs" c="dimmed">
            Balance
          </Text>
          <Text fw={600} aria-label="Account balance">
            {formatCurrency(dollarsToCents(a.AccountBalance.Balance))}
          </Text>
        </Stack>
        {canEdit && (
          <Button variant="light" color="red" leftSection={<IconTrash size={16} />} onClick={remove}>
            Delete
          </Button>
        )}
      </Group>
    </Group>
  );
}
