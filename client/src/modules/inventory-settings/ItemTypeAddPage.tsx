import { useState } from 'react';
import { Group, Paper, Stack, Title } from '@mantine/core';
import { useNavigate } from '@tanstack/react-router';
import { BackButton } from '../../ui/BackButton';
import { useGoBack } from '../../ui/useGoBack';
import { useUnsavedChangesGuard } from '../../ui/useUnsavedChangesGuard';
import { ItemTypeForm } from './ItemTypeForm';
import { emptyItemType } from './itemTypeForm';

export function ItemTypeAddPage() {
  const [record] = useState(emptyItemType);
  const [dirty, setDirty] = useState(false);
  const navigate = useNavigate();
  const goBack = useGoBack('/serviceitemsetting/itemtypes');
  useUnsavedChangesGuard(dirty);

  return (
    <Stack gap="sm" maw={960}>
      <Group gap="xs">
        <BackButton fallback="/serviceitemsetting/itemtypes" />
        <Title order={1} size="h3">
          Add Item Type
        </Title>
      </Group>
      <Paper withBorder p="md">
        <ItemTypeForm
          record={record}
          onDirtyChange={setDirty}
          onCancel={() => void goBack()}
          submitLabel="Create item type"
          onSaved={(saved) =>
            void navigate({
              to: '/serviceitemsetting/itemTypes/info',
              search: { id: saved.Id },
              replace: true,
              ignoreBlocker: true,
            })
          }
        />
      </Paper>
    </Stack>
  );
}
