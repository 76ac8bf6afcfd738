import { beforeEach, describe, expect, it } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import type { DataListProps } from './DataList';
import { lastRequest, renderList, server, trees, type Tree } from './DataList.fixtures';
import { pageSizeChoices, pageSizeParam } from './listState';
import { columnChoiceKey } from './useColumnChoice';

const columns: DataListProps<Tree>['columns'] = [
  { key: 'Id', title: 'Number' },
  { key: 'Name', title: 'Name', sortable: true },
  { key: 'Archived', title: 'Archived', render: (t) => (t.Archived ? 'Yes' : 'No'), defaultHidden: true },
];

const headers = () => screen.getAllByRole('columnheader').map((h) => h.textContent);

async function openColumns(user: ReturnType<typeof renderList>['user']) {
  await user.click(screen.getByRole('button', { name: 'Columns' }));
  return screen.findByRole('group', { name: 'Columns shown' });
}

beforeEach(() => localStorage.clear());

describe('the Columns menu', () => {
  it('shows and hides columns, and the list remembers the choice the next time it opens', async () => {
    const { user } = renderList({ columns, columnsId: 'trees' });
    await screen.findByText('Tree 2');
    expect(headers()).toEqual(['Number', 'Name']);

    const menu = await openColumns(user);
    expect(within(menu).getByRole('checkbox', { name: 'Archived' })).not.toBeChecked();
    await user.click(within(menu).getByRole('checkbox', { name: 'Archived' }));
    await user.click(within(menu).getByRole('checkbox', { name: 'Number' }));
    expect(headers()).toEqual(['Name', 'Archived']);
    expect(within(screen.getByText('Tree 2').closest('tr')!).getByText('No')).toBeInTheDocument();

    cleanup();
    renderList({ columns, columnsId: 'trees' });
    await screen.findByText('Tree 2');
    expect(headers()).toEqual(['Name', 'Archived']);
    // Another list keeps its own choice.
    cleanup();
    renderList({ columns, columnsId: 'bushes' });
    await screen.findByText('Tree 2');
    expect(headers()).toEqual(['Number', 'Name']);
  });

  it('keeps the last column shown', async () => {
    const { user } = renderList({ columns: columns.slice(0, 2), columnsId: 'trees' });
    await screen.findByText('Tree 2');
    const menu = await openColumns(user);
    await user.click(within(menu).getByRole('checkbox', { name: 'Number' }));
    expect(within(menu).getByRole('checkbox', { name: 'Name' })).toBeDisabled();
    expect(headers()).toEqual(['Name']);
  });

  it('falls back to the columns as designed when what was remembered is unreadable', async () => {
    localStorage.setItem(columnChoiceKey('trees'), '{not json');
    renderList({ columns, columnsId: 'trees' });
    await screen.findByText('Tree 2');
    expect(headers()).toEqual(['Number', 'Name']);
  });

  it('is offered only by a list that names itself for it', async () => {
    renderList({ columns });
    await screen.findByText('Tree 2');
    expect(screen.queryByRole('button', { name: 'Columns' })).not.toBeInTheDocument();
    expect(headers()).toEqual(['Number', 'Name']);
  });
});

describe('the page size', () => {
  it('keeps the default and asks for the chosen size from the first page', async () => {
    const { fetchPage, states, user } = renderList({ pageSizes: [12, 25, 50], initial: { page: 2 } });
    await screen.findByText('Tree 13');
    expect(lastRequest(fetchPage)).toMatchObject({ Skip: 12, Take: 12 });
    await user.click(screen.getByRole('combobox', { name: 'Rows per page' }));
    await user.click(await screen.findByRole('option', { name: '25' }));
    await waitFor(() => expect(lastRequest(fetchPage)).toMatchObject({ Skip: 0, Take: 25 }));
    expect(await screen.findByText('Tree 25')).toBeInTheDocument();
    expect(states.at(-1)).toMatchObject({ page: 1, pageSize: 25 });
    // 30 rows at 25 a page: two pages.
    expect(screen.getByRole('button', { name: '2' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '3' })).not.toBeInTheDocument();
  });

  it('offers no choice when every row fits on the smallest page, or when the list names no sizes', async () => {
    renderList({ pageSizes: [12, 25], fetchPage: server(trees.slice(0, 5)) });
    await screen.findByText('Tree 5');
    expect(screen.queryByRole('combobox', { name: 'Rows per page' })).not.toBeInTheDocument();
    cleanup();
    renderList();
    await screen.findByText('Tree 12');
    expect(screen.queryByRole('combobox', { name: 'Rows per page' })).not.toBeInTheDocument();
  });

  it('reads from the URL only a size the list offers, the default being left out', () => {
    expect(pageSizeChoices(12)).toEqual([12, 25, 50, 100]);
    expect(pageSizeChoices(50)).toEqual([50, 100]);
    expect(pageSizeParam('25', 12)).toBe(25);
    expect(pageSizeParam(100, 12)).toBe(100);
    expect(pageSizeParam(12, 12)).toBeUndefined();
    expect(pageSizeParam(30, 12)).toBeUndefined();
    expect(pageSizeParam('lots', 12)).toBeUndefined();
  });
});
