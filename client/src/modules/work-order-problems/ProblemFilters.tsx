import { MultiSelect } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { EquipmentProblemStatusList, type IsoDate } from '@canopy/shared';
import { branchChoicesFor } from '../../kernel/api/branchChoices';
import { useSession } from '../../kernel/session/sessionStore';
import { DateInput } from '../../ui/inputs';
import type { ProblemFilters as Filters } from './queries';

export type ProblemFiltersProps = { filters: Filters; onChange: (next: Filters) => void };

const STATUSES = EquipmentProblemStatusList.map((s) => ({ value: String(s.Id), label: s.Name }));

/** Branch, status and the days reported between; an empty choice means every one. */
export function ProblemFilters({ filters, onChange }: ProblemFiltersProps) {
  const me = useSession()?.Employee.Id ?? 0;
  const branches = useQuery({ ...branchChoicesFor('WorkOrders', me), enabled: me > 0 });
  const multi = (key: 'BranchIds' | 'StatusIds', label: string, data: { value: string; label: string }[]) => (
    <MultiSelect
      label={label}
      data={data}
      value={(filters[key] ?? []).map(String)}
      onChange={(v) => onChange({ ...filters, [key]: v.length ? v.map(Number) : undefined })}
      placeholder={filters[key]?.length ? undefined : 'Any'}
      clearable
      w={200}
    />
  );
  return (
    <>
      {multi(
        'BranchIds',
        'Branch',
        (branches.data?.Branches ?? []).map((b) => ({ value: String(b.Id), label: b.Name })),
      )}
      {multi('StatusIds', 'Status', STATUSES)}
      <DateInput
        label="Reported from"
        value={(filters.DateFrom as IsoDate | undefined) ?? null}
        maxDate={filters.DateTo as IsoDate | undefined}
        onChange={(d) => onChange({ ...filters, DateFrom: d ?? undefined })}
        w={150}
      />
      <DateInput
        label="Reported to"
        value={(filters.DateTo as IsoDate | undefined) ?? null}
        minDate={filters.DateFrom as IsoDate | undefined}
        onChange={(d) => onChange({ ...filters, DateTo: d ?? undefined })}
        w={150}
      />
    </>
  );
}
