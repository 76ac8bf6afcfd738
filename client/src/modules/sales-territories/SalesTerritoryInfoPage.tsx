import { useMemo, useState } from 'react';
import { Alert, Badge, Button, Group, Paper, Skeleton, Stack, Tabs, Text, Title } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate, useSearch } from '@tanstack/react-router';
import { F, has, Messages, type SalesTerritory } from '@canopy/shared';
import { ApiError } from '../../kernel/api/errors';
import { useClaims } from '../../kernel/session/sessionStore';
import { failureMessage } from '../../ui/apiErrors';
import { BackButton } from '../../ui/BackButton';
import { useGoBack } from '../../ui/useGoBack';
import { useUnsavedChangesGuard } from '../../ui/useUnsavedChangesGuard';
import { deleteTerritoryConfirmed } from './deleteTerritoryConfirmed';
import { saveTerritory, saveZipCodes, territoryKeys, territoryQuery } from './queries';
import { toTerritoryForm, type TerritoryFormValues } from './territoryForm';
import { TerritoryForm } from './TerritoryForm';
import { ZipCodesEditor } from './ZipCodesEditor';

export function SalesTerritoryInfoPage() {
  const { id, tab = 'basic' } = useSearch({ from: '/app/sales-territories/info' });
  const canEdit = has(useClaims(), 'SalesTerritories', F);
  const territory = useQuery({ ...territoryQuery(id), enabled: id > 0 });
  const t = territory.data;
  const record = useMemo(() => t && toTerritoryForm(t), [t]);
  const zips = useMemo(() => t?.SalesTerritoryZipCodes.map((z) => z.ZipCode) ?? [], [t]);
  const [basicDirty, setBasicDirty] = useState(false);
  const [zipsDirty, setZipsDirty] = useState(false);
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const goBack = useGoBack('/sales-territories');
  useUnsavedChangesGuard(basicDirty || zipsDirty);

  const store = (saved: SalesTerritory) => {
    queryClient.setQueryData(territoryKeys.detail(saved.Id), saved);
    void queryClient.invalidateQueries({ queryKey: territoryKeys.list });
  };

  async function submit(values: TerritoryFormValues) {
    try {
      const saved = await saveTerritory({
        Id: id,
        Name: values.Name.trim(),
        BranchId: values.BranchId ?? 0,
        Version: values.Version,
      });
      store(saved);
      return toTerritoryForm(saved);
    } catch (error) {
      // The conflict dialog's "Load their changes" needs the current territory in the form's shape.
      if (error instanceof ApiError && error.isConflict && error.data && typeof error.data === 'object')
        throw new ApiError(
          409,
          error.message,
          error.modelState,
          toTerritoryForm(error.data as SalesTerritory),
        );
      throw error;
    }
  }

  async function remove() {
    if (!t || !(await deleteTerritoryConfirmed(t))) return;
    queryClient.removeQueries({ queryKey: territoryKeys.detail(id) });
    await queryClient.invalidateQueries({ queryKey: territoryKeys.list });
    await goBack();
  }

  const notFound = id <= 0 || (territory.error instanceof ApiError && territory.error.status === 404);
  return (
    <Stack gap="sm" maw={960}>
      <Group justify="space-between" wrap="nowrap">
        <Group gap="xs" wrap="nowrap">
          <BackButton fallback="/sales-territories" />
          <Title order={1} size="h3">
            {t ? `Sales Territory: ${t.Name}` : 'Sales Territory'}
          </Title>
          {t && <Badge variant="light">{t.BranchName}</Badge>}
          {t && !canEdit && (
            <Badge variant="outline" color="gray">
              Read only
            </Badge>
          )}
        </Group>
        {canEdit && t && (
          <Button variant="light" color="red" leftSection={<IconTrash size={16} />} onClick={remove}>
            Delete
          </Button>
        )}
      </Group>
      {notFound ? (
        <Alert color="yellow" title="Sales territory not found">
          {Messages.NotFound}
        </Alert>
      ) : territory.error ? (
        <Alert color="red" title="The sales territory could not be loaded">
          <Group justify="space-between">
            <Text size="sm">{failureMessage(territory.error, Messages.ServerError)}</Text>
            <Button size="xs" variant="light" onClick={() => void territory.refetch()}>
              Retry
            </Button>
          </Group>
        </Alert>
      ) : !t || !record ? (
        <Paper withBorder p="md">
          <Stack gap="sm" aria-busy>
            <Skeleton height={28} radius="sm" />
            <Skeleton height={28} radius="sm" />
          </Stack>
        </Paper>
      ) : (
        <Tabs
          value={tab}
          onChange={(next) =>
            void navigate({
              to: '/sales-territories/info',
              search: { id, tab: next === 'zips' ? 'zips' : undefined },
              replace: true,
            })
          }
        >
          <Tabs.List>
            <Tabs.Tab value="basic">Basic Info</Tabs.Tab>
            <Tabs.Tab value="zips">Zip Codes ({zips.length})</Tabs.Tab>
          </Tabs.List>
          <Tabs.Panel value="basic" pt="sm">
            <Paper withBorder p="md">
              <TerritoryForm
                record={record}
                onSubmit={submit}
                currentBranch={{ Id: t.BranchId, Name: t.BranchName }}
                readOnly={!canEdit}
                successMessage={Messages.UpdatedSuccessfully}
                errorMessage={Messages.SalesTerritoryUpdateFailed}
                onDirtyChange={setBasicDirty}
              />
            </Paper>
          </Tabs.Panel>
          <Tabs.Panel value="zips" pt="sm">
            <Paper withBorder p="md">
              <ZipCodesEditor
                zips={zips}
                readOnly={!canEdit}
                onDirtyChange={setZipsDirty}
                onSave={async (list) => {
                  const saved = await saveZipCodes(id, list);
                  store(saved);
                  return saved.SalesTerritoryZipCodes.map((z) => z.ZipCode);
                }}
              />
            </Paper>
          </Tabs.Panel>
        </Tabs>
      )}
    </Stack>
  );
}
