import { useState } from 'react';
import { Select } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { paymentAccountsQuery } from './queries';

export interface AccountChooserProps {
  value: { id: number; name: string } | null;
  onChange: (accountId: number | null) => void;
}

/** Accounts with open invoices in the user's reach or money on account, found by name. */
export function AccountChooser({ value, onChange }: AccountChooserProps) {
  const [text, setText] = useState('');
  const [q] = useDebouncedValue(text, 250);
  const found = useQuery(paymentAccountsQuery(value && q === value.name ? '' : q));
  const rows = (found.data ?? []).map((a) => ({ value: String(a.Id), label: a.Name }));
  const data =
    value && !rows.some((r) => r.value === String(value.id))
      ? [{ value: String(value.id), label: value.name }, ...rows]
      : rows;
  return (
    <Select
      label="Account"
      placeholder="Type an account name"
      searchable
      searchValue={text}
      onSearchChange={setText}
      data={data}
      value={value ? String(value.id) : null}
      onChange={(v) => onChange(v ? Number(v) : null)}
      filter={({ options }) => options}
      nothingFoundMessage={
        found.isFetching ? 'Searching…' : 'No account has open invoices or money on account'
      }
    />
  );
}
