import { Divider, MultiSelect, SimpleGrid, Text, TextInput } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { INVENTORY_NAME_MAX, Messages, WEED_TYPES_LAWN_ONLY, weedTypesAllowed } from '@canopy/shared';
import { RecordForm } from '../../ui/RecordForm';
import { itemTypeValidation, toItemTypeForm, toSaveBody, type ItemTypeFormValues } from './itemTypeForm';
import { MetaItemsSelect } from './MetaItemsSelect';
import { saveItemType } from './mutations';
import { SERVICE_GROUP_OPTIONS, sortedIds } from './serviceGroups';

export type ItemTypeFormProps = {
  record: ItemTypeFormValues;
  readOnly?: boolean;
  onSaved?: (saved: ItemTypeFormValues) => void;
  onDirtyChange?: (dirty: boolean) => void;
  onCancel?: () => void;
  submitLabel?: string;
};

/** An item type's name, service groups and the pests and problems scouting may report on it. */
export function ItemTypeForm({
  record,
  readOnly,
  onSaved,
  onDirtyChange,
  onCancel,
  submitLabel,
}: ItemTypeFormProps) {
  const queryClient = useQueryClient();

  async function submit(values: ItemTypeFormValues) {
    const saved = await saveItemType(queryClient, toSaveBody(values));
    return toItemTypeForm(saved);
  }

  return (
    <RecordForm<ItemTypeFormValues>
      record={record}
      onSubmit={submit}
      readOnly={readOnly}
      onSaved={onSaved}
      onDirtyChange={onDirtyChange}
      onCancel={onCancel}
      submitLabel={submitLabel}
      validate={itemTypeValidation}
      successMessage={record.Id ? Messages.UpdatedSuccessfully : 'Added Successfully'}
      errorMessage={Messages.SaveFailed}
    >
      {(form) => {
        const lawn = weedTypesAllowed(form.values.ServiceGroups);
        const strayWeeds = !lawn && form.values.WeedTypes.length > 0;
        return (
          <>
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm" verticalSpacing="xs">
              <TextInput
                label="Name"
                withAsterisk
                maxLength={INVENTORY_NAME_MAX}
                data-autofocus
                {...form.getInputProps('Name')}
              />
              <MultiSelect<number>
                label="Service groups"
                placeholder={form.values.ServiceGroups.length ? undefined : 'None'}
                data={SERVICE_GROUP_OPTIONS}
                clearable
                hidePickedOptions
                value={form.values.ServiceGroups}
                onChange={(ids) => form.setFieldValue('ServiceGroups', sortedIds(ids))}
                error={form.errors.ServiceGroups}
              />
            </SimpleGrid>
            <Divider label="Scouting" labelPosition="left" />
            <Text size="xs" c="dimmed" mt={-8}>
              What a scouting report may find on items of this type.
            </Text>
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm" verticalSpacing="xs">
              <MetaItemsSelect path="insects" {...form.getInputProps('Insects')} />
              <MetaItemsSelect path="diseases" {...form.getInputProps('Diseases')} />
              {/* Weed types belong to lawns. With weed types already chosen the field stays open so
                  they can be removed; saving them anyway gets the server's refusal on the field. */}
              <MetaItemsSelect
                path="weed-types"
                {...form.getInputProps('WeedTypes')}
                disabled={!lawn && !strayWeeds}
                description={lawn || form.errors.WeedTypes ? undefined : WEED_TYPES_LAWN_ONLY}
                styles={strayWeeds ? { description: { color: 'var(--mantine-color-orange-8)' } } : undefined}
              />
              <MetaItemsSelect path="ecological-problems" {...form.getInputProps('EcologicalProblems')} />
            </SimpleGrid>
          </>
        );
      }}
    </RecordForm>
  );
}
