import { useState } from 'react';
import { Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { Messages } from '@canopy/shared';
import { BackButton } from '../../ui/BackButton';
import { useGoBack } from '../../ui/useGoBack';
import { useUnsavedChangesGuard } from '../../ui/useUnsavedChangesGuard';
import { saveTerritory } from './mutations';
import { toTerritoryForm, type TerritoryFormValues } from './territoryForm';
import { TerritoryForm } from './TerritoryForm';

const EMPTY: TerritoryFormValues = { Id: 0, Name: '', BranchId: null };

export function SalesTerritoryAddPage() {
  const [dirty, setDirty] = useState(false);
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const goBack = useGoBack('/sales-territories');
  useUnsavedChangesGuard(dirty);

  async function create(values: TerritoryFormValues) {
    const body = { Id: 0, Name: values.Name.trim(), BranchId: values.BranchId ?? 0 };
    const saved = await saveTerritory(queryClient, body);
    return toTerritoryForm(saved);
  }

  return (
    <Stack gap="sm" maw={760}>
      <Group gap="xs">
        <BackButton fallback="/sales-territories" />
        <Title order={1} size="h3">
          Add Sales Territory
        </Title>
      </Group>
      <Paper withBorder p="md">
        <Stack gap="sm">
          <Text size="sm" c="dimmed">
            Zip codes are added on the next page, once the territory is created.
          </Text>
          <TerritoryForm
            record={EMPTY}
            onSubmit={create}
            successMessage="Added Successfully"
            errorMessage={Messages.SalesTerritorySaveFailed}
            submitLabel="Create territory"
            onDirtyChange={setDirty}
            onCancel={() => void goBack()}
            onSaved={(saved) =>
              void navigate({
                to: '/sales-territories/info',
                search: { id: saved.Id, tab: 'zips' },
                replace: true,
                ignoreBlocker: true,
              })
            }
          />
        </Stack>
      </Paper>
    </Stack>
  );
}
