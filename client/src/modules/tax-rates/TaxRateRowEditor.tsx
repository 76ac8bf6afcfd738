import { Switch } from '@mantine/core';
import { Messages, TAX_RATE_DECIMALS, type TaxRate } from '@canopy/shared';
import type { RowEditorContext } from '../../ui/dataListTypes';
import { InlineRowEditor } from '../../ui/InlineRowEditor';
import { DateInput, PercentInput, ZipInput } from '../../ui/inputs';
import { taxRateValidation, toSaveBody, toTaxRateForm } from './taxRateForm';

/** The list's inline editor of one rate: zip (5 or 5-4), exact percent, effective date, archived. */
export function TaxRateRowEditor(ctx: RowEditorContext<TaxRate>) {
  return (
    <InlineRowEditor
      {...ctx}
      toValues={toTaxRateForm}
      toRow={(values) => ({ ...toSaveBody(values), Archived: values.Archived })}
      validate={taxRateValidation}
      successMessage={Messages.UpdatedSuccessfully}
      errorMessage={Messages.TaxRateSaveFailed}
    >
      {(form) => (
        <>
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
        </>
      )}
    </InlineRowEditor>
  );
}
