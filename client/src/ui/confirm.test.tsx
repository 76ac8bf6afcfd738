import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { confirm } from './confirm';
import { renderUi } from './test-utils';

describe('confirm before the dialogs host is up', () => {
  it('opens the question once the host mounts, and answers it', async () => {
    // The shell mounts the host after the first screen: a click before that asks all the same.
    const answer = confirm({ title: 'Create it?', message: 'A new one is made.', confirmLabel: 'Create' });
    await new Promise((r) => setTimeout(r, 20));
    expect(screen.queryByRole('dialog')).toBeNull();

    renderUi(<p>screen</p>);
    const dialog = await screen.findByRole('dialog', { name: 'Create it?' });
    await userEvent.setup({ delay: null }).click(screen.getByRole('button', { name: 'Create' }));
    expect(await answer).toBe(true);
    expect(dialog).not.toBeInTheDocument();
  });
});
