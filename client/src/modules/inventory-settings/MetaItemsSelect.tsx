import { useMemo } from 'react';
import { MultiSelect, type MultiSelectProps } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { MetaItemKinds, type MetaItemPath } from '@canopy/shared';
import { metaOptionsQuery } from './queries';
import { sortedIds } from './serviceGroups';

const NONE: number[] = [];

export type MetaItemsSelectProps = Omit<MultiSelectProps<number>, 'data' | 'value' | 'onChange'> & {
  path: MetaItemPath;
  /** Optional only because getInputProps types it so. */
  value?: number[];
  onChange: (ids: number[]) => void;
};

/**
 * Picks insects, diseases, weed types or ecological problems. The choices are the unarchived ones;
 * an item already linked but since archived stays shown (and removable) under its id.
 */
export function MetaItemsSelect({ path, value = NONE, onChange, ...rest }: MetaItemsSelectProps) {
  const kind = MetaItemKinds.find((k) => k.Path === path)!;
  const options = useQuery(metaOptionsQuery(path));
  const data = useMemo(() => {
    const list = (options.data ?? []).map((o) => ({ value: o.Id, label: o.Name }));
    const known = new Set(list.map((o) => o.value));
    const archived = value
      .filter((id) => !known.has(id))
      .map((id) => ({ value: id, label: `${kind.Name} #${id} (archived)` }));
    return options.data ? [...list, ...archived] : list;
  }, [options.data, value, kind.Name]);

  return (
    <MultiSelect<number>
      label={kind.Plural}
      placeholder={value.length ? undefined : options.isPending ? 'Loading…' : 'None'}
      searchable
      clearable
      hidePickedOptions
      nothingFoundMessage={`No ${kind.Plural.toLowerCase()} match`}
      maxDropdownHeight={260}
      {...rest}
      data={data}
      value={value}
      onChange={(ids) => onChange(sortedIds(ids))}
      error={
        rest.error ?? (options.isError ? `The ${kind.Plural.toLowerCase()} could not be loaded.` : undefined)
      }
    />
  );
}
