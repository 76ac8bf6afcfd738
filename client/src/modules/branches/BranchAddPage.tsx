import { useState } from 'react';
import { Group, Paper, Stack, Title } from '@mantine/core';
import { useNavigate } from '@tanstack/react-router';
import { BackButton } from '../../ui/BackButton';
import { BranchForm } from './BranchForm';
import { emptyBranch } from './branchForm';
import { useGoBack } from '../../ui/useGoBack';
import { useUnsavedChangesGuard } from '../../ui/useUnsavedChangesGuard';

export function BranchAddPage() {
  const [record] = useState(emptyBranch);
  const [dirty, setDirty] = useState(false);
  const navigate = useNavigate();
  const goBack = useGoBack('/branches');
  useUnsavedChangesGuard(dirty);

  return (
    <Stack gap="sm" maw={960}>
      <Group gap="xs">
        <BackButton fallback="/branches" />
        <Title order={1} size="h3">
          Add Branch
        </Title>
      </Group>
      <Paper withBorder p="md">
        <BranchForm
          record={record}
          onDirtyChange={setDirty}
          onCancel={() => void goBack()}
          submitLabel="Create branch"
          onSaved={(saved) =>
            void navigate({
              to: '/branches/info',
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
