import { SegmentedControl, Stack, Text } from '@mantine/core';
import { CatalogueStatusList } from '@canopy/shared';

export type ChemicalStatusFilterProps = {
  /** undefined shows every status. */
  value: number | undefined;
  onChange: (value: number | undefined) => void;
};

const DATA = [
  { value: 'all', label: 'All' },
  ...CatalogueStatusList.map((s) => ({ value: String(s.Id), label: s.Name })),
];

export function ChemicalStatusFilter({ value, onChange }: ChemicalStatusFilterProps) {
  return (
    <Stack gap={2}>
      <Text size="sm" fw={500} id="chemical-status-filter">
        Status
      </Text>
      <SegmentedControl
        aria-labelledby="chemical-status-filter"
        size="xs"
        data={DATA}
        value={value ? String(value) : 'all'}
        onChange={(v) => onChange(v === 'all' ? undefined : Number(v))}
      />
    </Stack>
  );
}
