import { MultiSelect } from '@mantine/core';
import { useBranchChoices } from './useBranchChoices';

export type TerritoryBranchFilterProps = {
  value: number[] | undefined;
  onChange: (ids: number[] | undefined) => void;
};

/**
 * Branch choices follow the user's claim scope; leaving it empty means "All branches" only for
 * those the server allows that choice, and "my branches" for everyone else.
 */
export function TerritoryBranchFilter({ value, onChange }: TerritoryBranchFilterProps) {
  const { branches, allBranchesOption, isPending } = useBranchChoices();
  const empty = allBranchesOption ? 'All branches' : 'My branches';
  return (
    <MultiSelect<number>
      label="Branch"
      placeholder={value?.length ? undefined : isPending ? 'Loading…' : empty}
      data={branches.map((b) => ({ value: b.Id, label: b.Name }))}
      value={value ?? []}
      onChange={(ids) => onChange(ids.length ? ids : undefined)}
      clearable
      searchable
      w={280}
    />
  );
}
