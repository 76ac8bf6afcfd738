import { useState } from 'react';
import { Select } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useDebouncedValue } from '@mantine/hooks';
import { ServiceRequestMessages as M, type RequestLocation } from '@canopy/shared';
import { requestLocationsQuery } from './queries';

export interface LocationSearchProps {
  value: RequestLocation | null;
  onChange: (location: RequestLocation | null) => void;
  /** Only this account's locations (the add screen's acctId). */
  accountId?: number;
}

const label = (l: RequestLocation) => `${l.AccountName}: ${l.Address}, ${l.City}`;

/** The request locations search (spec §7): type an account's name or an address, pick a location. */
export function LocationSearch({ value, onChange, accountId }: LocationSearchProps) {
  const [text, setText] = useState('');
  const [q] = useDebouncedValue(text, 250);
  const found = useQuery(requestLocationsQuery(q === (value ? label(value) : '') ? '' : q, accountId));
  const rows = found.data ?? [];
  const data = [...(value && !rows.some((l) => l.Id === value.Id) ? [value] : []), ...rows];
  return (
    <Select
      label="Location"
      placeholder="Type an account name or address"
      required
      searchable
      searchValue={text}
      onSearchChange={setText}
      data={data.map((l) => ({ value: String(l.Id), label: label(l) }))}
      value={value ? String(value.Id) : null}
      onChange={(v) => onChange(data.find((l) => String(l.Id) === v) ?? null)}
      filter={({ options }) => options}
      nothingFoundMessage={found.isFetching ? 'Searching…' : 'No locations match'}
      error={!value && found.data && !found.data.length && q ? M.LocationRequired : undefined}
    />
  );
}
