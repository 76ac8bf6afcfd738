import { MultiSelect } from '@mantine/core';

export interface IdsFilterProps {
  label: string;
  /** Shown while nothing is chosen: the list is not narrowed by this filter. */
  anyLabel: string;
  options: { Id: number; Name: string }[];
  value: number[] | undefined;
  onChange: (ids: number[] | undefined) => void;
  w?: number;
}

/** A multi-select of ids for a list filter; choosing nothing means any. */
export function IdsFilter({ label, anyLabel, options, value, onChange, w = 220 }: IdsFilterProps) {
  return (
    <MultiSelect
      label={label}
      placeholder={value?.length ? undefined : anyLabel}
      data={options.map((o) => ({ value: String(o.Id), label: o.Name }))}
      value={(value ?? []).map(String)}
      onChange={(ids) => onChange(ids.length ? ids.map(Number) : undefined)}
      clearable
      searchable
      w={w}
    />
  );
}
