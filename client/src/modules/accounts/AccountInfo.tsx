import { useState } from 'react';
import { Group, Skeleton, Stack, Tabs } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useNavigate, useSearch } from '@tanstack/react-router';
import { B, F, has, Messages } from '@canopy/shared';
import { useClaims } from '../../kernel/session/sessionStore';
import { isNotFound } from '../../ui/apiErrors';
import { BackButton } from '../../ui/BackButton';
import { QueryState } from '../../ui/QueryState';
import { useUnsavedChangesGuard } from '../../ui/useUnsavedChangesGuard';
import { PurchaseOrderPanel } from '../account-extras';
import { ContactsPanel } from '../contacts';
import { AccountHeader } from './AccountHeader';
import { AccountInfoTab } from './AccountInfoTab';
import { AccountLocations } from './AccountLocations';
import type { AccountTab } from './infoSearch';
import { accountQuery } from './queries';

const TABS: { value: AccountTab; label: string }[] = [
  { value: 'info', label: 'Account info' },
  { value: 'contacts', label: 'Contacts' },
  { value: 'locations', label: 'Locations' },
  { value: 'purchase-orders', label: 'Purchase orders' },
];

export function AccountInfo() {
  const search = useSearch({ from: '/app/accounts/info' });
  const navigate = useNavigate();
  const canEdit = has(useClaims(), 'Account', F | B);
  const account = useQuery(accountQuery(search.id));
  const tab: AccountTab = search.tab ?? 'info';
  // Tabs load when first opened and then stay mounted, so the account form keeps its edits.
  const [visited, setVisited] = useState<Set<AccountTab>>(() => new Set([tab]));
  const [dirty, setDirty] = useState(false);
  useUnsavedChangesGuard(dirty);

  const select = (next: string | null) => {
    const t = (next ?? 'info') as AccountTab;
    setVisited((v) => new Set(v).add(t));
    void navigate({
      to: '/accounts/info',
      search: { id: search.id, tab: t === 'info' ? undefined : t },
      replace: true,
    });
  };

  const shown = (t: AccountTab) => visited.has(t) || t === tab;
  return (
    <QueryState
      query={account}
      notFound={isNotFound(account.error)}
      notFoundTitle={Messages.AccountNotRetrieved}
      errorTitle={Messages.AccountNotRetrieved}
      frame={(notice) => (
        <Stack gap="sm">
          <Group gap="xs">
            <BackButton fallback="/accounts" />
          </Group>
          {notice}
        </Stack>
      )}
      loading={
        <Stack aria-label="Loading account">
          <Skeleton height={40} width={360} />
          <Skeleton height={320} />
        </Stack>
      }
    >
      {(a) => (
        <Stack gap={0} maw={1400}>
          <AccountHeader account={a} canEdit={canEdit} />
          <Tabs value={tab} onChange={select}>
            <Tabs.List mb="md">
              {TABS.map((t) => (
                <Tabs.Tab key={t.value} value={t.value}>
                  {t.label}
                </Tabs.Tab>
              ))}
            </Tabs.List>
            <Tabs.Panel value="info">
              {shown('info') && <AccountInfoTab account={a} canEdit={canEdit} onDirtyChange={setDirty} />}
            </Tabs.Panel>
            <Tabs.Panel value="contacts">
              {shown('contacts') && <ContactsPanel accountId={a.Id} canEdit={canEdit} />}
            </Tabs.Panel>
            <Tabs.Panel value="locations">
              {shown('locations') && <AccountLocations account={a} canEdit={canEdit} />}
            </Tabs.Panel>
            <Tabs.Panel value="purchase-orders">
              {shown('purchase-orders') && (
                <PurchaseOrderPanel accountId={a.Id} canEdit={canEdit} title={null} />
              )}
            </Tabs.Panel>
          </Tabs>
        </Stack>
      )}
    </QueryState>
  );
}
