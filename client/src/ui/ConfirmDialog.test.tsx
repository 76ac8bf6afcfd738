import { describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ConfirmDialog } from './ConfirmDialog';
import { confirm } from './confirm';
import { notifyError } from './notify';
import { renderUi } from './test-utils';

describe('ConfirmDialog', () => {
  it('waits for an async confirm and stays open if it fails', async () => {
    let fail: (e: Error) => void = () => {};
    const onConfirm = vi.fn(() => new Promise<void>((_, reject) => (fail = reject)));
    const onCancel = vi.fn();
    renderUi(
      <ConfirmDialog
        opened
        title="Delete"
        message="Delete it?"
        confirmLabel="Delete"
        onConfirm={onConfirm}
        onCancel={onCancel}
      />,
    );
    const user = userEvent.setup({ delay: null });
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeDisabled();
    await act(async () => fail(new Error('no')));
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeEnabled();
    expect(screen.getByText('Delete it?')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onCancel).toHaveBeenCalled();
  });

  it('answers an imperative confirm() with the button chosen', async () => {
    renderUi(<div />);
    const user = userEvent.setup({ delay: null });
    let answer: Promise<boolean> = Promise.resolve(false);
    act(() => {
      answer = confirm({ title: 'Archive', message: 'Archive the chemical?', confirmLabel: 'Archive' });
    });
    await user.click(await screen.findByRole('button', { name: 'Archive' }));
    await expect(answer).resolves.toBe(true);

    act(() => {
      answer = confirm({ title: 'Archive', message: 'Archive again?' });
    });
    await user.click(await screen.findByRole('button', { name: 'Cancel' }));
    await expect(answer).resolves.toBe(false);
  });
});

describe('notify', () => {
  it('shows a message once even when raised twice', async () => {
    renderUi(<div />);
    act(() => {
      notifyError('Failed to Save Search');
      notifyError('Failed to Save Search');
    });
    await waitFor(() => expect(screen.getAllByText('Failed to Save Search')).toHaveLength(1));
  });

  it('shows a -- message as a heading and a bulleted list', async () => {
    renderUi(<div />);
    act(() => {
      notifyError('Cannot complete--Daily logs are required--Hours are required');
    });
    expect(await screen.findByText('Cannot complete')).toBeInTheDocument();
    const items = screen.getAllByRole('listitem').map((li) => li.textContent);
    expect(items).toEqual(['Daily logs are required', 'Hours are required']);
  });
});
