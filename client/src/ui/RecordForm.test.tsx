import { createRef } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { TextInput } from '@mantine/core';
import { Messages } from '@canopy/shared';
import { ApiError } from '../kernel/api/errors';
import { RecordForm, type RecordFormController, type RecordFormProps } from './RecordForm';
import { ZipInput } from './inputs';
import { renderUi } from './test-utils';

type Account = { Id: number; Name: string; Address: { Zip: string }; Version: number };
const account: Account = { Id: 7, Name: 'Oak Hill', Address: { Zip: '12345' }, Version: 3 };

function renderForm(props: Partial<RecordFormProps<Account>> = {}) {
  const onSubmit = props.onSubmit ?? vi.fn(async (v: Account) => ({ ...v, Version: v.Version + 1 }));
  renderUi(
    <RecordForm<Account> record={account} onSubmit={onSubmit} {...props}>
      {(form) => (
        <>
          <TextInput label="Name" {...form.getInputProps('Name')} />
          <ZipInput label="Zip" {...form.getInputProps('Address.Zip')} />
        </>
      )}
    </RecordForm>,
  );
  return { onSubmit, user: userEvent.setup({ delay: null }), name: () => screen.getByLabelText('Name') };
}

const save = () => screen.getByRole('button', { name: 'Save' });

describe('RecordForm', () => {
  it('enables Save only with edits, and Cancel restores the saved record', async () => {
    const { user, name } = renderForm();
    expect(save()).toBeDisabled();
    await user.type(name(), ' East');
    expect(save()).toBeEnabled();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(name()).toHaveValue('Oak Hill');
    expect(save()).toBeDisabled();
  });

  it('makes the saved record the new baseline', async () => {
    const onSubmit = vi.fn(async (v: Account) => ({ ...v, Name: v.Name.toUpperCase(), Version: 4 }));
    const { user, name } = renderForm({ onSubmit, successMessage: 'Account Saved' });
    await user.clear(name());
    await user.type(name(), 'Elm Row');
    await user.click(save());
    expect(onSubmit).toHaveBeenCalledWith({ ...account, Name: 'Elm Row' });
    expect(await screen.findByText('Account Saved')).toBeInTheDocument();
    expect(name()).toHaveValue('ELM ROW');
    expect(save()).toBeDisabled();
    await user.type(name(), 'X');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(name()).toHaveValue('ELM ROW');
  });

  it('keeps unsaved edits on a refetch and takes the new Version when only the Version moved', async () => {
    const onSubmit = vi.fn(async (v: Account) => ({ ...v, Version: v.Version + 1 }));
    const form = (record: Account) => (
      <RecordForm<Account> record={record} onSubmit={onSubmit}>
        {(f) => <TextInput label="Name" {...f.getInputProps('Name')} />}
      </RecordForm>
    );
    const { rerender } = renderUi(form(account));
    const user = userEvent.setup({ delay: null });
    await user.type(screen.getByLabelText('Name'), ' East');
    // A sibling panel saved another part of the record: same fields here, a new Version.
    rerender(form({ ...account, Version: 4 }));
    expect(screen.getByLabelText('Name')).toHaveValue('Oak Hill East');
    await user.click(save());
    expect(onSubmit).toHaveBeenCalledWith({ ...account, Name: 'Oak Hill East', Version: 4 });
  });

  it('keeps the old Version when someone changed the fields under the edits, so the save meets a 409', async () => {
    const onSubmit = vi.fn(async (v: Account) => ({ ...v, Version: v.Version + 1 }));
    const form = (record: Account) => (
      <RecordForm<Account> record={record} onSubmit={onSubmit}>
        {(f) => <TextInput label="Name" {...f.getInputProps('Name')} />}
      </RecordForm>
    );
    const { rerender } = renderUi(form(account));
    const user = userEvent.setup({ delay: null });
    await user.type(screen.getByLabelText('Name'), ' East');
    rerender(form({ ...account, Name: 'Oak Hill West', Version: 4 }));
    expect(screen.getByLabelText('Name')).toHaveValue('Oak Hill East');
    await user.click(save());
    expect(onSubmit).toHaveBeenCalledWith({ ...account, Name: 'Oak Hill East', Version: 3 });
  });

  it('shows the caller’s validation messages without calling the server', async () => {
    const { user, name, onSubmit } = renderForm({
      validate: { Name: (v) => (v.trim() ? null : 'Please enter a name') },
      invalidMessage: 'Verify that all fields are filled out correctly.',
    });
    await user.clear(name());
    await user.click(save());
    expect(screen.getByText('Please enter a name')).toBeInTheDocument();
    expect(screen.getByText('Verify that all fields are filled out correctly.')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('puts server field errors on their fields, whatever the case of the first letter', async () => {
    const error = new ApiError(400, 'The request is invalid.', {
      name: ['Name is taken'],
      'address.zip': ['Zip is not served'],
    });
    const { user, name } = renderForm({ onSubmit: vi.fn().mockRejectedValue(error) });
    await user.type(name(), '!');
    await user.click(save());
    expect(await screen.findByText('Name is taken')).toBeInTheDocument();
    expect(screen.getByText('Zip is not served')).toBeInTheDocument();
    expect(name()).toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByText(Messages.SaveFailed)).not.toBeInTheDocument();
  });

  it('shows the first Service message first, and the field errors on the fields', async () => {
    const error = new ApiError(400, 'Invalid', {
      Name: ['Name is taken'],
      Service: ['Account is locked', 'Second'],
    });
    const { user, name } = renderForm({ onSubmit: vi.fn().mockRejectedValue(error) });
    await user.type(name(), '!');
    await user.click(save());
    expect(await screen.findByText('Account is locked')).toBeInTheDocument();
    expect(screen.queryByText('Second')).not.toBeInTheDocument();
    expect(screen.getByText('Name is taken')).toBeInTheDocument();
  });

  it('lists field errors that match no field, and falls back to the generic message', async () => {
    const onSubmit = vi
      .fn()
      .mockRejectedValueOnce(new ApiError(400, 'Invalid', { Phones: ['A phone must be preferred'] }))
      .mockRejectedValueOnce(new ApiError(500, 'Boom'));
    const { user, name } = renderForm({ onSubmit, errorMessage: 'Updating Account Failed' });
    await user.type(name(), '!');
    await user.click(save());
    expect(await screen.findByText(Messages.ValidationHeading)).toBeInTheDocument();
    expect(screen.getByText('A phone must be preferred')).toBeInTheDocument();
    await user.click(save());
    expect(await screen.findByText('Updating Account Failed')).toBeInTheDocument();
  });

  it('on a conflict, "Overwrite" resubmits my values with the server Version', async () => {
    const theirs = { ...account, Name: 'Their Name', Version: 9 };
    const onSubmit = vi
      .fn()
      .mockRejectedValueOnce(new ApiError(409, Messages.ConcurrencyConflict, {}, theirs))
      .mockImplementation(async (v: Account) => ({ ...v, Version: v.Version + 1 }));
    const { user, name } = renderForm({ onSubmit });
    await user.clear(name());
    await user.type(name(), 'Mine');
    await user.click(save());
    expect(await screen.findByText(Messages.ConcurrencyConflict)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Overwrite with my changes' }));
    expect(onSubmit).toHaveBeenLastCalledWith({ ...account, Name: 'Mine', Version: 9 });
    await waitFor(() => expect(save()).toBeDisabled());
    expect(name()).toHaveValue('Mine');
  });

  it('on a conflict, "Load their changes" resets the form to the server record', async () => {
    const theirs = { ...account, Name: 'Their Name', Address: { Zip: '54321' }, Version: 9 };
    const onSubmit = vi.fn().mockRejectedValue(new ApiError(409, Messages.ConcurrencyConflict, {}, theirs));
    const { user, name } = renderForm({ onSubmit });
    await user.type(name(), ' edited');
    await user.click(save());
    await user.click(await screen.findByRole('button', { name: 'Load their changes' }));
    expect(name()).toHaveValue('Their Name');
    expect(screen.getByLabelText('Zip')).toHaveValue('54321');
    expect(save()).toBeDisabled();
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });

  it('asks before the tab closes only while there are unsaved edits', async () => {
    const onDirtyChange = vi.fn();
    const { user, name } = renderForm({ onDirtyChange });
    const leave = () => {
      const event = new Event('beforeunload', { cancelable: true });
      window.dispatchEvent(event);
      return event.defaultPrevented;
    };
    expect(leave()).toBe(false);
    await user.type(name(), '!');
    expect(leave()).toBe(true);
    expect(onDirtyChange).toHaveBeenLastCalledWith(true);
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(leave()).toBe(false);
  });

  it('saves from outside through its controller, as Save would, and says whether it could', async () => {
    const formRef = createRef<RecordFormController>();
    const onSubmit = vi
      .fn<(v: Account) => Promise<Account>>()
      .mockRejectedValueOnce(new ApiError(400, 'Refused', { Service: ['The name is taken.'] }))
      .mockImplementation(async (v) => ({ ...v, Version: v.Version + 1 }));
    const { user, name } = renderForm({ onSubmit, formRef, successMessage: 'Account Saved' });
    expect(await act(() => formRef.current!.submit())).toBe(true);
    expect(onSubmit).not.toHaveBeenCalled();

    await user.type(name(), ' East');
    expect(formRef.current!.isDirty()).toBe(true);
    expect(await act(() => formRef.current!.submit())).toBe(false);
    expect(await screen.findByText('The name is taken.')).toBeInTheDocument();
    expect(await act(() => formRef.current!.submit())).toBe(true);
    expect(onSubmit).toHaveBeenLastCalledWith({ ...account, Name: 'Oak Hill East' });
    expect(await screen.findByText('Account Saved')).toBeInTheDocument();
    expect(formRef.current!.isDirty()).toBe(false);
  });

  it('does not save invalid edits through its controller', async () => {
    const formRef = createRef<RecordFormController>();
    const { user, name, onSubmit } = renderForm({
      formRef,
      validate: { Name: (v: string) => (v.trim() ? null : 'Name is required') },
      invalidMessage: 'Verify the fields',
    });
    await user.clear(name());
    expect(await act(() => formRef.current!.submit())).toBe(false);
    expect(screen.getByText('Name is required')).toBeInTheDocument();
    expect(screen.getByText('Verify the fields')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('is read-only for users without edit rights', () => {
    renderForm({ readOnly: true });
    expect(screen.getByLabelText('Name')).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Save' })).not.toBeInTheDocument();
  });
});
