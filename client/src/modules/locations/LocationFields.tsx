import { Checkbox, Select, SimpleGrid, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import type { AccountLocation } from '@canopy/shared';
import { ZipInput } from '../../ui/inputs';
import { statusOptions, type InfoValues } from './locationValues';
import { useLocationOptions } from './useLocationOptions';

export interface LocationFieldsProps {
  form: UseFormReturnType<InfoValues>;
  accountId: number;
  /** The stored location, so its branch, territory and rep show by name; none when adding. */
  location?: AccountLocation;
}

/** Name, address, branch, territory, status, rep and bill-to: the add form and the info panel. */
export function LocationFields({ form, accountId, location }: LocationFieldsProps) {
  const { branchOptions, territoryOptions, repOptions } = useLocationOptions(accountId, location);
  const values = form.getValues();
  const territories = territoryOptions(values.BranchId);

  // A territory not chosen is the zip's, looked up on save: a new zip or branch asks for it again.
  const zipProps = form.getInputProps('Zip');
  const changeZip = (zip: string) => {
    zipProps.onChange(zip);
    if (zip !== values.Zip) form.setFieldValue('SalesTerritoryId', null);
  };
  const changeBranch = (branchId: string | null) => {
    form.setFieldValue('BranchId', branchId);
    const keep = territoryOptions(branchId).some((t) => t.value === values.SalesTerritoryId);
    if (!keep) form.setFieldValue('SalesTerritoryId', null);
  };

  return (
    <>
      <TextInput
        label="Location name"
        description="Leave empty to name it by its street address"
        maxLength={100}
        {...form.getInputProps('Name')}
      />
      <TextInput label="Address" required maxLength={200} {...form.getInputProps('Address')} />
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
        <TextInput label="City" required maxLength={100} {...form.getInputProps('City')} />
        <TextInput
          label="State"
          required
          maxLength={2}
          placeholder="IL"
          {...form.getInputProps('State')}
          onChange={(e) => form.setFieldValue('State', e.currentTarget.value.toUpperCase())}
        />
        <ZipInput label="Zip" required {...zipProps} onChange={changeZip} />
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        <Select
          label="Branch"
          data={branchOptions}
          allowDeselect={false}
          searchable
          {...form.getInputProps('BranchId')}
          onChange={changeBranch}
        />
        <Select
          label="Sales territory"
          placeholder="From the zip code"
          description="Left empty, the territory the zip code lies in"
          data={territories}
          clearable
          searchable
          {...form.getInputProps('SalesTerritoryId')}
        />
        <Select
          label="Status"
          data={statusOptions(location?.StatusId)}
          allowDeselect={false}
          {...form.getInputProps('StatusId')}
        />
        <Select
          label="Sales rep"
          placeholder="None"
          data={repOptions}
          clearable
          searchable
          {...form.getInputProps('SalesRepId')}
        />
      </SimpleGrid>
      <Checkbox
        label="Bill-to location of the account"
        description="One location of an account is its bill-to; choosing this one clears the others"
        {...form.getInputProps('IsBillTo', { type: 'checkbox' })}
      />
    </>
  );
}
