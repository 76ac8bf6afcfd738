import { NumberInput } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { ServiceGroupList } from '@canopy/shared';
import { branchChoicesFor } from '../../../kernel/api/branchChoices';
import { useSession } from '../../../kernel/session/sessionStore';
import { idOptions, idsFilter } from '../../../ui/idsFilter';
import { DateInput } from '../../../ui/inputs';
import { arboristsQuery, foremenQuery } from '../queries';
import { completionStatusesQuery, type ReportFilters as Filters } from './reportQueries';

export interface ReportFiltersProps {
  filters: Filters;
  onChange: (filters: Filters) => void;
}

type DateKey = 'CompletionDateFrom' | 'CompletionDateTo' | 'ScheduleDateFrom' | 'ScheduleDateTo';

/** Every filter of the tracking report (spec §7); branches by the FinancialReports claim's reach. */
export function ReportFilters({ filters, onChange }: ReportFiltersProps) {
  const me = useSession()?.Employee.Id ?? 0;
  const branches = useQuery(branchChoicesFor('FinancialReports', me));
  const arborists = useQuery(arboristsQuery(0));
  const foremen = useQuery(foremenQuery);
  const statuses = useQuery(completionStatusesQuery);
  const multi = idsFilter(filters, onChange);
  const date = (key: DateKey, label: string) => (
    <DateInput
      label={label}
      value={filters[key] ?? null}
      onChange={(d) => onChange({ ...filters, [key]: d ?? undefined })}
      w={150}
    />
  );
  return (
    <>
      {multi('BranchIds', 'Branch', idOptions(branches.data?.Branches))}
      {multi('ArboristIds', 'Arborist', idOptions(arborists.data))}
      {multi('ForemanIds', 'Foreman', idOptions(foremen.data))}
      {multi('ServiceGroupIds', 'Service group', idOptions(ServiceGroupList))}
      {multi('CompletionStatusIds', 'Completion', idOptions(statuses.data), 200)}
      {date('CompletionDateFrom', 'Completed from')}
      {date('CompletionDateTo', 'Completed to')}
      {date('ScheduleDateFrom', 'Scheduled from')}
      {date('ScheduleDateTo', 'Scheduled to')}
      <NumberInput
        label="Work order"
        value={filters.WorkOrderId ?? ''}
        min={1}
        allowDecimal={false}
        hideControls
        onChange={(v) =>
          onChange({ ...filters, WorkOrderId: typeof v === 'number' && v > 0 ? v : undefined })
        }
        w={120}
      />
    </>
  );
}
