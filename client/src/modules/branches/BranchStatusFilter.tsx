import { SegmentedControl, Stack, Text } from '@mantine/core';
import { BranchStatusList } from '@canopy/shared';
import type { BranchStatusChoice } from './search';

export type BranchStatusFilterProps = {
  /** undefined is the default, Active. */
  value: BranchStatusChoice | undefined;
  onChange: (value: BranchStatusChoice) => void;
};

const DATA = [
  ...BranchStatusList.map((s) => ({ value: String(s.Id), label: s.Name })),
  { value: 'all', label: 'All' },
];

export function BranchStatusFilter({ value, onChange }: BranchStatusFilterProps) {
  return (
    <Stack gap={2}>
      <Text size="sm" fw={500} id="branch-status-filter">
        Status
      </Text>
      <SegmentedControl
        aria-labelledby="branch-status-filter"
        size="xs"
        data={DATA}
        value={String(value ?? 1)}
        onChange={(v) => onChange(v === 'all' ? 'all' : Number(v))}
      />
    </Stack>
  );
}
