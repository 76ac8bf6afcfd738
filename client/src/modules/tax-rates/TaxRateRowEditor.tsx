import { useMemo } from 'react';
import { Group, Switch } from '@mantine/core';
import { Messages, TAX_RATE_DECIMALS, type TaxRate } from '@canopy/shared';
import type { RowEditorContext } from '../../ui/dataListTypes';
import { DateInput, PercentInput, ZipInput } from '../../ui/inputs';
import { RecordForm } from '../../ui/RecordForm';
import { taxRateValidation, toSaveBody, toTaxRateForm, type TaxRateFormValues } from './taxRateForm';

export type TaxRateRowEditorProps = RowEditorContext<TaxRate>;

/** The list's inline editor of one rate: zip (5 or 5-4), exact percent, effective date, archived. */
export function TaxRateRowEditor({ row, save, cancel }: TaxRateRowEditorProps) {
  // A new object each render would look like a refetched record and reset the form.
  const record = useMemo(() => toTaxRateForm(row), [row]);

  async function submit(values: TaxRateFormValues) {
    const body = toSaveBody(values);
    const saved = await save({ ...body, Archived: values.Archived });
    return toTaxRateForm(saved);
  }

  return (
    <div onKeyDown={(e) => e.key === 'Escape' && cancel()}>
      <RecordForm<TaxRateFormValues>
        record={record}
        onSubmit={submit}
        onCancel={cancel}
        validate={taxRateValidation}
        successMessage={Messages.UpdatedSuccessfully}
        errorMessage={Messages.TaxRateSaveFailed}
      >
        {(form) => (
          <Group align="flex-start" gap="sm">
            <ZipInput
              label="Zip code"
              placeholder="60201 or 60201-1234"
              w={170}
              data-autofocus
              autoFocus
              {...form.getInputProps('ZipCode')}
            />
            <PercentInput
              label="Tax rate"
              placeholder="10.25"
              decimals={TAX_RATE_DECIMALS}
              min={0}
              max={100}
              w={140}
              {...form.getInputProps('TaxRate_')}
            />
            <DateInput label="Effective date" w={170} {...form.getInputProps('EffectiveDate')} />
            <Switch label="Archived" mt={28} {...form.getInputProps('Archived', { type: 'checkbox' })} />
          </Group>
        )}
      </RecordForm>
    </div>
  );
}
