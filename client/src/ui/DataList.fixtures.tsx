import { useState } from 'react';
import { vi } from 'vitest';
import userEvent from '@testing-library/user-event';
import { Button, TextInput } from '@mantine/core';
import { DataList, type DataListProps } from './DataList';
import { useListState, type ListPage, type ListRequest, type ListState } from './listState';
import { renderUi } from './test-utils';

// Shared by the DataList test files: a 30-row fake server and a harness that keeps list state.
export type Tree = { Id: number; Name: string; Archived: boolean };
export const trees: Tree[] = Array.from({ length: 30 }, (_, i) => ({
  Id: i + 1,
  Name: `Tree ${i + 1}`,
  Archived: i === 0,
}));

export function server(rows: Tree[] = trees) {
  return vi.fn(async (req: ListRequest): Promise<ListPage<Tree>> => ({
    rows: rows.slice(req.Skip, req.Skip + req.Take),
    total: rows.length,
  }));
}

export const columns: DataListProps<Tree>['columns'] = [
  { key: 'Id', title: 'Id' },
  { key: 'Name', title: 'Name', sortable: true },
];

export function renderList(props: Partial<DataListProps<Tree>> & { initial?: Partial<ListState> } = {}) {
  const fetchPage = (props.fetchPage ?? server()) as ReturnType<typeof server>;
  const states: ListState[] = [];
  function Harness() {
    const list = useListState(props.initial ?? { filters: { BranchId: 3 } });
    states.push(list.state);
    return (
      <DataList<Tree>
        columns={columns}
        queryKey={['trees']}
        fetchPage={fetchPage}
        searchDelay={10}
        {...list}
        {...props}
      />
    );
  }
  const utils = renderUi(<Harness />);
  return { ...utils, fetchPage, states, user: userEvent.setup({ delay: null }) };
}

export const lastRequest = (fn: ReturnType<typeof server>) => fn.mock.calls[fn.mock.calls.length - 1]![0];

export function RowEditor({
  row,
  save,
  cancel,
}: {
  row: Tree | null;
  save: (t: Tree) => Promise<Tree>;
  cancel: () => void;
}) {
  const [name, setName] = useState(row?.Name ?? '');
  return (
    <>
      <TextInput aria-label="Tree name" value={name} onChange={(e) => setName(e.currentTarget.value)} />
      <Button onClick={() => save({ ...(row ?? { Id: 0, Archived: false }), Name: name })}>Save row</Button>
      <Button onClick={cancel}>Cancel row</Button>
    </>
  );
}
