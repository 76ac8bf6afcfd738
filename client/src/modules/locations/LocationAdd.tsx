import { useMemo, useRef, useState } from 'react';
import { Group, Paper, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate, useSearch } from '@tanstack/react-router';
import { Messages } from '@canopy/shared';
import { BackButton } from '../../ui/BackButton';
import { allQueries, QueryState } from '../../ui/QueryState';
import { RecordForm } from '../../ui/RecordForm';
import { useGoBack } from '../../ui/useGoBack';
import { useUnsavedChangesGuard } from '../../ui/useUnsavedChangesGuard';
import { ContactInfoFields } from './ContactInfoFields';
import { HrefLink } from './HrefLink';
import { createLocation } from './mutations';
import { LocationFields } from './LocationFields';
import { blankLocation, hasPrimaryContact, newLocationBody, type AddValues } from './locationValues';
import { accountContactsQuery, accountQuery } from './queries';
import { toFormError } from './useLocationSave';

/** /accounts/location/add?id=<account id>&acctName: a new location of the account. */
export function LocationAdd() {
  const { id: accountId, acctName } = useSearch({ from: '/app/accounts/location/add' });
  const account = useQuery({ ...accountQuery(accountId), enabled: accountId > 0 });
  const contacts = useQuery({ ...accountContactsQuery(accountId), enabled: accountId > 0 });
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const accountHref = `/accounts/info?id=${accountId}`;
  const goBack = useGoBack(accountHref);
  const [dirty, setDirty] = useState(false);
  const created = useRef(0);
  useUnsavedChangesGuard(dirty);

  const accountName = account.data?.Name ?? acctName ?? '';
  const primaryId = contacts.data?.find((c) => c.IsPrimary)?.Id ?? null;
  const branchId = account.data?.BranchId ?? null;
  const record = useMemo(
    () => (account.data && contacts.data ? blankLocation(branchId, primaryId) : null),
    [account.data, contacts.data, branchId, primaryId],
  );

  async function submit(values: AddValues): Promise<AddValues> {
    try {
      const saved = await createLocation(queryClient, newLocationBody(accountId, values));
      created.current = saved.Id;
      return values;
    } catch (error) {
      throw toFormError(error, () => values);
    }
  }

  const openCreated = () =>
    void navigate({
      to: '/accounts/location',
      search: { id: created.current, acctId: accountId, acctName: accountName || undefined },
      replace: true,
      ignoreBlocker: true,
    });

  return (
    <Stack gap="sm" maw={1200}>
      <Group gap="xs" wrap="nowrap">
        <BackButton fallback={accountHref} />
        <Stack gap={0}>
          <Title order={1} size="h3">
            Add Location
          </Title>
          {accountName && (
            <Text size="sm" c="dimmed">
              Account:{' '}
              <HrefLink href={accountHref} size="sm">
                {accountName}
              </HrefLink>
            </Text>
          )}
        </Stack>
      </Group>
      <QueryState
        query={allQueries(account, contacts)}
        notFound={accountId <= 0}
        notFoundTitle="Account not found"
        errorTitle="The account could not be loaded"
        loading={<Skeleton height={360} aria-label="Loading" />}
      >
        {record && (
          <RecordForm<AddValues>
            record={record}
            onSubmit={submit}
            onSaved={openCreated}
            onCancel={() => void goBack()}
            onDirtyChange={setDirty}
            validate={{
              Contacts: (links) =>
                hasPrimaryContact(links) ? null : Messages.LocationPrimaryContactRequired,
            }}
            invalidMessage={Messages.LocationPrimaryContactRequired}
            successMessage="Location added"
            errorMessage={Messages.LocationSaveFailed}
            submitLabel="Add location"
          >
            {(form) => (
              <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
                <Paper withBorder p="md">
                  <Stack gap="sm">
                    <Title order={2} size="h5">
                      Location info
                    </Title>
                    <LocationFields form={form} accountId={accountId} />
                  </Stack>
                </Paper>
                <Paper withBorder p="md">
                  <Stack gap="sm">
                    <Title order={2} size="h5">
                      Contact info
                    </Title>
                    <ContactInfoFields form={form} accountId={accountId} readOnly={false} />
                  </Stack>
                </Paper>
              </SimpleGrid>
            )}
          </RecordForm>
        )}
      </QueryState>
    </Stack>
  );
}
