import { Select } from '@mantine/core';
import type { ScoutingEntry, ServiceItem } from '@canopy/shared';
import type { Tree } from './scoutingLocal';

const itemLabel = (i: ServiceItem) => {
  const type = i.TypeName;
  const extra = [type !== i.Name ? type : null, i.SizeName, i.LocationName].filter(Boolean);
  return extra.length ? `${i.Name} (${extra.join(', ')})` : i.Name;
};

export type ScoutingItemSelectProps = {
  accountLocationId: number | null;
  /** The location's items the report covers, as the device holds them; undefined while loading. */
  trees: readonly Tree[] | undefined;
  /** The chosen item's key on the device. */
  value: string | null;
  onChange: (key: string | null) => void;
  /** The entry's own item, offered even if the device no longer lists it for the group. */
  current?: { key: string; item: ScoutingEntry['ServiceItem'] } | null;
  error?: React.ReactNode;
};

/** The customer inventory items of the work order's location that a report of its group covers. */
export function ScoutingItemSelect(props: ScoutingItemSelectProps) {
  const { accountLocationId, trees, value, onChange, current } = props;
  const data = (trees ?? []).map((t) => ({ value: t.Key, label: itemLabel(t.Data) }));
  if (current && !data.some((d) => d.value === current.key))
    data.unshift({ value: current.key, label: current.item.Name });
  const loading = trees === undefined && accountLocationId !== null;
  return (
    <Select
      label="Inventory item"
      required
      placeholder={loading ? 'Loading…' : 'Choose the item'}
      description={
        accountLocationId === null
          ? 'The work order has no location, so it has no inventory items.'
          : !loading && !data.length
            ? 'The location has no inventory items for this service group.'
            : undefined
      }
      data={data}
      value={value}
      onChange={onChange}
      searchable
      nothingFoundMessage="No item matches"
      error={props.error}
    />
  );
}
