import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Messages, type SavedSearch } from '@canopy/shared';
import { SavedSearches, type SavedSearchAdapter } from './SavedSearches';
import { renderUi } from './test-utils';

type Filters = { BranchIds: number[] };
const stored: SavedSearch[] = [
  { Id: 4, Name: 'North branch', EmployeeId: 9, SearchTypeId: 2, Filters: '{"BranchIds":[1]}' },
  { Id: 5, Name: 'South branch', EmployeeId: 9, SearchTypeId: 2, Filters: '{"BranchIds":[2]}' },
];

function renderSearches(overrides: Partial<SavedSearchAdapter> = {}) {
  const adapter: SavedSearchAdapter = {
    list: vi.fn(async () => stored),
    create: vi.fn(async (s: SavedSearch) => ({ ...s, Id: 6 })),
    update: vi.fn(async (s: SavedSearch) => s),
    remove: vi.fn(async () => undefined),
    ...overrides,
  };
  const onApply = vi.fn();
  renderUi(
    <SavedSearches<Filters>
      adapter={adapter}
      employeeId={9}
      searchTypeId={2}
      filters={{ BranchIds: [3] }}
      onApply={onApply}
    />,
  );
  return { adapter, onApply, user: userEvent.setup({ delay: null }) };
}

async function choose(user: ReturnType<typeof userEvent.setup>, name: string) {
  await user.click(screen.getByRole('combobox', { name: 'Saved searches' }));
  await user.click(await screen.findByRole('option', { name }));
}

describe('SavedSearches', () => {
  it('applies the filters of the chosen search', async () => {
    const { onApply, user } = renderSearches();
    await choose(user, 'South branch');
    expect(onApply).toHaveBeenCalledWith({ BranchIds: [2] });
  });

  it('requires a name before saving a new search', async () => {
    const { adapter, user } = renderSearches();
    await user.click(screen.getByRole('button', { name: 'Save search' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByText('Please enter a name')).toBeInTheDocument();
    expect(adapter.create).not.toHaveBeenCalled();

    await user.type(screen.getByRole('textbox', { name: 'Name' }), 'Mine');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(adapter.create).toHaveBeenCalledWith({
      Id: 0,
      Name: 'Mine',
      EmployeeId: 9,
      SearchTypeId: 2,
      Filters: '{"BranchIds":[3]}',
    });
    expect(await screen.findByText(Messages.SearchSaved)).toBeInTheDocument();
  });

  it('asks whether to update the selected search or create a new one', async () => {
    const { adapter, user } = renderSearches();
    await choose(user, 'North branch');
    await user.click(screen.getByRole('button', { name: 'Save search' }));
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveValue('North branch');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByText("Update 'North branch' or create a new search?")).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Update' }));
    expect(adapter.update).toHaveBeenCalledWith({ ...stored[0], Filters: '{"BranchIds":[3]}' });
    expect(adapter.create).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: 'Save search' }));
    await user.clear(screen.getByRole('textbox', { name: 'Name' }));
    await user.type(screen.getByRole('textbox', { name: 'Name' }), 'Copy');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await user.click(screen.getByRole('button', { name: 'Create new' }));
    expect(adapter.create).toHaveBeenCalledWith(expect.objectContaining({ Id: 0, Name: 'Copy' }));
  });

  it('deletes the selected search after confirming', async () => {
    const { adapter, user } = renderSearches();
    expect(screen.getByRole('button', { name: 'Delete search' })).toBeDisabled();
    await choose(user, 'South branch');
    await user.click(screen.getByRole('button', { name: 'Delete search' }));
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    expect(adapter.remove).toHaveBeenCalledWith(5);
    expect(await screen.findByText(Messages.SearchDeleted)).toBeInTheDocument();
    await waitFor(() => expect(adapter.list).toHaveBeenCalledTimes(2));
  });

  it('reports failures in the spec words', async () => {
    const { user } = renderSearches({
      create: vi.fn().mockRejectedValue(new Error('x')),
      remove: vi.fn().mockRejectedValue(new Error('x')),
    });
    await user.click(screen.getByRole('button', { name: 'Save search' }));
    await user.type(screen.getByRole('textbox', { name: 'Name' }), 'Mine');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(Messages.SearchSaveFailed)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await choose(user, 'North branch');
    await user.click(screen.getByRole('button', { name: 'Delete search' }));
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText(Messages.SearchDeleteFailed)).toBeInTheDocument();
  });

  it('says when the searches cannot be loaded', async () => {
    renderSearches({ list: vi.fn().mockRejectedValue(new Error('x')) });
    expect(await screen.findByText(Messages.SearchesLoadFailed)).toBeInTheDocument();
  });
});
