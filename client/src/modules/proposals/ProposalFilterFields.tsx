import { NumberInput } from '@mantine/core';
import type { Choice, ProposalSearch } from '@canopy/shared';
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
