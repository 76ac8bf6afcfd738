import { TagsInput } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { B, F, has, ScheduleStatusList, ServiceGroupList } from '@canopy/shared';
import { useClaims, useSession } from '../../kernel/session/sessionStore';
import { idOptions, idsFilter } from '../../ui/idsFilter';
import { DateInput } from '../../ui/inputs';
import { scheduleBranchesQuery, scheduledForemenQuery, territoriesQuery } from './queries';
import type { ScheduleFilters } from './search';

export interface ScheduleListFiltersProps {
  filters: ScheduleFilters;
  onChange: (filters: ScheduleFilters) => void;
}

const STATUSES = idOptions(ScheduleStatusList);
const GROUPS = idOptions(ServiceGroupList);

/**
 * Statuses, scheduled dates, foremen, territories, service groups and customer zip codes; branches
 * only for Schedules Branch or Full (spec §6). Loose items of the list's toolbar, beside the search
 * box that takes the schedule or work order number.
 */
export function ScheduleListFilters({ filters, onChange }: ScheduleListFiltersProps) {
  const claims = useClaims();
  const me = useSession()?.Employee.Id ?? 0;
  const wide = has(claims, 'Schedules', B | F);
  const branches = useQuery({ ...scheduleBranchesQuery(me), enabled: wide });
  const foremen = useQuery(scheduledForemenQuery);
  const territories = useQuery(territoriesQuery);

  const multi = idsFilter(filters, onChange);
  const { FromScheduledDate: from, ToScheduledDate: to, CustomerZipCodes: zips } = filters;

  return (
    <>
      {multi('ScheduleStatuses', 'Status', STATUSES, 220)}
      {wide && multi('BranchIds', 'Branch', idOptions(branches.data?.Branches))}
      {multi('ForemanIds', 'Foreman', idOptions(foremen.data))}
      {multi('SalesTerritoryIds', 'Sales territory', idOptions(territories.data))}
      {multi('ServiceGroupIds', 'Service group', GROUPS)}
      <TagsInput
        label="Zip codes"
        placeholder={zips?.length ? undefined : 'All'}
        value={zips ?? []}
        onChange={(list) => onChange({ ...filters, CustomerZipCodes: list.length ? list : undefined })}
        clearable
        w={180}
      />
      <DateInput
        label="Scheduled from"
        value={from ?? null}
        maxDate={to}
        onChange={(d) => onChange({ ...filters, FromScheduledDate: d ?? undefined })}
        w={150}
      />
      <DateInput
        label="Scheduled to"
        value={to ?? null}
        minDate={from}
        onChange={(d) => onChange({ ...filters, ToScheduledDate: d ?? undefined })}
        w={150}
      />
    </>
  );
}
