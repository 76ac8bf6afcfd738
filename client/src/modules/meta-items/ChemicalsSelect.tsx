import { MultiSelect } from '@mantine/core';
import { useQueries, useQuery } from '@tanstack/react-query';
import { Messages } from '@canopy/shared';
import { failureMessage } from '../../ui/apiErrors';
import { chemicalOptionsQuery, chemicalQuery } from '../chemicals/queries';

export type ChemicalsSelectProps = {
  value: number[];
  onChange: (ids: number[]) => void;
  error?: React.ReactNode;
};

/**
 * Chemicals that treat the item, picked from the chemical type-ahead (active and pending ones). A
 * linked chemical made inactive since is not in that list, so it is fetched by id to keep its name.
 */
export function ChemicalsSelect({ value, onChange, error }: ChemicalsSelectProps) {
  const options = useQuery(chemicalOptionsQuery);
  const known = new Set((options.data ?? []).map((c) => c.Id));
  const missing = options.data ? value.filter((id) => !known.has(id)) : [];
  const extra = useQueries({ queries: missing.map((id) => ({ ...chemicalQuery(id), staleTime: 60_000 })) });

  const data = [
    ...(options.data ?? []).map((c) => ({
      value: c.Id,
      label: c.EpaNumber ? `${c.Name} (EPA ${c.EpaNumber})` : c.Name,
    })),
    ...missing.map((id, i) => {
      const c = extra[i]?.data;
      return { value: id, label: c ? `${c.Name} (${c.Status.toLowerCase()})` : `Chemical ${id}` };
    }),
  ];
  const loadError = options.error ? failureMessage(options.error, Messages.ServerError) : null;
  return (
    <MultiSelect<number>
      label="Chemicals"
      description="Chemicals that treat it"
      placeholder={value.length ? undefined : 'Choose chemicals'}
      data={data}
      value={value}
      onChange={onChange}
      searchable
      clearable
      hidePickedOptions
      limit={100}
      nothingFoundMessage={options.isPending ? 'Loading…' : 'No chemicals match'}
      error={error ?? loadError}
    />
  );
}
