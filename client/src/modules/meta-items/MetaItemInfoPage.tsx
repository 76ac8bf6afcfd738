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
import { listPath, useMetaKind } from './kinds';
import { MetaItemArchiveButton } from './MetaItemArchiveButton';
import { MetaItemForm } from './MetaItemForm';
import { toFormValues } from './metaItemForm';
import { MetaItemImages } from './MetaItemImages';
import { metaItemQuery } from './queries';
import { validateIdSearch } from './search';

/** Basic info, links and images of one insect, disease, weed type or ecological problem. */
export function MetaItemInfoPage() {
  const kind = useMetaKind();
  const { id } = validateIdSearch(useSearch({ strict: false }));
  const canEdit = has(useClaims(), 'ScoutingInventory', F);
  const item = useQuery({ ...metaItemQuery(kind, id), enabled: id > 0 });
  const record = useMemo(() => item.data && toFormValues(item.data), [item.data]);
  const [dirty, setDirty] = useState(false);
  useUnsavedChangesGuard(dirty);

  const notFound = id <= 0 || (item.error instanceof ApiError && item.error.status === 404);
  const noun = kind.Name.toLowerCase();
  return (
    <Stack gap="sm" maw={1040}>
      <Group justify="space-between" wrap="nowrap">
        <Group gap="xs" wrap="nowrap">
          <BackButton fallback={listPath(kind)} />
          <Title order={1} size="h3">
            {item.data ? `${kind.Name}: ${item.data.Item.Name}` : kind.Name}
          </Title>
          {item.data?.Item.Archived && (
            <Badge variant="light" color="gray">
              Archived
            </Badge>
          )}
          {item.data && !canEdit && (
            <Badge variant="outline" color="gray">
              Read only
            </Badge>
          )}
        </Group>
        {canEdit && item.data && <MetaItemArchiveButton kind={kind} record={item.data} />}
      </Group>
      {notFound ? (
        <Alert color="yellow" title={`${kind.Name} not found`}>
          {Messages.NotFound}
        </Alert>
      ) : item.error ? (
        <Alert color="red" title={`The ${noun} could not be loaded`}>
          <Group justify="space-between">
            <Text size="sm">{failureMessage(item.error, Messages.ServerError)}</Text>
            <Button size="xs" variant="light" onClick={() => void item.refetch()}>
              Retry
            </Button>
          </Group>
        </Alert>
      ) : !record || !item.data ? (
        <Paper withBorder p="md">
          <Stack gap="sm" aria-busy>
            {Array.from({ length: 5 }, (_, i) => (
              <Skeleton key={i} height={28} radius="sm" />
            ))}
          </Stack>
        </Paper>
      ) : (
        <>
          <Paper withBorder p="md">
            <MetaItemForm
              key={`${kind.Path}-${id}`}
              kind={kind}
              record={record}
              readOnly={!canEdit}
              onDirtyChange={setDirty}
            />
          </Paper>
          <MetaItemImages
            kind={kind}
            itemId={id}
            name={item.data.Item.Name}
            images={item.data.Images}
            canEdit={canEdit}
          />
        </>
      )}
    </Stack>
  );
}
