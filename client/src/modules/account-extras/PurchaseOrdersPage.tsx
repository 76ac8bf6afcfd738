import { Stack } from '@mantine/core';
import { useSearch } from '@tanstack/react-router';
import { B, F, has, Messages } from '@canopy/shared';
import { useClaims } from '../../kernel/session/sessionStore';
import { LoadNotice } from '../../ui/LoadNotice';
import { AccountPageHeader } from './AccountPageHeader';
import { PurchaseOrderPanel } from './PurchaseOrderPanel';

/** /accounts/purchase-orders?accountId=: the account's purchase orders on a page of their own. */
export function PurchaseOrdersPage() {
  const { accountId } = useSearch({ from: '/app/accounts/purchase-orders' });
  const canEdit = has(useClaims(), 'Account', B | F);
  return (
    <Stack gap="md" maw={1100}>
      <AccountPageHeader accountId={accountId} title="Account Purchase Orders" />
      {accountId > 0 ? (
        <PurchaseOrderPanel accountId={accountId} canEdit={canEdit} title={null} />
      ) : (
        <LoadNotice color="yellow">{Messages.NotFound}</LoadNotice>
      )}
    </Stack>
  );
}
