import { TextInput } from '@mantine/core';
import { RESOURCE_NAME_MAX, type LeaseCompany } from '@canopy/shared';
import type { RowEditorContext } from '../../ui/dataListTypes';
import { InlineRowEditor, required } from '../../ui/InlineRowEditor';

const validate = { Name: required('Name is required.') };

/** A lease company's name, edited in place. */
export function LeaseCompanyRowEditor(ctx: RowEditorContext<LeaseCompany>) {
  return (
    <InlineRowEditor
      {...ctx}
      toValues={(row) => ({ Name: row?.Name ?? '' })}
      toRow={(values, row) => ({ Id: row?.Id ?? 0, Name: values.Name.trim(), Version: row?.Version ?? 1 })}
      validate={validate}
      grow
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
    </InlineRowEditor>
  );
}
