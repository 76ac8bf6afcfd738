import { useState } from 'react';
import { Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useNavigate } from '@tanstack/react-router';
import { BackButton } from '../../ui/BackButton';
import { useGoBack } from '../../ui/useGoBack';
import { useUnsavedChangesGuard } from '../../ui/useUnsavedChangesGuard';
import { ChemicalForm } from './ChemicalForm';
import { emptyChemical } from './chemicalForm';

export function ChemicalAddPage() {
  const [record] = useState(emptyChemical);
  const [dirty, setDirty] = useState(false);
  const navigate = useNavigate();
  const goBack = useGoBack('/chemicals/');
  useUnsavedChangesGuard(dirty);

  return (
    <Stack gap="sm" maw={960}>
      <Group gap="xs">
        <BackButton fallback="/chemicals/" />
        <Title order={1} size="h3">
          Add Chemical
        </Title>
      </Group>
      <Paper withBorder p="md">
        <ChemicalForm
          record={record}
          onDirtyChange={setDirty}
          onCancel={() => void goBack()}
          submitLabel="Create chemical"
          onSaved={(saved) =>
            void navigate({
              to: '/chemicals/info',
              search: { id: saved.Id },
              replace: true,
              ignoreBlocker: true,
            })
          }
        />
      </Paper>
      <Text size="xs" c="dimmed">
        Pictures of the label or product can be added once the chemical is created.
      </Text>
    </Stack>
  );
}
