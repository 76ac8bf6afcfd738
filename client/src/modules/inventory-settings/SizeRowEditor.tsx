import { useMemo } from 'react';
import { Group, MultiSelect, Select, TextInput } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { INVENTORY_NAME_MAX, Messages, type ItemSize } from '@canopy/shared';
import type { RowEditorContext } from '../../ui/dataListTypes';
import { NumericInput } from '../../ui/inputs';
import { RecordForm } from '../../ui/RecordForm';
import { nameValidation } from './nameValidation';
import { wholeListQuery } from './queries';
import { SERVICE_GROUP_OPTIONS, sortedIds } from './serviceGroups';
import { toSizeForm, UNSET_SORT_ORDER, type SizeFormValues } from './sizeForm';

export type SizeRowEditorProps = RowEditorContext<ItemSize>;

/** Inline editor of a size: name, unit of measure, service groups and place in lists. */
export function SizeRowEditor({ row, save, cancel }: SizeRowEditorProps) {
  // A new object each render would look like a refetched record and reset the form.
  const record = useMemo(() => toSizeForm(row), [row]);
  const units = useQuery(wholeListQuery('sizeunitsofmeasure'));
  const unitOptions = (units.data ?? []).map((u) => ({ value: u.Id, label: u.Name }));

  async function submit(values: SizeFormValues) {
    const unit = units.data?.find((u) => u.Id === values.SizeUnitOfMeasureId);
    const saved = await save({
      ...values,
      Name: values.Name.trim(),
      SizeUnitOfMeasure: unit?.Name ?? null,
      SortOrder: values.SortOrder ?? UNSET_SORT_ORDER,
      Version: values.Version ?? 0,
    });
    return toSizeForm(saved);
  }

  return (
    <div onKeyDown={(e) => e.key === 'Escape' && cancel()}>
      <RecordForm<SizeFormValues>
        record={record}
        onSubmit={submit}
        onCancel={cancel}
        validate={nameValidation}
        successMessage={row ? Messages.UpdatedSuccessfully : 'Added Successfully'}
        errorMessage={row ? Messages.UpdateFailed : Messages.SaveFailed}
      >
        {(form) => (
          <Group align="flex-start" gap="sm">
            <TextInput
              label="Size name"
              placeholder="7-12 in DBH"
              maxLength={INVENTORY_NAME_MAX}
              w={220}
              autoFocus
              {...form.getInputProps('Name')}
            />
            <Select<number>
              label="Unit of measure"
              placeholder={units.isPending ? 'Loading…' : 'None'}
              data={unitOptions}
              clearable
              w={190}
              {...form.getInputProps('SizeUnitOfMeasureId')}
            />
            <MultiSelect<number>
              label="Service groups"
              placeholder={form.values.ServiceGroups.length ? undefined : 'None'}
              data={SERVICE_GROUP_OPTIONS}
              clearable
              hidePickedOptions
              miw={240}
              style={{ flex: 1 }}
              value={form.values.ServiceGroups}
              onChange={(ids) => form.setFieldValue('ServiceGroups', sortedIds(ids))}
              error={form.errors.ServiceGroups}
            />
            <NumericInput
              label="Sort order"
              placeholder="Last"
              decimals={0}
              min={0}
              w={100}
              {...form.getInputProps('SortOrder')}
            />
          </Group>
        )}
      </RecordForm>
    </div>
  );
}
