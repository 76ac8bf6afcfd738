import { Badge, Group, Text, Title } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate, useSearch } from '@tanstack/react-router';
import { F, has, Messages, type EquipmentResource } from '@canopy/shared';
import { useClaims } from '../../kernel/session/sessionStore';
import { DataList } from '../../ui/DataList';
import type { DataListColumn } from '../../ui/dataListTypes';
import type { ListState } from '../../ui/listState';
import { deleteConfirmed } from './deleteConfirmed';
import { EquipmentResourceRowEditor } from './EquipmentResourceRowEditor';
import { NameCell } from './NameCell';
import { deleteResource, saveResource } from './mutations';
import { fetchResources, resourceKeys } from './queries';
import { ResourceBranchFilter } from './ResourceBranchFilter';
import { RowDeleteButton } from './RowDeleteButton';
import { resourceListState, resourceSearch, type ResourceFilters } from './search';

const baseColumns: DataListColumn<EquipmentResource>[] = [
  {
    key: 'AssetNumber',
    title: 'Asset number',
    render: (r) => <NameCell name={r.AssetNumber} archived={r.Archived} />,
  },
  { key: 'EquipmentTypeName', title: 'Equipment type' },
  {
    key: 'LeaseCompanyName',
    title: 'Lease company',
    render: (r) =>
      r.LeaseCompanyName ?? (
        <Text size="sm" c="dimmed">
          Owned
        </Text>
      ),
  },
  { key: 'BranchName', title: 'Branch' },
  {
    key: 'CurrentBranchName',
    title: 'Current branch',
    render: (r) =>
      r.CurrentBranchId === r.BranchId ? (
        r.CurrentBranchName
      ) : (
        <Group gap={6} wrap="nowrap">
          {r.CurrentBranchName}
          <Badge size="xs" variant="light" color="orange">
            On loan
          </Badge>
        </Group>
      ),
  },
];

const saveBody = (r: EquipmentResource) => ({
  Id: r.Id,
  AssetNumber: r.AssetNumber,
  BranchId: r.BranchId,
  EquipmentTypeId: r.EquipmentTypeId,
  LeaseCompanyId: r.LeaseCompanyId,
  CurrentBranchId: r.CurrentBranchId,
});

/** /resource/: each branch's equipment, 12 per page; Resources Full adds, edits, archives, deletes. */
export function EquipmentResourceList() {
  const search = useSearch({ from: '/app/resource' });
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const canEdit = has(useClaims(), 'Resources', F);
  const state = resourceListState(search);

  const setState = (next: ListState<ResourceFilters>) =>
    void navigate({ to: '/resource', search: resourceSearch(next), replace: true });

  async function remove(r: EquipmentResource) {
    await deleteConfirmed({
      title: 'Delete equipment resource',
      message: `Delete the equipment resource '${r.AssetNumber}'? Archive it instead to keep its history.`,
      run: () => deleteResource(queryClient, r.Id),
      failure: Messages.ResourceDeleteFailed,
    });
  }

  const columns = canEdit
    ? [
        ...baseColumns,
        {
          key: 'Delete',
          title: '',
          width: 44,
          render: (r: EquipmentResource) => (
            <Group justify="flex-end">
              <RowDeleteButton name={r.AssetNumber} onDelete={() => void remove(r)} />
            </Group>
          ),
        },
      ]
    : baseColumns;

  return (
    <>
      <Title order={1} size="h3" mb="sm">
        Equipment Resources
      </Title>
      <DataList<EquipmentResource, ResourceFilters>
        columns={columns}
        queryKey={resourceKeys.resources}
        fetchPage={fetchResources}
        state={state}
        onStateChange={setState}
        archivable
        onToggleArchived={
          canEdit ? (r) => saveResource({ ...saveBody(r), Archived: !r.Archived }) : undefined
        }
        rowLabel={(r) => r.AssetNumber}
        searchPlaceholder="Search equipment"
        emptyText="No equipment resources match"
        toolbar={
          <ResourceBranchFilter
            value={state.filters.BranchIds}
            onChange={(BranchIds) => setState({ ...state, page: 1, filters: { BranchIds } })}
          />
        }
        editable={
          canEdit
            ? {
                addLabel: 'Add Resource',
                renderEditor: (ctx) => <EquipmentResourceRowEditor {...ctx} />,
                onSave: (r) => saveResource(saveBody(r)),
              }
            : undefined
        }
      />
    </>
  );
}
