import { MultiSelect, Select, TextInput } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { INVENTORY_NAME_MAX, type ItemSize } from '@canopy/shared';
import type { RowEditorContext } from '../../ui/dataListTypes';
import { InlineRowEditor } from '../../ui/InlineRowEditor';
import { NumericInput } from '../../ui/inputs';
import { nameValidation } from './nameValidation';
import { wholeListQuery } from './queries';
import { SERVICE_GROUP_OPTIONS, sortedIds } from './serviceGroups';
import { toSizeForm, UNSET_SORT_ORDER } from './sizeForm';

/** Inline editor of a size: name, unit of measure, service groups and place in lists. */
export function SizeRowEditor(ctx: RowEditorContext<ItemSize>) {
  const units = useQuery(wholeListQuery('sizeunitsofmeasure'));
  const unitOptions = (units.data ?? []).map((u) => ({ value: u.Id, label: u.Name }));

  return (
    <InlineRowEditor
      {...ctx}
      toValues={toSizeForm}
      toRow={(values) => ({
        ...values,
        Name: values.Name.trim(),
        SizeUnitOfMeasure: units.data?.find((u) => u.Id === values.SizeUnitOfMeasureId)?.Name ?? null,
        SortOrder: values.SortOrder ?? UNSET_SORT_ORDER,
        Version: values.Version ?? 0,
      })}
      validate={nameValidation}
    >
      {(form) => (
        <>
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
        </>
      )}
    </InlineRowEditor>
  );
}
