import { useMemo } from 'react';
import { TextInput } from '@mantine/core';
import { INVENTORY_NAME_MAX, Messages, type ItemLocation } from '@canopy/shared';
import type { RowEditorContext } from '../../ui/dataListTypes';
import { RecordForm } from '../../ui/RecordForm';
import { nameValidation } from './nameValidation';

export type LocationRowEditorProps = RowEditorContext<ItemLocation>;

const NEW_LOCATION: ItemLocation = { Id: 0, Name: '', Archived: false, Version: 0 };

/** Inline editor of an item location's name; Escape cancels. */
export function LocationRowEditor({ row, save, cancel }: LocationRowEditorProps) {
  // A new object each render would look like a refetched record and reset the form.
  const record = useMemo(() => ({ ...(row ?? NEW_LOCATION) }), [row]);

  return (
    <div onKeyDown={(e) => e.key === 'Escape' && cancel()}>
      <RecordForm<ItemLocation>
        record={record}
        onSubmit={(values) => save({ ...values, Name: values.Name.trim() })}
        onCancel={cancel}
        validate={nameValidation}
        successMessage={row ? Messages.UpdatedSuccessfully : 'Added Successfully'}
        errorMessage={row ? Messages.UpdateFailed : Messages.SaveFailed}
      >
        {(form) => (
          <TextInput
            label="Location name"
            placeholder="Front yard"
            maxLength={INVENTORY_NAME_MAX}
            maw={420}
            autoFocus
            {...form.getInputProps('Name')}
          />
        )}
      </RecordForm>
    </div>
  );
}
