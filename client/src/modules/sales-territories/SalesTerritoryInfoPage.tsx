import { useMemo, useState } from 'react';
import { Badge, Button, Group, Paper, Stack, Tabs, Title } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate, useSearch } from '@tanstack/react-router';
import { F, has, Messages, type SalesTerritory } from '@canopy/shared';
import { ApiError } from '../../kernel/api/errors';
import { useClaims } from '../../kernel/session/sessionStore';
import { isNotFound } from '../../ui/apiErrors';
import { BackButton } from '../../ui/BackButton';
import { FormSkeleton } from '../../ui/FormSkeleton';
import { QueryState } from '../../ui/QueryState';
import { useGoBack } from '../../ui/useGoBack';
import { useUnsavedChangesGuard } from '../../ui/useUnsavedChangesGuard';
import { deleteTerritoryConfirmed } from './deleteTerritoryConfirmed';
import { saveTerritory, saveZipCodes } from './mutations';
import { territoryQuery } from './queries';
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

  async function submit(values: TerritoryFormValues) {
    try {
      const saved = await saveTerritory(queryClient, {
        Id: id,
        Name: values.Name.trim(),
        BranchId: values.BranchId ?? 0,
        Version: values.Version,
      });
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
    if (t && (await deleteTerritoryConfirmed(queryClient, t))) await goBack();
  }

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
      <QueryState
        query={territory}
        notFound={id <= 0 || isNotFound(territory.error)}
        notFoundTitle="Sales territory not found"
        errorTitle="The sales territory could not be loaded"
        loading={<FormSkeleton rows={2} />}
      >
        {t && record && (
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
                    const saved = await saveZipCodes(queryClient, id, list);
                    return saved.SalesTerritoryZipCodes.map((z) => z.ZipCode);
                  }}
                />
              </Paper>
            </Tabs.Panel>
          </Tabs>
        )}
      </QueryState>
    </Stack>
  );
}
