import { SimpleGrid, Textarea, TextInput } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import {
  META_ITEM_DESCRIPTION_MAX,
  META_ITEM_NAME_MAX,
  MetaItemKindIds,
  SCIENTIFIC_NAME_MAX,
  type MetaItemKind,
} from '@canopy/shared';
import { RecordForm } from '../../ui/RecordForm';
import { ChemicalsSelect } from './ChemicalsSelect';
import { ItemTypesSelect } from './ItemTypesSelect';
import { toFormValues, type MetaItemFormValues } from './metaItemForm';
import { MetaItemMessages } from './messages';
import { submitMetaItem } from './submitMetaItem';

export type MetaItemFormProps = {
  kind: MetaItemKind;
  record: MetaItemFormValues;
  readOnly?: boolean;
  onSaved?: (saved: MetaItemFormValues) => void;
  onDirtyChange?: (dirty: boolean) => void;
  onCancel?: () => void;
  submitLabel?: string;
};

/** Basic info of an insect, disease, weed type or ecological problem, and what it is linked to. */
export function MetaItemForm({
  kind,
  record,
  readOnly,
  onSaved,
  onDirtyChange,
  onCancel,
  submitLabel,
}: MetaItemFormProps) {
  const queryClient = useQueryClient();
  const isNew = record.Id === 0;

  async function submit(values: MetaItemFormValues) {
    return toFormValues(await submitMetaItem(kind, values, queryClient));
  }

  return (
    <RecordForm<MetaItemFormValues>
      record={record}
      onSubmit={submit}
      readOnly={readOnly}
      onDirtyChange={onDirtyChange}
      onCancel={onCancel}
      onSaved={onSaved}
      successMessage={isNew ? MetaItemMessages.added(kind) : MetaItemMessages.Saved}
      errorMessage={isNew ? MetaItemMessages.AddFailed : MetaItemMessages.SaveFailed}
      submitLabel={submitLabel}
      validate={{ Name: (v) => (v.trim() ? null : 'Name is required.') }}
    >
      {(form) => (
        <>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm" verticalSpacing="xs">
            <TextInput
              label="Name"
              withAsterisk
              maxLength={META_ITEM_NAME_MAX}
              data-autofocus
              {...form.getInputProps('Name')}
            />
            <TextInput
              label="Scientific name"
              maxLength={SCIENTIFIC_NAME_MAX}
              styles={{ input: { fontStyle: 'italic' } }}
              {...form.getInputProps('ScientificName')}
            />
          </SimpleGrid>
          <Textarea
            label="Description"
            autosize
            minRows={3}
            maxRows={10}
            maxLength={META_ITEM_DESCRIPTION_MAX}
            {...form.getInputProps('Description')}
          />
          <ItemTypesSelect
            value={form.values.ServiceItemIds}
            onChange={(ids) => form.setFieldValue('ServiceItemIds', ids)}
            error={form.errors.ServiceItemIds}
            lawnCareFirst={kind.Kind === MetaItemKindIds.WeedType}
          />
          <ChemicalsSelect
            value={form.values.ChemicalIds}
            onChange={(ids) => form.setFieldValue('ChemicalIds', ids)}
            error={form.errors.ChemicalIds}
          />
        </>
      )}
    </RecordForm>
  );
}
