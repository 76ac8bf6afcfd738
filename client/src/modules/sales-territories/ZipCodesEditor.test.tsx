import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Messages } from '@canopy/shared';
import { ApiError } from '../../kernel/api/errors';
import { renderUi } from '../../ui/test-utils';
import { ZipCodesEditor, type ZipCodesEditorProps } from './ZipCodesEditor';

function renderEditor(props: Partial<ZipCodesEditorProps> = {}) {
  const onSave = props.onSave ?? vi.fn(async (zips: string[]) => zips.map((z) => z.padStart(5, '0')).sort());
  renderUi(<ZipCodesEditor zips={['60301']} onSave={onSave} {...props} />);
  return { onSave, user: userEvent.setup({ delay: null }) };
}

const zip = (n: number) => screen.getByRole('textbox', { name: `Zip code ${n}` });
const saveButton = () => screen.getByRole('button', { name: 'Save zip codes' });

describe('the zip code editor', () => {
  it('adds a row on Enter, drops blank rows, and shows short zips padded to 5 digits', async () => {
    const { user, onSave } = renderEditor();
    await user.click(zip(1));
    await user.keyboard('{Enter}');
    expect(zip(2)).toHaveFocus();
    await user.keyboard('6-0-3');
    expect(zip(2)).toHaveValue('603');
    expect(screen.getByLabelText('Saved as 00603')).toBeInTheDocument();
    await user.keyboard('{Enter}');
    expect(zip(3)).toHaveFocus();
    // Enter on an empty last row does not pile up blank rows.
    await user.keyboard('{Enter}');
    expect(screen.queryByRole('textbox', { name: 'Zip code 4' })).not.toBeInTheDocument();
    await user.click(saveButton());
    expect(onSave).toHaveBeenCalledWith(['60301', '603']);
    await waitFor(() => expect(zip(1)).toHaveValue('00603'));
    expect(zip(2)).toHaveValue('60301');
    expect(screen.queryByRole('textbox', { name: 'Zip code 3' })).not.toBeInTheDocument();
    expect(screen.getByText(Messages.UpdatedSuccessfully)).toBeInTheDocument();
  });

  it("shows the server's duplicate message as is and marks the repeated rows", async () => {
    const message = `${Messages.ZipCodesDuplicated}60301`;
    const onSave = vi.fn().mockRejectedValue(new ApiError(400, message, { Service: [message] }));
    const { user } = renderEditor({ onSave, zips: ['00603', '60301'] });
    await user.click(screen.getByRole('button', { name: 'Add zip code' }));
    await user.keyboard('60301');
    await user.click(saveButton());
    expect(await screen.findByText('The following zip codes are duplicated: 60301')).toBeInTheDocument();
    expect(zip(2)).toHaveAttribute('aria-invalid', 'true');
    expect(zip(3)).toHaveAttribute('aria-invalid', 'true');
    expect(zip(1)).not.toHaveAttribute('aria-invalid', 'true');
    // The edits stay for the user to fix.
    expect(zip(3)).toHaveValue('60301');
  });

  it("lists zips held by other territories, and says 'Zip Codes save failed' otherwise", async () => {
    const onSave = vi
      .fn()
      .mockRejectedValueOnce(
        new ApiError(400, 'Invalid', { ZipCodes: ['60201 is already in the sales territory Evanston.'] }),
      )
      .mockRejectedValueOnce(new ApiError(500, Messages.ServerError));
    const { user } = renderEditor({ onSave });
    await user.clear(zip(1));
    await user.keyboard('60201');
    await user.click(saveButton());
    expect(await screen.findByText('60201 is already in the sales territory Evanston.')).toBeInTheDocument();
    await user.click(saveButton());
    expect(await screen.findByText(Messages.ZipCodesSaveFailed)).toBeInTheDocument();
  });

  it('offers no editing without the claim to edit', () => {
    renderEditor({ readOnly: true });
    expect(zip(1)).toHaveAttribute('readonly');
    expect(screen.queryByRole('button', { name: 'Save zip codes' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Remove zip code 1' })).not.toBeInTheDocument();
  });
});
