import { useMemo, useState } from 'react';
import { Badge, Button, Group, Paper, Stack, Title } from '@mantine/core';
import { IconCopy, IconTrash } from '@tabler/icons-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useLocation, useNavigate, useSearch } from '@tanstack/react-router';
import { CatalogueStatusList, F, has } from '@canopy/shared';
import { useReturnPages } from '../../kernel/session/returnPages';
import { useClaims } from '../../kernel/session/sessionStore';
import { failureMessage, isNotFound } from '../../ui/apiErrors';
import { BackButton } from '../../ui/BackButton';
import { confirm } from '../../ui/confirm';
import { FormSkeleton } from '../../ui/FormSkeleton';
import { notifyError, notifySuccess } from '../../ui/notify';
import { QueryState } from '../../ui/QueryState';
import { useGoBack } from '../../ui/useGoBack';
import { useUnsavedChangesGuard } from '../../ui/useUnsavedChangesGuard';
import { ServiceMessages } from './messages';
import { deleteService } from './mutations';
import { serviceQuery } from './queries';
import { linkedChemicals, toFormValues } from './serviceValues';
import { ServiceForm } from './ServiceForm';

const statusName = (id: number) => CatalogueStatusList.find((s) => s.Id === id)?.Name ?? '';
const STATUS_COLORS: Record<number, string> = { 1: 'green', 2: 'yellow', 3: 'gray' };

export function ServiceInfoPage() {
  const { id } = useSearch({ from: '/app/services/info' });
  const canEdit = has(useClaims(), 'Service', F);
  const service = useQuery({ ...serviceQuery(id), enabled: id > 0 });
  const record = useMemo(() => service.data && toFormValues(service.data), [service.data]);
  const known = useMemo(() => linkedChemicals(service.data), [service.data]);
  const [dirty, setDirty] = useState(false);
  const queryClient = useQueryClient();
  const here = useLocation({ select: (l) => l.href });
  const navigate = useNavigate();
  const pushReturnPage = useReturnPages((s) => s.push);
  const goBack = useGoBack('/services');
  useUnsavedChangesGuard(dirty);

  async function remove() {
    const ok = await confirm({
      title: 'Delete service',
      message: `Delete the service '${service.data?.Name ?? ''}'? This cannot be undone.`,
      confirmLabel: 'Delete',
      danger: true,
    });
    if (!ok) return;
    try {
      await deleteService(queryClient, id);
    } catch (error) {
      notifyError(failureMessage(error, ServiceMessages.InUse));
      return;
    }
    notifySuccess(ServiceMessages.Deleted);
    await goBack();
  }

  const s = service.data;
  return (
    <Stack gap="sm" maw={1200}>
      <Group justify="space-between" wrap="nowrap">
        <Group gap="xs" wrap="nowrap">
          <BackButton fallback="/services" />
          <Title order={1} size="h3">
            {s ? `Service: ${s.Name}` : 'Service'}
          </Title>
          {s && (
            <Badge variant="light" color={STATUS_COLORS[s.StatusId] ?? 'gray'}>
              {statusName(s.StatusId)}
            </Badge>
          )}
          {s && !canEdit && (
            <Badge variant="outline" color="gray">
              Read only
            </Badge>
          )}
        </Group>
        {canEdit && s && (
          <Group gap="xs" wrap="nowrap">
            <Button
              variant="default"
              leftSection={<IconCopy size={16} />}
              onClick={() => {
                pushReturnPage(here);
                void navigate({ to: '/services/add', search: { id } });
              }}
            >
              Copy
            </Button>
            <Button variant="light" color="red" leftSection={<IconTrash size={16} />} onClick={remove}>
              Delete
            </Button>
          </Group>
        )}
      </Group>
      <QueryState
        query={service}
        notFound={id <= 0 || isNotFound(service.error)}
        notFoundTitle="Service not found"
        errorTitle="The service could not be loaded"
        loading={<FormSkeleton rows={8} />}
      >
        {record && (
          <Paper withBorder p="md">
            <ServiceForm record={record} known={known} readOnly={!canEdit} onDirtyChange={setDirty} />
          </Paper>
        )}
      </QueryState>
    </Stack>
  );
}
