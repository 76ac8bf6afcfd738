import { useState } from 'react';
import { Button, Group, Paper, Stack, Text, Title, Tooltip } from '@mantine/core';
import { IconPencil } from '@tabler/icons-react';
import { formatZip, type Account } from '@canopy/shared';
import { BillingAddressDialog } from './BillingAddressDialog';

export interface BillingAddressCardProps {
  account: Account;
  canEdit: boolean;
  /**
   * The account form has unsaved edits. Saving the address moves the account's Version on, so those
   * edits would then meet a conflict of the user's own making: they are saved or cancelled first.
   */
  accountDirty: boolean;
}

export function BillingAddressCard({ account, canEdit, accountDirty }: BillingAddressCardProps) {
  const [editing, setEditing] = useState(false);
  const a = account.Address;
  const billTo = account.AccountLocations.find((l) => l.IsBillTo);
  return (
    <Paper withBorder p="md" component="section" aria-label="Billing address">
      <Stack gap="xs">
        <Group justify="space-between">
          <Title order={2} size="h4">
            Billing address
          </Title>
          {canEdit && (
            <Tooltip label="Save or cancel the account's changes first" disabled={!accountDirty}>
              {/* A disabled button gets no pointer events; the span carries the tooltip. */}
              <span>
                <Button
                  size="xs"
                  variant="light"
                  leftSection={<IconPencil size={14} />}
                  disabled={accountDirty}
                  onClick={() => setEditing(true)}
                >
                  {a ? 'Edit' : 'Add'}
                </Button>
              </span>
            </Tooltip>
          )}
        </Group>
        {a ? (
          <Text size="sm" style={{ whiteSpace: 'pre-line' }}>
            {[a.Address1, a.Address2, `${a.City}, ${a.State} ${formatZip(a.Zip)}`].filter(Boolean).join('\n')}
          </Text>
        ) : billTo ? (
          // The location marked bill-to is where the account's bills go until it has an address of its own.
          <Stack gap={2}>
            <Text size="sm" style={{ whiteSpace: 'pre-line' }}>
              {[billTo.Address, `${billTo.City}, ${billTo.State} ${formatZip(billTo.Zip)}`].join('\n')}
            </Text>
            <Text size="xs" c="dimmed">
              The bill-to location&apos;s address
            </Text>
          </Stack>
        ) : (
          <Text size="sm" c="dimmed">
            No billing address.
          </Text>
        )}
      </Stack>
      {canEdit && (
        <BillingAddressDialog account={account} opened={editing} onClose={() => setEditing(false)} />
      )}
    </Paper>
  );
}
