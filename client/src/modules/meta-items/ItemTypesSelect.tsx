import { MultiSelect } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Messages, ServiceGroups, type ItemTypeRow } from '@canopy/shared';
import { failureMessage } from '../../ui/apiErrors';
import { itemTypesQuery } from './queries';

export type ItemTypesSelectProps = {
  value: number[];
  onChange: (ids: number[]) => void;
  error?: React.ReactNode;
  /** Weed types: Lawn Care types are listed first, under their own heading. */
  lawnCareFirst?: boolean;
};

type Option = { value: number; label: string };

const option = (t: ItemTypeRow): Option => ({
  value: t.Id,
  label: t.Archived ? `${t.Name} (archived)` : t.Name,
});

/**
 * The customer-inventory item types an insect, disease … is found on. Archived types are offered
 * only when already linked. For weed types the server refuses any type outside Lawn Care; the
 * grouping shows which those are, and the refusal lands on this field.
 */
export function ItemTypesSelect({ value, onChange, error, lawnCareFirst }: ItemTypesSelectProps) {
  const types = useQuery(itemTypesQuery);
  const offered = (types.data ?? []).filter((t) => !t.Archived || value.includes(t.Id));
  const isLawn = (t: ItemTypeRow) => t.ServiceGroups.includes(ServiceGroups.LawnCare);
  const data = lawnCareFirst
    ? [
        { group: 'Lawn Care', items: offered.filter(isLawn).map(option) },
        { group: 'Other item types', items: offered.filter((t) => !isLawn(t)).map(option) },
      ].filter((g) => g.items.length)
    : offered.map(option);

  const loadError = types.error ? failureMessage(types.error, Messages.ServerError) : null;
  return (
    <MultiSelect<number>
      label="Item types"
      description={
        lawnCareFirst
          ? 'Only item types of the Lawn Care service group'
          : 'Customer inventory types it is found on'
      }
      placeholder={value.length ? undefined : 'Choose item types'}
      data={data}
      value={value}
      onChange={onChange}
      searchable
      clearable
      hidePickedOptions
      nothingFoundMessage={types.isPending ? 'Loading…' : 'No item types match'}
      error={error ?? loadError}
    />
  );
}
