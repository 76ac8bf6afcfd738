import { branchChoicesFor } from '../../kernel/api/branchChoices';
import { useMemo, useRef, useState } from 'react';
import { Divider, Group, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { Messages, NEW_ACCOUNT_ARBORIST_ID } from '@canopy/shared';
import { useSession } from '../../kernel/session/sessionStore';
import { BackButton } from '../../ui/BackButton';
import { RecordForm } from '../../ui/RecordForm';
import { useGoBack } from '../../ui/useGoBack';
import { useUnsavedChangesGuard } from '../../ui/useUnsavedChangesGuard';
import { ContactFormFields } from '../contacts';
import { AccountFields } from './AccountFields';
import { AccountNameField } from './AccountNameField';
import { BillingAddressFields } from './BillingAddressFields';
import { confirmName } from './confirmName';
import { newAccountForm, newAccountProblems, onFormFields, shownName, toNewAccount } from './newAccount';
import type { NewAccountValues } from './newAccount';
import { createAccount } from './mutations';
import { arboristsQuery } from './queries';

/** The branch a new account starts in (the user's primary one when offered) and its default arborist. */
function useStart() {
  const session = useSession();
  const branches = useQuery(branchChoicesFor('Account', session?.Employee.Id ?? 0));
  const offered = branches.data?.Branches ?? [];
  const branchId = offered.some((b) => b.Id === session?.PrimaryBranchId)
    ? session!.PrimaryBranchId
    : (offered[0]?.Id ?? null);
  const arborists = useQuery({ ...arboristsQuery(branchId), enabled: !branches.isPending });
  const ready = !branches.isPending && !arborists.isPending;
  // The spec's default arborist (id 6), where the user may choose that arborist.
  const arboristId = arborists.data?.some((a) => a.Id === NEW_ACCOUNT_ARBORIST_ID)
    ? NEW_ACCOUNT_ARBORIST_ID
    : null;
  return { ready, branchId, arboristId };
}

export function AccountAdd() {
  const start = useStart();
  const record = useMemo(
    () => (start.ready ? newAccountForm(start.branchId, start.arboristId) : null),
    [start.ready, start.branchId, start.arboristId],
  );
  const [dirty, setDirty] = useState(false);
  const acceptedName = useRef<string | null>(null);
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const goBack = useGoBack('/accounts');
  useUnsavedChangesGuard(dirty);

  async function create(v: NewAccountValues): Promise<NewAccountValues> {
    await confirmName(shownName(v), acceptedName);
    try {
      const saved = await createAccount(queryClient, toNewAccount(v));
      return { ...v, Id: saved.Id };
    } catch (error) {
      throw onFormFields(error);
    }
  }

  return (
    <Stack gap="sm" maw={1100}>
      <Group gap="xs">
        <BackButton fallback="/accounts" />
        <Title order={1} size="h3">
          Add Account
        </Title>
      </Group>
      <Paper withBorder p="md">
        {!record ? (
          <Stack aria-label="Loading the account form">
            <Skeleton height={36} />
            <Skeleton height={36} />
            <Skeleton height={120} />
          </Stack>
        ) : (
          <RecordForm<NewAccountValues>
            record={record}
            onSubmit={create}
            validate={newAccountProblems}
            invalidMessage={Messages.AccountFormInvalid}
            successMessage={Messages.AccountCreated}
            errorMessage={Messages.AccountCreateFailed}
            submitLabel="Create account"
            onDirtyChange={setDirty}
            onCancel={() => void goBack()}
            onSaved={(saved) =>
              void navigate({
                to: '/accounts/info',
                search: { id: saved.Id },
                replace: true,
                ignoreBlocker: true,
              })
            }
          >
            {(form) => (
              <>
                <AccountFields form={form} nameField={<AccountNameField form={form} />} />
                <Divider label="First contact" labelPosition="left" />
                <Text size="xs" c="dimmed" mt={-8}>
                  The account&apos;s primary contact; more contacts can be added once it is created.
                </Text>
                <ContactFormFields form={form} prefix="Contact." primaryLocked compact />
                <Divider label="Billing address" labelPosition="left" />
                <BillingAddressFields form={form} prefix="Address." />
              </>
            )}
          </RecordForm>
        )}
      </Paper>
    </Stack>
  );
}
