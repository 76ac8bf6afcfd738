import { useState } from 'react';
import { Button, Group, Title } from '@mantine/core';
import { IconDownload, IconPlus } from '@tabler/icons-react';
import { useLocation, useNavigate, useSearch } from '@tanstack/react-router';
import { F, has, type EmployeeRow } from '@canopy/shared';
import { handleApiError } from '../../ui/handleApiError';
import { useReturnPages } from '../../kernel/session/returnPages';
import { useClaims } from '../../kernel/session/sessionStore';
import { DataList } from '../../ui/DataList';
import { toListRequest, type ListState } from '../../ui/listState';
import { employeeColumns } from './employeeColumns';
import { EmployeeListFilters } from './EmployeeListFilters';
import { employeeKeys, fetchEmployees, fetchEmployeesCsv } from './queries';
import { saveBlob } from './saveBlob';
import { toListState, toSearch, type EmployeeFilters } from './search';

/** The administrator's own record (employee 1) is not opened from the list (spec). */
const LOCKED_EMPLOYEE_ID = 1;

export function EmployeeList() {
  const search = useSearch({ from: '/app/employees' });
  const here = useLocation({ select: (l) => l.href });
  const navigate = useNavigate();
  const pushReturnPage = useReturnPages((s) => s.push);
  const canAdd = has(useClaims(), 'Employee', F);
  const [downloading, setDownloading] = useState(false);
  const state = toListState(search);

  const setState = (next: ListState<EmployeeFilters>) =>
    void navigate({ to: '/employees', search: toSearch(next), replace: true });

  const open = (row: EmployeeRow) => {
    if (row.Id === LOCKED_EMPLOYEE_ID) return;
    pushReturnPage(here);
    void navigate({ to: '/employees/info', search: { id: row.Id } });
  };

  async function downloadCsv() {
    setDownloading(true);
    try {
      saveBlob(await fetchEmployeesCsv(toListRequest(state)), 'employees.csv');
    } catch (error) {
      handleApiError(error, 'The CSV download failed.');
    } finally {
      setDownloading(false);
    }
  }

  return (
    <>
      <Group justify="space-between" mb="sm">
        <Title order={1} size="h3">
          Employees
        </Title>
        <Group gap="xs">
          <Button
            variant="default"
            leftSection={<IconDownload size={16} />}
            onClick={downloadCsv}
            loading={downloading}
          >
            Download CSV
          </Button>
          {canAdd && (
            <Button
              leftSection={<IconPlus size={16} />}
              onClick={() => {
                pushReturnPage(here);
                void navigate({ to: '/employees/add' });
              }}
            >
              Add Employee
            </Button>
          )}
        </Group>
      </Group>
      <DataList<EmployeeRow, EmployeeFilters>
        columns={employeeColumns(open)}
        queryKey={employeeKeys.list}
        fetchPage={fetchEmployees}
        state={state}
        onStateChange={setState}
        onRowClick={open}
        searchPlaceholder="Search employees"
        emptyText="No employees match these filters"
        toolbar={
          <EmployeeListFilters
            filters={state.filters}
            onChange={(filters) => setState({ ...state, page: 1, filters })}
          />
        }
      />
    </>
  );
}
