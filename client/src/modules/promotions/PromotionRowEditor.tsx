import { Switch, TextInput } from '@mantine/core';
import { DISCOUNT_DECIMALS, PROMOTION_NAME_MAX, type Promotion } from '@canopy/shared';
import type { RowEditorContext } from '../../ui/dataListTypes';
import { InlineRowEditor } from '../../ui/InlineRowEditor';
import { DateInput, PercentInput } from '../../ui/inputs';
import {
  NEW_PROMOTION,
  promotionValidation,
  toPromotionForm,
  type PromotionFormValues,
} from './promotionForm';

// Version comes from the form: after a conflict the user may resubmit on the server's Version.
const toRow = (values: PromotionFormValues, row: Promotion | null): Promotion => ({
  ...(row ?? NEW_PROMOTION),
  Name: values.Name.trim(),
  DiscountPercentage: values.DiscountPercentage ?? 0,
  ExpirationDate: values.ExpirationDate,
  Active: values.Active,
  Archived: values.Archived,
  Version: values.Version ?? 0,
});

/** Inline editor of one promotion: name, discount (0–100, 2 decimals), expiration date, active. */
export function PromotionRowEditor(ctx: RowEditorContext<Promotion>) {
  return (
    <InlineRowEditor {...ctx} toValues={toPromotionForm} toRow={toRow} validate={promotionValidation}>
      {(form) => (
        <>
          <TextInput
            label="Name"
            placeholder="Spring savings"
            maxLength={PROMOTION_NAME_MAX}
            miw={220}
            style={{ flex: 1 }}
            autoFocus
            {...form.getInputProps('Name')}
          />
          <PercentInput
            label="Discount"
            placeholder="10.00"
            decimals={DISCOUNT_DECIMALS}
            min={0}
            max={100}
            w={120}
            {...form.getInputProps('DiscountPercentage')}
          />
          <DateInput
            label="Expiration date"
            placeholder="Never"
            w={170}
            {...form.getInputProps('ExpirationDate')}
          />
          <Switch label="Active" mt={28} {...form.getInputProps('Active', { type: 'checkbox' })} />
        </>
      )}
    </InlineRowEditor>
  );
}
