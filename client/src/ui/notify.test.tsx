import { describe, expect, it } from 'vitest';
import { act, screen, waitFor } from '@testing-library/react';
import { notifyError, notifySuccess } from './notify';
import { renderUi } from './test-utils';

describe('notifications', () => {
  it('clears a stale error when a later save succeeds, and a stale success when a later one fails', async () => {
    renderUi(<div />);
    act(() => void notifyError('Saving failed.'));
    expect(await screen.findByText('Saving failed.')).toBeInTheDocument();
    act(() => void notifySuccess('Updated Successfully'));
    expect(await screen.findByText('Updated Successfully')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('Saving failed.')).not.toBeInTheDocument());

    act(() => void notifyError('Saving failed again.'));
    expect(await screen.findByText('Saving failed again.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('Updated Successfully')).not.toBeInTheDocument());
  });

  it('never stacks the same message twice', async () => {
    renderUi(<div />);
    act(() => {
      notifySuccess('Images Saved Successfully');
      notifySuccess('Images Saved Successfully');
    });
    await screen.findByText('Images Saved Successfully');
    expect(screen.getAllByText('Images Saved Successfully')).toHaveLength(1);
  });
});
