import { MultiSelect, NumberInput } from '@mantine/core';
import type { Choice, ProposalSearch } from '@canopy/shared';

type Fields = Pick<ProposalSearch, 'StatusIds' | 'BranchIds' | 'YearOfWork'>;

export interface ProposalFilterFieldsProps {
  statuses: Choice[];
  branches: Choice[];
  filters: Fields;
  onChange: (next: Partial<Fields>) => void;
}

export const idsOf = (v: string[]) => (v.length ? v.map(Number) : undefined);
export const choicesOf = (list: Choice[]) => list.map((c) => ({ value: String(c.Id), label: c.Name }));

/** The status, branch and year of work filters the proposal and contract lists share. */
export function ProposalFilterFields({
  statuses,
  branches,
  filters: f,
  onChange,
}: ProposalFilterFieldsProps) {
  return (
    <>
      <MultiSelect
        label="Status"
        data={choicesOf(statuses)}
        value={(f.StatusIds ?? []).map(String)}
        onChange={(v) => onChange({ StatusIds: idsOf(v) })}
        clearable
        w={180}
      />
      <MultiSelect
        label="Branch"
        data={choicesOf(branches)}
        value={(f.BranchIds ?? []).map(String)}
        onChange={(v) => onChange({ BranchIds: idsOf(v) })}
        clearable
        w={180}
      />
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
