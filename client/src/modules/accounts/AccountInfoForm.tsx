import { useMemo, useRef } from 'react';
import { TextInput } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { ACCOUNT_NAME_MAX, Messages, type Account } from '@canopy/shared';
import { ApiError } from '../../kernel/api/errors';
import { notifyWarning } from '../../ui/notify';
import { RecordForm } from '../../ui/RecordForm';
import { AccountFields } from './AccountFields';
import {
  accountProblems,
  isResidential,
  toAccountValues,
  toSaveAccount,
  type AccountFormValues,
} from './accountForm';
import { confirmName } from './confirmName';
import { saveAccount } from './mutations';

export interface AccountInfoFormProps {
  account: Account;
  readOnly: boolean;
  onDirtyChange: (dirty: boolean) => void;
}

/** A 409 carries the server's account: the page shows it, the concurrency dialog needs it as values. */
function asConflict(error: unknown): unknown {
  if (!(error instanceof ApiError) || !error.isConflict || !error.data || typeof error.data !== 'object')
    return error;
  return new ApiError(409, error.message, error.modelState, toAccountValues(error.data as Account));
}

/** The account's own fields, saved with its Version; a stale save asks to overwrite or reload. */
export function AccountInfoForm({ account, readOnly, onDirtyChange }: AccountInfoFormProps) {
  const queryClient = useQueryClient();
  const record = useMemo(() => toAccountValues(account), [account]);
  const acceptedName = useRef<string | null>(null);

  async function submit(v: AccountFormValues): Promise<AccountFormValues> {
    if (!isResidential(v) && v.Name.trim() !== account.Name) await confirmName(v.Name, acceptedName, v.Id);
    try {
      const saved = await saveAccount(queryClient, toSaveAccount(v));
      // Re-activating leaves inactive locations inactive; the server says so and the user is told.
      if (saved.Warning) notifyWarning(saved.Warning);
      return toAccountValues(saved);
    } catch (error) {
      throw asConflict(error);
    }
  }

  return (
    <RecordForm<AccountFormValues>
      record={record}
      onSubmit={submit}
      validate={(v) => accountProblems(v, !isResidential(v))}
      invalidMessage={Messages.AccountFormInvalid}
      successMessage={Messages.UpdatedSuccessfully}
      errorMessage={Messages.SaveFailed}
      readOnly={readOnly}
      onDirtyChange={onDirtyChange}
    >
      {(form) => {
        const residential = isResidential(form.getValues());
        return (
          <AccountFields
            form={form}
            stored={account}
            nameField={
              <TextInput
                label="Account name"
                required={!residential}
                readOnly={residential}
                maxLength={ACCOUNT_NAME_MAX}
                description={residential ? "Follows the primary contact's name." : undefined}
                {...form.getInputProps('Name')}
              />
            }
          />
        );
      }}
    </RecordForm>
  );
}
