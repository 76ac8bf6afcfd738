import { useMemo, useState } from 'react';
import { Badge, Group, Paper, Stack, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useSearch } from '@tanstack/react-router';
import { F, has } from '@canopy/shared';
import { useClaims } from '../../kernel/session/sessionStore';
import { isNotFound } from '../../ui/apiErrors';
import { BackButton } from '../../ui/BackButton';
import { FormSkeleton } from '../../ui/FormSkeleton';
import { QueryState } from '../../ui/QueryState';
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
      <QueryState
        query={type}
        notFound={id <= 0 || isNotFound(type.error)}
        notFoundTitle="Item type not found"
        errorTitle="The item type could not be loaded"
        loading={<FormSkeleton rows={4} />}
      >
        {record && (
          <Paper withBorder p="md">
            <ItemTypeForm record={record} readOnly={!canEdit} onDirtyChange={setDirty} />
          </Paper>
        )}
      </QueryState>
    </Stack>
  );
}
