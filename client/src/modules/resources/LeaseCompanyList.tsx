import { Group, Title } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate, useSearch } from '@tanstack/react-router';
import { F, has, Messages, type LeaseCompany } from '@canopy/shared';
import { useClaims } from '../../kernel/session/sessionStore';
import { DataList } from '../../ui/DataList';
import type { DataListColumn } from '../../ui/dataListTypes';
import type { ListState } from '../../ui/listState';
import { deleteConfirmed } from './deleteConfirmed';
import { LeaseCompanyRowEditor } from './LeaseCompanyRowEditor';
import { deleteLeaseCompany, saveLeaseCompany } from './mutations';
import { fetchLeaseCompanies, resourceKeys } from './queries';
import { RowDeleteButton } from './RowDeleteButton';
import { simpleListState, simpleSearch } from './search';

/** Admin > Lease Companies: who leased equipment comes from; Resources Full adds, edits, deletes. */
export function LeaseCompanyList() {
  const search = useSearch({ from: '/app/lease-companies' });
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const canEdit = has(useClaims(), 'Resources', F);
  const state = simpleListState(search);

  const setState = (next: ListState) =>
    void navigate({ to: '/lease-companies', search: simpleSearch(next), replace: true });

  async function remove(l: LeaseCompany) {
    await deleteConfirmed({
      title: 'Delete lease company',
      message: `Delete the lease company '${l.Name}'?`,
      run: () => deleteLeaseCompany(queryClient, l.Id),
      failure: Messages.DeleteFailed,
    });
  }

  const columns: DataListColumn<LeaseCompany>[] = [{ key: 'Name', title: 'Name', width: '90%' }];
  if (canEdit)
    columns.push({
      key: 'Delete',
      title: '',
      width: '10%',
      render: (l) => (
        <Group justify="flex-end">
          <RowDeleteButton name={l.Name} onDelete={() => void remove(l)} />
        </Group>
      ),
    });

  return (
    <>
      <Title order={1} size="h3" mb="sm">
        Lease Companies
      </Title>
      <DataList<LeaseCompany>
        columns={columns}
        queryKey={resourceKeys.leaseCompanyList}
        fetchPage={fetchLeaseCompanies}
        state={state}
        onStateChange={setState}
        searchPlaceholder="Search lease companies"
        emptyText="No lease companies match"
        editable={
          canEdit
            ? {
                addLabel: 'Add Lease Company',
                renderEditor: (ctx) => <LeaseCompanyRowEditor {...ctx} />,
                onSave: (l) => saveLeaseCompany(queryClient, { Id: l.Id, Name: l.Name }),
              }
            : undefined
        }
      />
    </>
  );
}
