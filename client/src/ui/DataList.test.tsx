import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import type { DataListProps } from './DataList';
import { lastRequest, renderList, RowEditor, server, trees, type Tree } from './DataList.fixtures';

describe('DataList', () => {
  it('asks for the first page with the list filters and shows the server total', async () => {
    const { fetchPage } = renderList();
    expect(await screen.findByText('Tree 12')).toBeInTheDocument();
    expect(screen.queryByText('Tree 13')).not.toBeInTheDocument();
    expect(screen.getByText('30 results')).toBeInTheDocument();
    expect(lastRequest(fetchPage)).toEqual({
      BranchId: 3,
      Query: '',
      Skip: 0,
      Take: 12,
      IncludeArchived: false,
      Descending: false,
    });
  });

  it('pages by number', async () => {
    const { fetchPage, states, user } = renderList();
    await screen.findByText('Tree 1');
    await user.click(screen.getByRole('button', { name: '3' }));
    expect(await screen.findByText('Tree 25')).toBeInTheDocument();
    expect(lastRequest(fetchPage)).toMatchObject({ Skip: 24, Take: 12 });
    expect(states[states.length - 1]!.page).toBe(3);
  });

  it('sorts by a column and flips the direction on a second click', async () => {
    const { fetchPage, user } = renderList({ initial: { page: 2 } });
    await screen.findByText('Tree 13');
    const header = screen.getByRole('columnheader', { name: /Name/ });
    await user.click(within(header).getByRole('button'));
    await waitFor(() =>
      expect(lastRequest(fetchPage)).toMatchObject({ SortColumn: 'Name', Descending: false, Skip: 0 }),
    );
    expect(header).toHaveAttribute('aria-sort', 'ascending');
    await user.click(within(header).getByRole('button'));
    await waitFor(() =>
      expect(lastRequest(fetchPage)).toMatchObject({ SortColumn: 'Name', Descending: true }),
    );
    expect(header).toHaveAttribute('aria-sort', 'descending');
  });

  it('searches with the trimmed text after typing pauses, from the first page', async () => {
    const { fetchPage, user } = renderList({ initial: { page: 2 } });
    await screen.findByText('Tree 13');
    await user.type(screen.getByRole('textbox', { name: 'Search' }), '  oak ');
    await waitFor(() => expect(lastRequest(fetchPage)).toMatchObject({ Query: 'oak', Skip: 0 }));
    expect(fetchPage.mock.calls.filter(([r]) => r.Query !== '').length).toBe(1);
    await user.type(screen.getByRole('textbox', { name: 'Search' }), 'tree');
    await waitFor(() => expect(lastRequest(fetchPage)).toMatchObject({ Query: 'oak tree' }));
  });

  it('includes archived records when asked', async () => {
    const { fetchPage, user } = renderList({ archivable: true });
    await screen.findByText('Tree 1');
    await user.click(screen.getByRole('switch', { name: 'Include archived' }));
    await waitFor(() => expect(lastRequest(fetchPage)).toMatchObject({ IncludeArchived: true }));
  });

  it('confirms before toggling a row archived, and refreshes after', async () => {
    const onToggleArchived = vi.fn(async () => {});
    const { fetchPage, user } = renderList({ onToggleArchived, rowLabel: (t) => t.Name });
    await screen.findByText('Tree 2');
    const row = screen.getByText('Tree 2').closest('tr')!;
    await user.click(within(row).getByRole('button', { name: 'Archive' }));
    expect(screen.getByText("Archive 'Tree 2'?")).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onToggleArchived).not.toHaveBeenCalled();

    const archivedRow = screen.getByText('Tree 1').closest('tr')!;
    await user.click(within(archivedRow).getByRole('button', { name: 'Unarchive' }));
    const calls = fetchPage.mock.calls.length;
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Unarchive' }));
    expect(onToggleArchived).toHaveBeenCalledWith(trees[0]);
    await waitFor(() => expect(fetchPage.mock.calls.length).toBeGreaterThan(calls));
  });

  it('edits one row at a time', async () => {
    const onSave = vi.fn(async (t: Tree) => t);
    const editable: DataListProps<Tree>['editable'] = {
      onSave,
      renderEditor: ({ row, save, cancel }) => <RowEditor row={row} save={save} cancel={cancel} />,
    };
    const { user } = renderList({ editable });
    await screen.findByText('Tree 2');
    const edit = (name: string) =>
      within(screen.getByText(name).closest('tr')!).getByRole('button', { name: 'Edit' });

    await user.click(edit('Tree 2'));
    expect(screen.getByRole('textbox', { name: 'Tree name' })).toHaveValue('Tree 2');
    await user.click(edit('Tree 3'));
    expect(screen.getByText('Another row is being edited. Discard its changes?')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.getByRole('textbox', { name: 'Tree name' })).toHaveValue('Tree 2');

    await user.click(edit('Tree 3'));
    await user.click(screen.getByRole('button', { name: 'Discard' }));
    const input = screen.getByRole('textbox', { name: 'Tree name' });
    expect(input).toHaveValue('Tree 3');
    expect(screen.getAllByRole('textbox', { name: 'Tree name' })).toHaveLength(1);
    await user.clear(input);
    await user.type(input, 'Oak');
    await user.click(screen.getByRole('button', { name: 'Save row' }));
    expect(onSave).toHaveBeenCalledWith({ Id: 3, Name: 'Oak', Archived: false }, trees[2]);
    await waitFor(() => expect(screen.queryByRole('textbox', { name: 'Tree name' })).not.toBeInTheDocument());
  });

  it('adds a row through the same single editor', async () => {
    const onSave = vi.fn(async (t: Tree) => t);
    const { user } = renderList({
      editable: { onSave, addLabel: 'Add tree', renderEditor: (ctx) => <RowEditor {...ctx} /> },
    });
    await screen.findByText('Tree 1');
    await user.click(screen.getByRole('button', { name: 'Add tree' }));
    await user.type(screen.getByRole('textbox', { name: 'Tree name' }), 'Maple');
    await user.click(screen.getByRole('button', { name: 'Save row' }));
    expect(onSave).toHaveBeenCalledWith({ Id: 0, Name: 'Maple', Archived: false }, null);
  });

  it('shows a totals row under the page', async () => {
    renderList({ totals: (rows) => ({ Name: `${rows.length} on page` }) });
    expect(await screen.findByText('12 on page')).toBeInTheDocument();
  });

  it('says when there is nothing to show', async () => {
    renderList({ fetchPage: server([]), emptyText: 'No trees' });
    expect(await screen.findByText('No trees')).toBeInTheDocument();
    expect(screen.getByText('0 results')).toBeInTheDocument();
  });

  it('offers a retry when the list fails to load', async () => {
    const fetchPage = vi
      .fn()
      .mockRejectedValueOnce(new Error('down'))
      .mockResolvedValue({ rows: trees, total: 30 });
    const { user } = renderList({ fetchPage });
    expect(await screen.findByText('The list could not be loaded')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Tree 1')).toBeInTheDocument();
  });

  it('opens a row on click but not when an action is used', async () => {
    const onRowClick = vi.fn();
    const { user } = renderList({ onRowClick, onToggleArchived: async () => {} });
    await user.click(await screen.findByText('Tree 5'));
    expect(onRowClick).toHaveBeenCalledWith(trees[4]);
    await user.click(
      within(screen.getByText('Tree 6').closest('tr')!).getByRole('button', { name: 'Archive' }),
    );
    expect(onRowClick).toHaveBeenCalledTimes(1);
  });
});
