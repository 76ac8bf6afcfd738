import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import { Select } from '@mantine/core';
import { renderList } from './DataList.fixtures';
import { PHONE_QUERY } from './DataListTable';
import { fixedMediaList } from '../test/media';

// The test DOM has no layout: the phone is the media query the list asks about.
const realMatchMedia = window.matchMedia;
beforeEach(() => {
  window.matchMedia = (query: string) => fixedMediaList(query, query === PHONE_QUERY);
});
afterEach(() => {
  window.matchMedia = realMatchMedia;
});

describe('a list on a phone', () => {
  it('shows a card a row with its fields labelled, and opens the row from the card', async () => {
    const onRowClick = vi.fn();
    const { user } = renderList({
      onRowClick,
      rowLabel: (t) => `tree ${t.Id}`,
      columns: [
        { key: 'Name', title: 'Name' },
        { key: 'Id', title: 'Number' },
        { key: 'Archived', title: 'Archived', hideOnPhone: true, render: (t) => String(t.Archived) },
      ],
    });
    const card = await screen.findByRole('listitem', { name: 'tree 5' });
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(within(card).getByText('Tree 5')).toBeInTheDocument();
    expect(within(card).getByText('Number')).toBeInTheDocument();
    expect(within(card).queryByText('Archived')).not.toBeInTheDocument();
    await user.click(within(card).getByText('Tree 5'));
    expect(onRowClick).toHaveBeenCalledWith(expect.objectContaining({ Id: 5 }));
  });

  it('folds the filters away behind one button', async () => {
    const { user } = renderList({
      archivable: true,
      toolbar: <Select label="Branch" data={['North', 'South']} />,
    });
    const toggle = await screen.findByRole('button', { name: 'Filters' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('switch', { name: 'Include archived' })).not.toBeInTheDocument();
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(await screen.findByRole('switch', { name: 'Include archived' })).toBeVisible();
    expect(screen.getByRole('combobox', { name: 'Branch' })).toBeInTheDocument();
  });
});
