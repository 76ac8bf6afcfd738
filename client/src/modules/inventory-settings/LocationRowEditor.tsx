import { TextInput } from '@mantine/core';
import { INVENTORY_NAME_MAX, type ItemLocation } from '@canopy/shared';
import type { RowEditorContext } from '../../ui/dataListTypes';
import { InlineRowEditor } from '../../ui/InlineRowEditor';
import { nameValidation } from './nameValidation';

const NEW_LOCATION: ItemLocation = { Id: 0, Name: '', Archived: false, Version: 0 };

/** Inline editor of an item location's name. */
export function LocationRowEditor(ctx: RowEditorContext<ItemLocation>) {
  return (
    <InlineRowEditor
      {...ctx}
      toValues={(row) => ({ ...(row ?? NEW_LOCATION) })}
      toRow={(values) => ({ ...values, Name: values.Name.trim() })}
      validate={nameValidation}
      grow
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
    </InlineRowEditor>
  );
}
