import { Anchor, Text } from '@mantine/core';
import { EmployeeStatuses, formatDate, formatPhone, JobTitleList, type EmployeeRow } from '@canopy/shared';
import type { DataListColumn } from '../../ui/dataListTypes';

export const jobTitleNames = (ids: number[]) =>
  ids
    .map((id) => JobTitleList.find((t) => t.Id === id)?.Name)
    .filter(Boolean)
    .join(', ');

export const fullName = (e: { FirstName: string; LastName: string }) => `${e.FirstName} ${e.LastName}`;

function portalCell(row: EmployeeRow) {
  if (!row.HasPortalAccess)
    return (
      <Text size="sm" c="dimmed">
        No
      </Text>
    );
  return (
    <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
      {[row.Username, row.RoleName].filter(Boolean).join(' · ')}
    </Text>
  );
}

/**
 * Sortable keys are the server's SortColumn names. The name is also a button, so the row can be
 * opened from the keyboard.
 */
export function employeeColumns(open: (row: EmployeeRow) => void): DataListColumn<EmployeeRow>[] {
  return [
    {
      key: 'LastName',
      title: 'Name',
      sortable: true,
      render: (e) => (
        <Anchor
          component="button"
          type="button"
          size="sm"
          fw={500}
          style={{ whiteSpace: 'nowrap' }}
          onClick={(ev) => {
            ev.stopPropagation();
            open(e);
          }}
        >
          {fullName(e)}
        </Anchor>
      ),
    },
    { key: 'JobTitleIds', title: 'Job Titles', render: (e) => jobTitleNames(e.JobTitleIds) },
    { key: 'PrimaryBranchName', title: 'Primary Branch' },
    { key: 'Email', title: 'Email' },
    { key: 'Phone', title: 'Phone', render: (e) => formatPhone(e.Phone) },
    {
      key: 'StatusId',
      title: 'Status',
      render: (e) =>
        e.StatusId === EmployeeStatuses.Active ? (
          <Text size="sm" c="green.8">
            Active
          </Text>
        ) : (
          <Text size="sm" c="dimmed">
            Inactive
          </Text>
        ),
    },
    { key: 'Portal', title: 'Portal Access / Username / Role', render: portalCell },
    { key: 'DateReview', title: 'Review Date', sortable: true, render: (e) => formatDate(e.DateReview) },
  ];
}
