import { Group, Select } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { CatalogueStatusList, ServiceGroupList, ServiceTypeList } from '@canopy/shared';
import { toOptions } from './options';
import { serviceLookupsQuery } from './queries';
import type { ServiceListSearch } from './search';

export type ServiceListFiltersProps = {
  search: ServiceListSearch;
  onChange: (patch: Pick<ServiceListSearch, 'status' | 'group' | 'category' | 'type'>) => void;
};

const STATUS = toOptions(CatalogueStatusList);
const GROUPS = toOptions(ServiceGroupList);
const TYPES = toOptions(ServiceTypeList);

/** Status, group, category and type; each choice lands in the URL. */
export function ServiceListFilters({ search, onChange }: ServiceListFiltersProps) {
  const lookups = useQuery(serviceLookupsQuery);
  const categories = toOptions(lookups.data?.Categories ?? []);

  return (
    <Group align="flex-end" gap="xs" wrap="wrap">
      <Select<number>
        label="Status"
        placeholder="All statuses"
        data={STATUS}
        value={search.status ?? null}
        onChange={(v) => onChange({ status: v ?? undefined })}
        clearable
        w={130}
      />
      <Select<number>
        label="Service group"
        placeholder="All groups"
        data={GROUPS}
        value={search.group ?? null}
        onChange={(v) => onChange({ group: v ?? undefined })}
        clearable
        w={170}
      />
      <Select<number>
        label="Category"
        placeholder="All categories"
        data={categories}
        value={search.category ?? null}
        onChange={(v) => onChange({ category: v ?? undefined })}
        searchable
        clearable
        w={170}
      />
      <Select<number>
        label="Type"
        placeholder="Any type"
        data={TYPES}
        value={search.type ?? null}
        onChange={(v) => onChange({ type: v ?? undefined })}
        clearable
        w={110}
      />
    </Group>
  );
}
