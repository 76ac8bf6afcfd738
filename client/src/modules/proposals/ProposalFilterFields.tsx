import { useState } from 'react';
import { MultiSelect, NumberInput, Select } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { Choice, ProposalSearch } from '@canopy/shared';
import { accountsNamed, employeesQuery } from '../accounts/queries';
import { idOptions, idsFilter } from '../../ui/idsFilter';

type Fields = Pick<ProposalSearch, 'StatusIds' | 'BranchIds' | 'YearOfWork'>;

export interface ProposalFilterFieldsProps {
  statuses: Choice[];
  branches: Choice[];
  filters: Fields;
  onChange: (next: Partial<Fields>) => void;
}

/** The status, branch and year of work filters the proposal and contract lists share. */
export function ProposalFilterFields({
  statuses,
  branches,
  filters: f,
  onChange,
}: ProposalFilterFieldsProps) {
  const idFilter = idsFilter(f, onChange);
  return (
    <>
      {idFilter('StatusIds', 'Status', idOptions(statuses))}
      {idFilter('BranchIds', 'Branch', idOptions(branches))}
      <NumberInput
        label="Year of work"
        value={f.YearOfWork ?? ''}
        onChange={(v) => onChange({ YearOfWork: typeof v === 'number' && v >= 1900 ? v : undefined })}
        min={1900}
        max={9999}
        w={120}
      />
    </>
  );
}

type PeopleFields = Pick<ProposalSearch, 'EmployeeIds' | 'SalesRepId' | 'AccountIds'>;

export interface ProposalPeopleFiltersProps {
  filters: PeopleFields;
  onChange: (next: Partial<PeopleFields>) => void;
}

/** The employees, sales rep and accounts filters of the proposal list (spec §7). */
export function ProposalPeopleFilters({ filters: f, onChange }: ProposalPeopleFiltersProps) {
  const employees = useQuery(employeesQuery).data ?? [];
  const people = idOptions(employees);
  const [text, setText] = useState('');
  const [known, setKnown] = useState<Map<number, string>>(new Map());
  const matches = useQuery({
    queryKey: ['proposals', 'accountNames', text] as const,
    queryFn: () => accountsNamed(text),
    enabled: text.trim().length >= 2,
    staleTime: 60_000,
  });
  const chosen = f.AccountIds ?? [];
  const accountOptions = new Map(known);
  for (const a of matches.data ?? []) accountOptions.set(a.Id, a.Name);
  return (
    <>
      {idsFilter(f, onChange)('EmployeeIds', 'Employees', people)}
      <Select
        label="Sales rep"
        placeholder="All"
        data={people.map((p) => ({ value: String(p.value), label: p.label }))}
        value={f.SalesRepId ? String(f.SalesRepId) : null}
        onChange={(v) => onChange({ SalesRepId: v ? Number(v) : undefined })}
        searchable
        clearable
        w={180}
      />
      <MultiSelect<number>
        label="Accounts"
        placeholder={chosen.length ? undefined : 'All'}
        data={[...accountOptions].map(([value, label]) => ({ value, label }))}
        value={chosen}
        searchValue={text}
        onSearchChange={setText}
        onChange={(ids) => {
          setKnown(new Map([...accountOptions].filter(([id]) => ids.includes(id))));
          onChange({ AccountIds: ids.length ? ids : undefined });
        }}
        filter={({ options }) => options}
        searchable
        clearable
        w={220}
        maxDropdownHeight={260}
      />
    </>
  );
}
