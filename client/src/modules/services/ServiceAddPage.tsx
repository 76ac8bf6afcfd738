import { useMemo, useState } from 'react';
import { Group, Paper, Stack, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useNavigate, useSearch } from '@tanstack/react-router';
import { Messages } from '@canopy/shared';
import { BackButton } from '../../ui/BackButton';
import { FormSkeleton } from '../../ui/FormSkeleton';
import { LoadNotice } from '../../ui/LoadNotice';
import { failureMessage } from '../../ui/apiErrors';
import { useGoBack } from '../../ui/useGoBack';
import { useUnsavedChangesGuard } from '../../ui/useUnsavedChangesGuard';
import { serviceQuery } from './queries';
import { copyOf, emptyService, linkedChemicals } from './serviceValues';
import { ServiceForm } from './ServiceForm';

/** A new service: blank, or a copy of the service named by ?id=. */
export function ServiceAddPage() {
  const { id } = useSearch({ from: '/app/services/add' });
  const source = useQuery({ ...serviceQuery(id ?? 0), enabled: !!id });
  const [blank] = useState(emptyService);
  const record = useMemo(() => (id ? source.data && copyOf(source.data) : blank), [id, source.data, blank]);
  const known = useMemo(() => linkedChemicals(source.data), [source.data]);
  const [dirty, setDirty] = useState(false);
  const navigate = useNavigate();
  const goBack = useGoBack('/services');
  useUnsavedChangesGuard(dirty);

  return (
    <Stack gap="sm" maw={1200}>
      <Group gap="xs">
        <BackButton fallback="/services" />
        <Title order={1} size="h3">
          {id && source.data ? `Add Service: copy of ${source.data.Name}` : 'Add Service'}
        </Title>
      </Group>
      {source.error ? (
        <LoadNotice title="The service to copy could not be loaded">
          {failureMessage(source.error, Messages.NotFound)}
        </LoadNotice>
      ) : !record ? (
        <FormSkeleton rows={8} />
      ) : (
        <Paper withBorder p="md">
          <ServiceForm
            record={record}
            known={known}
            onDirtyChange={setDirty}
            onCancel={() => void goBack()}
            submitLabel="Create service"
            onSaved={(saved) =>
              void navigate({
                to: '/services/info',
                search: { id: saved.Id },
                replace: true,
                ignoreBlocker: true,
              })
            }
          />
        </Paper>
      )}
    </Stack>
  );
}
