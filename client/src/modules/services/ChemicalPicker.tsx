import { useMemo, type ReactNode } from 'react';
import { MultiSelect, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { ChemicalOption, ServiceChemical } from '@canopy/shared';
import { chemicalDetail } from './chemicalText';
import { chemicalOptionsQuery } from './queries';

export type ChemicalPickerProps = {
  label: string;
  hideLabel?: boolean;
  value: number[];
  onChange: (ids: number[]) => void;
  /** Chemicals already linked: named even when the type-ahead leaves them out (inactive ones). */
  known: readonly ServiceChemical[];
  error?: ReactNode;
  size?: 'xs' | 'sm';
  placeholder?: string;
};

type Described = { name: string; detail: string };

/**
 * Picks chemicals from the type-ahead list (the whole active list, filtered as the user types).
 * Each option shows its EPA number and dilution so look-alike products can be told apart.
 */
export function ChemicalPicker({
  label,
  hideLabel,
  value,
  onChange,
  known,
  error,
  size = 'sm',
  placeholder,
}: ChemicalPickerProps) {
  const options = useQuery(chemicalOptionsQuery);
  const described = useMemo(() => {
    const map = new Map<number, Described>();
    for (const c of known)
      map.set(c.ChemicalId, { name: c.Name, detail: chemicalDetail(c.EpaNumber, c.DilutionText) });
    for (const c of options.data ?? ([] as ChemicalOption[]))
      map.set(c.Id, { name: c.Name, detail: chemicalDetail(c.EpaNumber, c.DilutionText) });
    return map;
  }, [known, options.data]);
  const data = useMemo(
    () =>
      [...described.entries()]
        .map(([id, d]) => ({ value: id, label: d.name }))
        .sort((a, b) => a.label.localeCompare(b.label)),
    [described],
  );

  return (
    <MultiSelect<number>
      label={hideLabel ? undefined : label}
      aria-label={hideLabel ? label : undefined}
      placeholder={
        value.length
          ? undefined
          : (placeholder ?? (options.isPending ? 'Loading chemicals…' : 'Type to find a chemical'))
      }
      data={data}
      value={value}
      onChange={onChange}
      searchable
      clearable
      hidePickedOptions
      limit={50}
      maxDropdownHeight={280}
      nothingFoundMessage={options.isError ? 'The chemicals could not be loaded' : 'No chemical matches'}
      error={error}
      size={size}
      renderOption={({ option }) => (
        <Stack gap={0}>
          <Text size="sm">{option.label}</Text>
          {described.get(option.value)?.detail && (
            <Text size="xs" c="dimmed">
              {described.get(option.value)!.detail}
            </Text>
          )}
        </Stack>
      )}
    />
  );
}
