import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError } from '../kernel/api/errors';
import { SettingsListEditor, type SettingsItem } from './SettingsListEditor';
import { renderUi } from './test-utils';

const types: SettingsItem[] = [
  { Id: 1, Name: 'Residential' },
  { Id: 2, Name: 'Commercial' },
];

function renderEditor(items: SettingsItem[] = types, onSave = vi.fn(async (_: SettingsItem[]) => {})) {
  renderUi(<SettingsListEditor listName="Account Types" items={items} onSave={onSave} />);
  return {
    onSave,
    user: userEvent.setup({ delay: null }),
    row: (n: number) => screen.getByRole('textbox', { name: `Account Types ${n}` }),
  };
}

describe('SettingsListEditor', () => {
  it('starts an empty list with one blank row', () => {
    const { row } = renderEditor([]);
    expect(row(1)).toHaveValue('');
    expect(screen.getAllByRole('textbox')).toHaveLength(1);
  });

  it('adds a row on Enter in the last filled row and focuses it', async () => {
    const { user, row } = renderEditor();
    await user.click(row(2));
    await user.keyboard('{Enter}');
    expect(row(3)).toHaveValue('');
    expect(row(3)).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(screen.getAllByRole('textbox')).toHaveLength(3);
  });

  it('moves focus with the arrow keys', async () => {
    const { user, row } = renderEditor();
    await user.click(row(1));
    await user.keyboard('{ArrowDown}');
    expect(row(2)).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(row(2)).toHaveFocus();
    await user.keyboard('{ArrowUp}');
    expect(row(1)).toHaveFocus();
  });

  it('drops blank rows and removed rows when saving, and reports success', async () => {
    const { user, row, onSave } = renderEditor([...types, { Id: 3, Name: 'Municipal' }]);
    await user.click(row(3));
    await user.keyboard('{Enter}  HOA  {Enter}   ');
    expect(row(5)).toHaveValue('   ');
    await user.click(screen.getByRole('button', { name: 'Remove Account Types 1' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSave).toHaveBeenCalledWith([
      { Id: 2, Name: 'Commercial' },
      { Id: 3, Name: 'Municipal' },
      { Id: 0, Name: 'HOA' },
    ]);
    expect(await screen.findByText('Account Types Updated Successfully!')).toBeInTheDocument();
    expect(screen.getAllByRole('textbox')).toHaveLength(3);
  });

  it('shows the server ModelState when the save fails', async () => {
    const onSave = vi
      .fn()
      .mockRejectedValue(new ApiError(400, 'Invalid', { Service: ['Commercial is in use'] }));
    const { user } = renderEditor(types, onSave);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Commercial is in use')).toBeInTheDocument();
  });

  it('otherwise explains that removed items may still be in use', async () => {
    const onSave = vi.fn().mockRejectedValue(new ApiError(500, 'Boom'));
    const { user } = renderEditor(types, onSave);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(
      await screen.findByText('Account Types update failed. Make sure any removed items are not being used.'),
    ).toBeInTheDocument();
  });
});
