import { MultiSelect } from '@mantine/core';
import { useResourceBranches } from './useResourceBranches';

export type ResourceBranchFilterProps = {
  value: number[] | undefined;
  onChange: (ids: number[] | undefined) => void;
};

/**
 * Branch choices follow the user's claim scope. Left empty, the server shows the equipment of
 * every branch the user may see: all with ReadOnly/Full, their own and what they borrowed with Branch.
 */
export function ResourceBranchFilter({ value, onChange }: ResourceBranchFilterProps) {
  const { branches, isPending } = useResourceBranches();
  return (
    <MultiSelect<number>
      label="Branches"
      placeholder={value?.length ? undefined : isPending ? 'Loading…' : 'Any branch'}
      data={branches.map((b) => ({ value: b.Id, label: b.Name }))}
      value={value ?? []}
      onChange={(ids) => onChange(ids.length ? ids : undefined)}
      clearable
      searchable
      w={260}
    />
  );
}
