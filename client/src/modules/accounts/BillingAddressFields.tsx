import { SimpleGrid, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { ZipInput } from '../../ui/inputs';

export interface BillingAddressFieldsProps {
  /** A form holding AddressValues at `prefix` ('' or 'Address.'). */
  form: UseFormReturnType<any>;
  prefix?: string;
}

export function BillingAddressFields({ form, prefix = '' }: BillingAddressFieldsProps) {
  const p = (name: string) => `${prefix}${name}`;
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
      <TextInput label="Address" maxLength={200} {...form.getInputProps(p('Address1'))} />
      <TextInput label="Address line 2" maxLength={200} {...form.getInputProps(p('Address2'))} />
      <TextInput label="City" maxLength={100} {...form.getInputProps(p('City'))} />
      <SimpleGrid cols={2} spacing="sm">
        <TextInput
          label="State"
          maxLength={2}
          {...form.getInputProps(p('State'))}
          onChange={(e) => form.setFieldValue(p('State'), e.currentTarget.value.toUpperCase())}
        />
        <ZipInput label="Zip" {...form.getInputProps(p('Zip'))} />
      </SimpleGrid>
    </SimpleGrid>
  );
}
