import { Group, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { BackButton } from '../../ui/BackButton';
import { accountExtrasKeys, fetchAccountName } from './queries';
import { accountInfoHref } from './search';

/** Back to the account, the screen's title and the account's name under it. */
export function AccountPageHeader({ accountId, title }: { accountId: number; title: string }) {
  // The name only labels the page; the page's own list reports a missing or forbidden account.
  const name = useQuery({
    queryKey: accountExtrasKeys.account(accountId),
    queryFn: () => fetchAccountName(accountId),
    enabled: accountId > 0,
  });
  return (
    <Group gap="sm" wrap="nowrap">
      <BackButton fallback={accountId > 0 ? accountInfoHref(accountId) : '/accounts'} />
      <Stack gap={0}>
        <Title order={1} size="h3">
          {title}
        </Title>
        {name.data && (
          <Text size="sm" c="dimmed">
            {name.data}
          </Text>
        )}
      </Stack>
    </Group>
  );
}
