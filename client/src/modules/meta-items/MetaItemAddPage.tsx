import { useState } from 'react';
import { Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useNavigate } from '@tanstack/react-router';
import { BackButton } from '../../ui/BackButton';
import { useGoBack } from '../../ui/useGoBack';
import { useUnsavedChangesGuard } from '../../ui/useUnsavedChangesGuard';
import { infoHref, listPath, useMetaKind } from './kinds';
import { MetaItemForm } from './MetaItemForm';
import { emptyMetaItem } from './metaItemForm';

export function MetaItemAddPage() {
  const kind = useMetaKind();
  const [record] = useState(emptyMetaItem);
  const [dirty, setDirty] = useState(false);
  const navigate = useNavigate();
  const goBack = useGoBack(listPath(kind));
  useUnsavedChangesGuard(dirty);

  return (
    <Stack gap="sm" maw={960}>
      <Group gap="xs">
        <BackButton fallback={listPath(kind)} />
        <Title order={1} size="h3">
          Add {kind.Name}
        </Title>
      </Group>
      <Paper withBorder p="md">
        <MetaItemForm
          key={kind.Path}
          kind={kind}
          record={record}
          onDirtyChange={setDirty}
          onCancel={() => void goBack()}
          submitLabel={`Create ${kind.Name.toLowerCase()}`}
          onSaved={(saved) =>
            void navigate({ href: infoHref(kind, saved.Id), replace: true, ignoreBlocker: true })
          }
        />
      </Paper>
      <Text size="xs" c="dimmed">
        Images can be added once the {kind.Name.toLowerCase()} is created.
      </Text>
    </Stack>
  );
}
