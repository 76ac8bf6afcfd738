import type { ReactNode } from 'react';
import { Select } from '@mantine/core';
import { useBranchChoices } from './useBranchChoices';

export type TerritoryBranchSelectProps = {
  value: number | null;
  onChange: (id: number | null) => void;
  error?: ReactNode;
  /** The territory's stored branch, offered even when it is no longer an active choice. */
  current?: { Id: number; Name: string };
  label?: string;
  'aria-label'?: string;
};

export function TerritoryBranchSelect({
  value,
  onChange,
  error,
  current,
  ...rest
}: TerritoryBranchSelectProps) {
  const { branches, isPending, isError } = useBranchChoices();
  const data = branches.map((b) => ({ value: b.Id, label: b.Name }));
  if (current && current.Id > 0 && !data.some((o) => o.value === current.Id))
    data.unshift({ value: current.Id, label: current.Name });
  return (
    <Select<number>
      label={rest.label}
      aria-label={rest['aria-label']}
      withAsterisk={!!rest.label}
      placeholder={isPending ? 'Loading branches…' : 'Choose a branch'}
      searchable
      allowDeselect={false}
      nothingFoundMessage="No matching branch"
      data={data}
      value={value}
      onChange={onChange}
      error={error ?? (isError ? 'The branches could not be loaded.' : undefined)}
    />
  );
}
