import { useMemo, type ReactNode } from 'react';
import { Select } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { Branch } from '@canopy/shared';
import { employeeChoicesQuery } from './queries';

export type BranchManagerSelectProps = {
  value: number | null;
  onChange: (id: number | null) => void;
  error?: ReactNode;
  /** The stored manager, offered even when no longer among the active employees listed. */
  current?: Branch['BranchManager'];
};

export function BranchManagerSelect({ value, onChange, error, current }: BranchManagerSelectProps) {
  const employees = useQuery(employeeChoicesQuery);
  const data = useMemo(() => {
    const options = (employees.data ?? []).map((e) => ({ value: e.Id, label: e.Name }));
    if (current && !options.some((o) => o.value === current.Id))
      options.unshift({ value: current.Id, label: `${current.FirstName} ${current.LastName}`.trim() });
    return options;
  }, [employees.data, current]);

  return (
    <Select<number>
      label="Branch manager"
      withAsterisk
      placeholder={employees.isPending ? 'Loading employees…' : 'Choose an employee'}
      searchable
      clearable
      nothingFoundMessage="No matching employee"
      data={data}
      value={value}
      onChange={onChange}
      error={error ?? (employees.isError ? 'The employees could not be loaded.' : undefined)}
    />
  );
}
