import { useQuery } from '@tanstack/react-query';
import { AccountStatusList } from '@canopy/shared';
import { IdsFilter } from './IdsFilter';
import { arboristsQuery, territoriesQuery } from './queries';
import { withFilter, type AccountFilters } from './search';

export interface AccountListFiltersProps {
  filters: AccountFilters;
  onChange: (filters: AccountFilters) => void;
}

/**
 * Status, sales territory and arborist; the arborists offered follow the user's Account claim. Loose
 * items of the list's toolbar, so they share its lines with the search box.
 */
export function AccountListFilters({ filters, onChange }: AccountListFiltersProps) {
  const territories = useQuery(territoriesQuery);
  const arborists = useQuery(arboristsQuery());
  const set = (key: keyof AccountFilters) => (ids: number[] | undefined) =>
    onChange(withFilter(filters, key, ids));

  return (
    <>
      <IdsFilter
        label="Status"
        anyLabel="Any status"
        options={AccountStatusList}
        value={filters.StatusIds}
        onChange={set('StatusIds')}
      />
      <IdsFilter
        label="Sales territory"
        anyLabel="Any territory"
        options={territories.data ?? []}
        value={filters.SalesTerritoryIds}
        onChange={set('SalesTerritoryIds')}
      />
      <IdsFilter
        label="Arborist"
        anyLabel="Any arborist"
        options={arborists.data ?? []}
        value={filters.ArboristIds}
        onChange={set('ArboristIds')}
      />
    </>
  );
}
