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
      <QueryState
        query={item}
        notFound={id <= 0 || isNotFound(item.error)}
        notFoundTitle={`${kind.Name} not found`}
        errorTitle={`The ${noun} could not be loaded`}
        loading={<FormSkeleton rows={5} />}
      >
        {(data) =>
          record && (
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
                name={data.Item.Name}
                images={data.Images}
                canEdit={canEdit}
              />
            </>
          )
        }
      </QueryState>
    </Stack>
  );
}
