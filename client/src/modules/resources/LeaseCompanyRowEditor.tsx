import { useMemo } from 'react';
import { TextInput } from '@mantine/core';
import { Messages, RESOURCE_NAME_MAX, type LeaseCompany } from '@canopy/shared';
import type { RowEditorContext } from '../../ui/dataListTypes';
import { RecordForm } from '../../ui/RecordForm';
import { ADDED_SUCCESSFULLY } from './messages';

export type LeaseCompanyRowEditorProps = RowEditorContext<LeaseCompany>;

type Values = { Name: string };

const validate = { Name: (v: string) => (v.trim() ? null : 'Name is required.') };

/** A lease company's name, edited in place; Escape cancels. */
export function LeaseCompanyRowEditor({ row, save, cancel }: LeaseCompanyRowEditorProps) {
  const record = useMemo<Values>(() => ({ Name: row?.Name ?? '' }), [row]);

  async function submit(values: Values): Promise<Values> {
    const saved = await save({ Id: row?.Id ?? 0, Name: values.Name.trim(), Version: row?.Version ?? 1 });
    return { Name: saved.Name };
  }

  return (
    <div onKeyDown={(e) => e.key === 'Escape' && cancel()}>
      <RecordForm<Values>
        record={record}
        validate={validate}
        onSubmit={submit}
        onCancel={cancel}
        successMessage={row ? Messages.UpdatedSuccessfully : ADDED_SUCCESSFULLY}
        errorMessage={row ? Messages.UpdateFailed : Messages.SaveFailed}
      >
        {(form) => (
          <TextInput
            aria-label="Lease company name"
            placeholder="Name"
            maxLength={RESOURCE_NAME_MAX}
            autoFocus
            {...form.getInputProps('Name')}
          />
        )}
      </RecordForm>
    </div>
  );
}
