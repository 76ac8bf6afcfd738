import { branchChoicesFor } from '../../kernel/api/branchChoices';
import { Group, Select } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useSession } from '../../kernel/session/sessionStore';
import { DateInput } from '../../ui/inputs';

import {
  portalChoice,
  statusChoice,
  withPortal,
  withStatus,
  type EmployeeFilters,
  type PortalChoice,
  type StatusChoice,
} from './search';

export interface EmployeeListFiltersProps {
  filters: EmployeeFilters;
  onChange: (filters: EmployeeFilters) => void;
}

const STATUS_OPTIONS = [
  { value: 'active', label: 'Active' },
  { value: 'inactive', label: 'Inactive' },
  { value: 'all', label: 'All statuses' },
];
const PORTAL_OPTIONS = [
  { value: 'any', label: 'Any' },
  { value: 'yes', label: 'Yes' },
  { value: 'no', label: 'No' },
];

export function EmployeeListFilters({ filters, onChange }: EmployeeListFiltersProps) {
  const myId = useSession()?.Employee.Id ?? 0;
  const branches = useQuery(branchChoicesFor('Employee', myId));
  const branchOptions = (branches.data?.Branches ?? []).map((b) => ({ value: String(b.Id), label: b.Name }));
  const { ReviewDateFrom: from, ReviewDateTo: to } = filters;

  return (
    <Group align="flex-end" gap="xs" wrap="wrap">
      <Select
        label="Status"
        data={STATUS_OPTIONS}
        value={statusChoice(filters)}
        onChange={(v) => onChange(withStatus(filters, (v ?? 'active') as StatusChoice))}
        allowDeselect={false}
        w={130}
      />
      <Select
        label="Portal access"
        data={PORTAL_OPTIONS}
        value={portalChoice(filters)}
        onChange={(v) => onChange(withPortal(filters, (v ?? 'any') as PortalChoice))}
        allowDeselect={false}
        w={110}
      />
      <DateInput
        label="Review from"
        value={from ?? null}
        maxDate={to}
        onChange={(d) => onChange({ ...filters, ReviewDateFrom: d ?? undefined })}
        w={150}
      />
      <DateInput
        label="Review to"
        value={to ?? null}
        minDate={from}
        onChange={(d) => onChange({ ...filters, ReviewDateTo: d ?? undefined })}
        w={150}
      />
      <Select
        label="Branch"
        placeholder="All branches"
        data={branchOptions}
        value={filters.BranchIds?.[0] ? String(filters.BranchIds[0]) : null}
        onChange={(v) => onChange({ ...filters, BranchIds: v ? [Number(v)] : undefined })}
        clearable
        searchable
        w={170}
      />
    </Group>
  );
}
