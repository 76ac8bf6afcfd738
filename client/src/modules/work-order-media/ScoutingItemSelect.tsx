import { Select } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Messages, type ScoutingEntry, type ServiceItemDetail } from '@canopy/shared';
import { failureMessage } from '../../ui/apiErrors';
import { scoutingItemsQuery } from './queries';

const itemLabel = (i: ServiceItemDetail) => {
  const type = i.ServiceItemType?.Name ?? i.AccountLocationOtherItemType?.Name;
  const extra = [type !== i.Name ? type : null, i.ServiceItemSize?.Name, i.ServiceItemLocation?.Name].filter(
    Boolean,
  );
  return extra.length ? `${i.Name} (${extra.join(', ')})` : i.Name;
};

export type ScoutingItemSelectProps = {
  accountLocationId: number | null;
  serviceGroupId: number;
  value: number | null;
  onChange: (id: number | null) => void;
  /** The entry's own item, offered even if the location no longer lists it for the group. */
  current?: ScoutingEntry['ServiceItem'];
  error?: React.ReactNode;
};

/** The customer inventory items of the work order's location that a report of its group covers. */
export function ScoutingItemSelect(props: ScoutingItemSelectProps) {
  const { accountLocationId, serviceGroupId, value, onChange, current } = props;
  const items = useQuery({
    ...scoutingItemsQuery(accountLocationId ?? 0, serviceGroupId),
    enabled: accountLocationId !== null,
  });
  const data = (items.data ?? []).map((i) => ({ value: i.Id, label: itemLabel(i) }));
  if (current && !data.some((d) => d.value === current.Id))
    data.unshift({ value: current.Id, label: current.Name });
  const loadError = items.error ? failureMessage(items.error, Messages.ServerError) : null;
  return (
    <Select<number>
      label="Inventory item"
      required
      placeholder={items.isLoading ? 'Loading…' : 'Choose the item'}
      description={
        accountLocationId === null
          ? 'The work order has no location, so it has no inventory items.'
          : !items.isLoading && !data.length
            ? 'The location has no inventory items for this service group.'
            : undefined
      }
      data={data}
      value={value}
      onChange={onChange}
      searchable
      nothingFoundMessage="No item matches"
      error={props.error ?? loadError}
    />
  );
}
