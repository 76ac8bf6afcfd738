import { Checkbox, Group, MultiSelect, SimpleGrid, Stack } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { PercentInput } from '../../ui/inputs';
import type { AccountFormValues } from './accountForm';
import type { Option } from './useAccountOptions';

export interface AccountTermsFieldsProps {
  form: UseFormReturnType<any>;
  salesReps: Option[];
}

/** Payment terms, mailing flags and sales reps. */
export function AccountTermsFields({ form, salesReps }: AccountTermsFieldsProps) {
  const v = form.getValues() as AccountFormValues;
  const hasDownPayment = !!v.MinimumDownPayment;

  // Call-first belongs to the down payment: without one there is nothing to auto-pay (shared rule).
  function changeDownPayment(next: number | null) {
    form.setFieldValue('MinimumDownPayment', next);
    if (!next) form.setFieldValue('CallFirstBeforeAutoPay', false);
  }

  return (
    <Stack gap="sm">
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="sm">
        <PercentInput
          label="Minimum down payment"
          decimals={2}
          min={0}
          max={100}
          {...form.getInputProps('MinimumDownPayment')}
          onChange={changeDownPayment}
        />
        <MultiSelect
          label="Sales reps"
          placeholder={v.SalesRepIds.length ? undefined : 'No sales reps'}
          data={salesReps}
          searchable
          clearable
          {...form.getInputProps('SalesRepIds')}
        />
      </SimpleGrid>
      <Group gap="lg">
        <Checkbox
          label="Call first before auto-pay"
          description={hasDownPayment ? undefined : 'Needs a minimum down payment.'}
          disabled={!hasDownPayment}
          {...form.getInputProps('CallFirstBeforeAutoPay', { type: 'checkbox' })}
        />
        <Checkbox label="Do not e-mail" {...form.getInputProps('DoNotEmail', { type: 'checkbox' })} />
        <Checkbox label="Tax exempt" {...form.getInputProps('TaxExempt', { type: 'checkbox' })} />
      </Group>
    </Stack>
  );
}
