import { Anchor, Group, Paper, Stack, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useNavigate, useSearch } from '@tanstack/react-router';
import { B, F, has, Messages } from '@canopy/shared';
import { useClaims } from '../../kernel/session/sessionStore';
import { BackButton } from '../../ui/BackButton';
import { LoadNotice } from '../../ui/LoadNotice';
import { accountQuery } from '../accounts/queries';
import { ContactsPanel } from './ContactsPanel';

/** /accounts/contacts?accountId: the account's contacts on a page of their own. */
export function ContactsPage() {
  const { accountId } = useSearch({ from: '/app/accounts/contacts' });
  const canEdit = has(useClaims(), 'Account', F | B);
  const account = useQuery({ ...accountQuery(accountId), enabled: accountId > 0 });
  const navigate = useNavigate();
  const accountHref = `/accounts/info?id=${accountId}`;

  return (
    <Stack gap="sm" maw={1200}>
      <Group gap="xs">
        <BackButton fallback={accountHref} />
        <Title order={1} size="h3">
          Contacts
          {account.data && (
            <>
              {' · '}
              <Anchor
                href={accountHref}
                inherit
                onClick={(e) => {
                  e.preventDefault();
                  void navigate({ href: accountHref });
                }}
              >
                {account.data.Name}
              </Anchor>
            </>
          )}
        </Title>
      </Group>
      {account.error ? (
        <LoadNotice title={Messages.AccountNotRetrieved} error={account.error} />
      ) : (
        <Paper withBorder p="md">
          <ContactsPanel accountId={accountId} canEdit={canEdit} />
        </Paper>
      )}
    </Stack>
  );
}
