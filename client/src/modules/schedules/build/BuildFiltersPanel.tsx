import { MultiSelect, SimpleGrid, TagsInput } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { ServiceGroupList, WorkOrderSubTypeList } from '@canopy/shared';
import { useSession } from '../../../kernel/session/sessionStore';
import { idOptions, type IdOption } from '../../../ui/idsFilter';
import { DateInput } from '../../../ui/inputs';
import { scheduleBranchesQuery, territoriesQuery } from '../queries';
import {
  allArboristsQuery,
  branchGddQuery,
  equipmentTypesQuery,
  prioritiesQuery,
  serviceCodesQuery,
  serviceVisitsQuery,
} from './queries';
import { NumberFilter } from './NumberFilter';
import type { BuildFilters } from './search';

export interface BuildFiltersPanelProps {
  filters: BuildFilters;
  onChange: (filters: BuildFilters) => void;
}

type IdsKey = {
  [K in keyof BuildFilters]-?: BuildFilters[K] extends number[] | undefined ? K : never;
}[keyof BuildFilters];

const GROUPS = idOptions(ServiceGroupList);
const SUB_TYPES = idOptions(WorkOrderSubTypeList);

/**
 * Every filter of the to-schedule search (spec §7) in a grid that is one column on a phone. Choices
 * load when the panel first opens, after the list.
 */
export function BuildFiltersPanel({ filters, onChange }: BuildFiltersPanelProps) {
  const me = useSession()?.Employee.Id ?? 0;
  const branches = useQuery(scheduleBranchesQuery(me));
  const arborists = useQuery(allArboristsQuery);
  const priorities = useQuery(prioritiesQuery);
  const territories = useQuery(territoriesQuery);
  const codes = useQuery(serviceCodesQuery);
  const visits = useQuery(serviceVisitsQuery);
  const equipment = useQuery(equipmentTypesQuery);
  const oneBranch = filters.BranchIds?.length === 1 ? filters.BranchIds[0]! : 0;
  const gdd = useQuery({ ...branchGddQuery(oneBranch), enabled: oneBranch > 0 });

  const set = (next: Partial<BuildFilters>) => onChange({ ...filters, ...next });
  const ids = (key: IdsKey, label: string, data: IdOption[]) => {
    const chosen = filters[key] ?? [];
    return (
      <MultiSelect<number>
        label={label}
        placeholder={chosen.length ? undefined : 'All'}
        data={data}
        value={chosen}
        onChange={(list) => set({ [key]: list.length ? list : undefined })}
        searchable
        clearable
        maxDropdownHeight={260}
      />
    );
  };
  const visitOptions = (visits.data ?? []).map((v) => ({
    value: v.Id,
    label: [v.ServiceName, v.Title, v.ServiceCode && `(${v.ServiceCode})`].filter(Boolean).join(' '),
  }));
  const { FromScheduledDate: from, ToScheduledDate: to } = filters;

  return (
    <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="sm" verticalSpacing="xs">
      {ids('BranchIds', 'Branch', idOptions(branches.data?.Branches))}
      {ids('SubTypeIds', 'Type', SUB_TYPES)}
      {ids('ArboristIds', 'Arborist', idOptions(arborists.data))}
      {ids('PriorityIds', 'Priority', idOptions(priorities.data))}
      {ids('SalesTerritoryIds', 'Sales territory', idOptions(territories.data))}
      {ids('ServiceGroupIds', 'Service group', GROUPS)}
      <MultiSelect
        label="Service codes"
        placeholder={filters.ServiceCodes?.length ? undefined : 'All'}
        data={codes.data ?? []}
        value={filters.ServiceCodes ?? []}
        onChange={(list) => set({ ServiceCodes: list.length ? list : undefined })}
        searchable
        clearable
        maxDropdownHeight={260}
      />
      {ids('ServiceVisits', 'Service visits', visitOptions)}
      {ids('EquipmentTypeIds', 'Equipment types', idOptions(equipment.data))}
      <TagsInput
        label="Customer zip codes"
        placeholder={filters.CustomerZipCodes?.length ? undefined : 'All'}
        value={filters.CustomerZipCodes ?? []}
        onChange={(list) => set({ CustomerZipCodes: list.length ? list : undefined })}
        clearable
      />
      <DateInput
        label="Service window from"
        value={from ?? null}
        maxDate={to}
        onChange={(d) => set({ FromScheduledDate: d ?? undefined })}
      />
      <DateInput
        label="Service window to"
        value={to ?? null}
        minDate={from}
        onChange={(d) => set({ ToScheduledDate: d ?? undefined })}
      />
      <NumberFilter
        label="Crew number"
        max={1000}
        value={filters.CrewNumber}
        onChange={(n) => set({ CrewNumber: n })}
      />
      <NumberFilter
        description={gdd.data !== undefined && oneBranch ? `The branch is at ${gdd.data} today` : undefined}
        label="Growing degree days from"
        max={100000}
        value={filters.GrowingDegreeDayMin}
        onChange={(n) => set({ GrowingDegreeDayMin: n })}
      />
      <NumberFilter
        label="Growing degree days to"
        max={100000}
        value={filters.GrowingDegreeDayMax}
        onChange={(n) => set({ GrowingDegreeDayMax: n })}
      />
    </SimpleGrid>
  );
}
