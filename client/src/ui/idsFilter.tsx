import { MultiSelect } from '@mantine/core';
import type { IdName } from '@canopy/shared';

export interface IdOption {
  value: number;
  label: string;
}

/** A catalogue's entries as choices of an id filter. */
export const idOptions = (list: readonly IdName[] | undefined): IdOption[] =>
  (list ?? []).map((i) => ({ value: i.Id, label: i.Name }));

/** The filter keys whose value is a list of ids. */
type IdsKey<F> = { [K in keyof F]-?: F[K] extends number[] | undefined ? K : never }[keyof F] & string;

/**
 * A list's id filters as multi-selects: 'All' while nothing is chosen, and clearing a choice leaves
 * the filter out of the request instead of sending an empty list.
 */
export function idsFilter<F extends object>(filters: F, onChange: (next: F) => void) {
  return (key: IdsKey<F>, label: string, data: IdOption[], w = 180) => {
    const chosen = (filters[key] as number[] | undefined) ?? [];
    return (
      <MultiSelect<number>
        label={label}
        placeholder={chosen.length ? undefined : 'All'}
        data={data}
        value={chosen}
        onChange={(ids) => onChange({ ...filters, [key]: ids.length ? ids : undefined })}
        searchable
        clearable
        w={w}
        maxDropdownHeight={260}
      />
    );
  };
}
