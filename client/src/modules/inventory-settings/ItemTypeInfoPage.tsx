import { useMemo, useState } from 'react';
import { Alert, Badge, Button, Group, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useSearch } from '@tanstack/react-router';
import { F, has, Messages } from '@canopy/shared';
import { ApiError } from '../../kernel/api/errors';
import { useClaims } from '../../kernel/session/sessionStore';
import { failureMessage } from '../../ui/apiErrors';
import { BackButton } from '../../ui/BackButton';
import { useUnsavedChangesGuard } from '../../ui/useUnsavedChangesGuard';
import { ItemTypeForm } from './ItemTypeForm';
import { toItemTypeForm } from './itemTypeForm';
import { itemTypeQuery } from './queries';

export function ItemTypeInfoPage() {
  const { id } = useSearch({ from: '/app/serviceitemsetting/itemTypes/info' });
  const canEdit = has(useClaims(), 'InventoryItems', F);
  const type = useQuery({ ...itemTypeQuery(id), enabled: id > 0 });
  const record = useMemo(() => type.data && toItemTypeForm(type.data), [type.data]);
  const [dirty, setDirty] = useState(false);
  useUnsavedChangesGuard(dirty);

  const notFound = id <= 0 || (type.error instanceof ApiError && type.error.status === 404);
  return (
    <Stack gap="sm" maw={960}>
      <Group gap="xs" wrap="nowrap">
        <BackButton fallback="/serviceitemsetting/itemtypes" />
        <Title order={1} size="h3">
          {type.data ? `Item Type: ${type.data.Name}` : 'Item Type'}
        </Title>
        {type.data?.Archived && (
          <Badge variant="light" color="gray">
            Archived
          </Badge>
        )}
        {type.data && !canEdit && (
          <Badge variant="outline" color="gray">
            Read only
          </Badge>
        )}
      </Group>
      {notFound ? (
        <Alert color="yellow" title="Item type not found">
          {Messages.NotFound}
        </Alert>
      ) : type.error ? (
        <Alert color="red" title="The item type could not be loaded">
          <Group justify="space-between">
            <Text size="sm">{failureMessage(type.error, Messages.ServerError)}</Text>
            <Button size="xs" variant="light" onClick={() => void type.refetch()}>
              Retry
            </Button>
          </Group>
        </Alert>
      ) : !record ? (
        <Paper withBorder p="md">
          <Stack gap="sm" aria-busy>
            {Array.from({ length: 4 }, (_, i) => (
              <Skeleton key={i} height={28} radius="sm" />
            ))}
          </Stack>
        </Paper>
      ) : (
        <Paper withBorder p="md">
          <ItemTypeForm record={record} readOnly={!canEdit} onDirtyChange={setDirty} />
        </Paper>
      )}
    </Stack>
  );
}
