import { useState } from 'react';
import { Grid, Paper, Stack } from '@mantine/core';
import type { Account } from '@canopy/shared';
import { LatestOfficeComment } from '../account-extras';
import { AccountInfoForm } from './AccountInfoForm';
import { BillingAddressCard } from './BillingAddressCard';

export interface AccountInfoTabProps {
  account: Account;
  canEdit: boolean;
  onDirtyChange: (dirty: boolean) => void;
}

/** The account's fields beside its billing address and latest office comment. */
export function AccountInfoTab({ account, canEdit, onDirtyChange }: AccountInfoTabProps) {
  const [dirty, setDirty] = useState(false);
  return (
    <Grid gap="md">
      <Grid.Col span={{ base: 12, lg: 8 }}>
        <Paper withBorder p="md">
          <AccountInfoForm
            account={account}
            readOnly={!canEdit}
            onDirtyChange={(d) => {
              setDirty(d);
              onDirtyChange(d);
            }}
          />
        </Paper>
      </Grid.Col>
      <Grid.Col span={{ base: 12, lg: 4 }}>
        <Stack gap="md">
          <BillingAddressCard account={account} canEdit={canEdit} accountDirty={dirty} />
          <Paper withBorder p="md">
            <LatestOfficeComment accountId={account.Id} canEdit={canEdit} />
          </Paper>
        </Stack>
      </Grid.Col>
    </Grid>
  );
}
