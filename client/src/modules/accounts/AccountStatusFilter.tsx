import { MultiSelect } from '@mantine/core';
import { AccountStatuses } from '@canopy/shared';

export interface AccountStatusFilterProps {
  value: number[] | undefined;
  onChange: (ids: number[] | undefined) => void;
}

const OPTIONS = Object.entries(AccountStatuses).map(([label, id]) => ({ value: String(id), label }));

export function AccountStatusFilter({ value, onChange }: AccountStatusFilterProps) {
  return (
    <MultiSelect
      label="Status"
      placeholder={value?.length ? undefined : 'Any status'}
      data={OPTIONS}
      value={(value ?? []).map(String)}
      onChange={(ids) => onChange(ids.length ? ids.map(Number) : undefined)}
      clearable
      w={260}
    />
  );
}
