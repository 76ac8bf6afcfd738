import { useState } from 'react';
import { Select } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { ProposalMessages as M } from '@canopy/shared';
import { fetchAccountLocations, fetchAccounts } from '../accounts/queries';

const firstPage = { Skip: 0, Take: 15, IncludeArchived: false, Descending: false };

export interface LocationPickerProps {
  value: number | null;
  onChange: (locationId: number | null) => void;
}

/** An account found by typing, then one of its service locations: where a new proposal is for. */
export function LocationPicker({ value, onChange }: LocationPickerProps) {
  const [accountText, setAccountText] = useState('');
  const [accountId, setAccountId] = useState<number | null>(null);
  const accounts = useQuery({
    queryKey: ['proposals', 'add', 'accounts', accountText],
    queryFn: () => fetchAccounts({ ...firstPage, Query: accountText }),
  });
  const locations = useQuery({
    queryKey: ['proposals', 'add', 'locations', accountId ?? 0],
    queryFn: () => fetchAccountLocations(accountId!, { ...firstPage, Take: 99, Query: '' }),
    enabled: !!accountId,
  });
  return (
    <>
      <Select
        label="Account"
        placeholder="Type to search accounts"
        searchable
        searchValue={accountText}
        onSearchChange={setAccountText}
        data={(accounts.data?.rows ?? []).map((a) => ({ value: String(a.Id), label: a.Name }))}
        value={accountId ? String(accountId) : null}
        onChange={(v) => {
          setAccountId(v ? Number(v) : null);
          onChange(null);
        }}
        filter={({ options }) => options}
        nothingFoundMessage="No accounts match"
      />
      <Select
        label="Location"
        placeholder={accountId ? 'Choose a service location' : 'Choose an account first'}
        disabled={!accountId}
        data={(locations.data?.rows ?? []).map((l) => ({
          value: String(l.Id),
          label: `${l.Address}, ${l.City}`,
        }))}
        value={value ? String(value) : null}
        onChange={(v) => onChange(v ? Number(v) : null)}
        error={accountId && locations.data && !locations.data.rows.length ? M.LocationRequired : undefined}
      />
    </>
  );
}
