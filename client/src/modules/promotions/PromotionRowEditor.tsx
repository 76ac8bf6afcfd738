import { useMemo } from 'react';
import { Group, Switch, TextInput } from '@mantine/core';
import { DISCOUNT_DECIMALS, Messages, PROMOTION_NAME_MAX, type Promotion } from '@canopy/shared';
import type { RowEditorContext } from '../../ui/dataListTypes';
import { DateInput, PercentInput } from '../../ui/inputs';
import { RecordForm } from '../../ui/RecordForm';
import {
  NEW_PROMOTION,
  promotionValidation,
  toPromotionForm,
  type PromotionFormValues,
} from './promotionForm';

export type PromotionRowEditorProps = RowEditorContext<Promotion>;

/** Inline editor of one promotion: name, discount (0–100, 2 decimals), expiration date, active. */
export function PromotionRowEditor({ row, save, cancel }: PromotionRowEditorProps) {
  // A new object each render would look like a refetched record and reset the form.
  const record = useMemo(() => toPromotionForm(row), [row]);

  async function submit(values: PromotionFormValues) {
    // Version comes from the form: after a conflict the user may resubmit on the server's Version.
    const saved = await save({
      ...(row ?? NEW_PROMOTION),
      Name: values.Name.trim(),
      DiscountPercentage: values.DiscountPercentage ?? 0,
      ExpirationDate: values.ExpirationDate,
      Active: values.Active,
      Archived: values.Archived,
      Version: values.Version ?? 0,
    });
    return toPromotionForm(saved);
  }

  return (
    <div onKeyDown={(e) => e.key === 'Escape' && cancel()}>
      <RecordForm<PromotionFormValues>
        record={record}
        onSubmit={submit}
        onCancel={cancel}
        validate={promotionValidation}
        successMessage={row ? Messages.UpdatedSuccessfully : 'Added Successfully'}
        errorMessage={row ? Messages.UpdateFailed : Messages.SaveFailed}
      >
        {(form) => (
          <Group align="flex-start" gap="sm">
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
          </Group>
        )}
      </RecordForm>
    </div>
  );
}
