import { useQuery } from '@tanstack/react-query';
import { B, F, has, ServiceGroupList, WorkOrderStatusList, WorkOrderSubTypeList } from '@canopy/shared';
import { useClaims, useSession } from '../../kernel/session/sessionStore';
import { idOptions, idsFilter } from '../../ui/idsFilter';
import { DateInput } from '../../ui/inputs';
import { arboristsQuery, branchChoicesQuery, foremenQuery } from './queries';
import type { WorkOrderFilters } from './search';

export interface WorkOrderListFiltersProps {
  filters: WorkOrderFilters;
  onChange: (filters: WorkOrderFilters) => void;
}

const SUB_TYPES = idOptions(WorkOrderSubTypeList);
const STATUSES = idOptions(WorkOrderStatusList);
const GROUPS = idOptions(ServiceGroupList);

/**
 * Sub types, statuses, scheduled dates, foremen, service groups; arborists and branches only for
 * WorkOrders Branch or Full (a Personal user sees their own work only, spec §6). The filters are
 * loose items of the list's toolbar, so they share its lines with the search box.
 */
export function WorkOrderListFilters({ filters, onChange }: WorkOrderListFiltersProps) {
  const claims = useClaims();
  const me = useSession()?.Employee.Id ?? 0;
  const wide = has(claims, 'WorkOrders', B | F);
  const branches = useQuery({ ...branchChoicesQuery(me), enabled: wide });
  const arborists = useQuery({ ...arboristsQuery(0), enabled: wide });
  const foremen = useQuery(foremenQuery);

  const multi = idsFilter(filters, onChange);
  const { FromScheduledDate: from, ToScheduledDate: to } = filters;

  return (
    <>
      {multi('SubTypeIds', 'Type', SUB_TYPES, 170)}
      {multi('StatusIds', 'Status', STATUSES, 200)}
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
      {multi('ForemanIds', 'Foreman', idOptions(foremen.data))}
      {wide && multi('ArboristIds', 'Arborist', idOptions(arborists.data))}
      {wide && multi('BranchIds', 'Branch', idOptions(branches.data?.Branches))}
      {multi('ServiceGroupIds', 'Service group', GROUPS)}
    </>
  );
}
