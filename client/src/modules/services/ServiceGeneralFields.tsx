import { Select, SimpleGrid, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { CatalogueStatuses, SERVICE_NAME_MAX, type ServiceLookups } from '@canopy/shared';
import { toOptions } from './options';
import type { ServiceFormValues } from './serviceValues';

export type ServiceGeneralFieldsProps = {
  form: UseFormReturnType<ServiceFormValues>;
  lookups: ServiceLookups;
  /** Called instead of a plain set, so a new service can take the group's defaults. */
  onGroupChange: (groupId: number | null) => void;
};

/** Name, group, type, labels and status of a service. */
export function ServiceGeneralFields({ form, lookups, onGroupChange }: ServiceGeneralFieldsProps) {
  const inactive = form.values.StatusId === CatalogueStatuses.Inactive;

  function setStatus(statusId: number | null) {
    if (statusId === null) return;
    form.setFieldValue('StatusId', statusId);
    // The inactive reason is kept only for status 3 (spec §4).
    if (statusId !== CatalogueStatuses.Inactive) form.setFieldValue('InactiveReasonId', null);
  }

  return (
    <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="sm" verticalSpacing="xs">
      <TextInput
        label="Name"
        withAsterisk
        maxLength={SERVICE_NAME_MAX}
        data-autofocus
        {...form.getInputProps('Name')}
      />
      <Select<number>
        label="Service group"
        withAsterisk
        placeholder="Choose a group"
        data={toOptions(lookups.ServiceGroups)}
        {...form.getInputProps('ServiceGroupId')}
        onChange={onGroupChange}
      />
      <Select<number>
        label="Service type"
        withAsterisk
        placeholder="Single or Multi"
        data={toOptions(lookups.ServiceTypes)}
        {...form.getInputProps('ServiceTypeId')}
      />
      <Select<number>
        label="Category"
        placeholder="None"
        data={toOptions(lookups.Categories)}
        searchable
        clearable
        {...form.getInputProps('ServiceCategoryId')}
      />
      <Select<number>
        label="Proposal label"
        placeholder="None"
        data={toOptions(lookups.ProposalLabels)}
        searchable
        clearable
        {...form.getInputProps('ServiceProposalLabelId')}
      />
      <Select<number>
        label="Classification"
        placeholder="None"
        data={toOptions(lookups.Classifications)}
        clearable
        {...form.getInputProps('ClassificationId')}
      />
      <Select<number>
        label="Service unit of measure"
        placeholder="None"
        data={toOptions(lookups.Units)}
        searchable
        clearable
        {...form.getInputProps('ServiceUnitOfMeasureId')}
      />
      <Select<number>
        label="Priced per"
        placeholder="None"
        data={toOptions(lookups.ServicePricingGroups)}
        clearable
        {...form.getInputProps('ServicePricingGroupId')}
      />
      <Select<number>
        label="Status"
        data={toOptions(lookups.Statuses)}
        allowDeselect={false}
        {...form.getInputProps('StatusId')}
        onChange={setStatus}
      />
      {inactive && (
        <Select<number>
          label="Inactive reason"
          placeholder="None"
          data={toOptions(lookups.InactiveReasons)}
          searchable
          clearable
          {...form.getInputProps('InactiveReasonId')}
        />
      )}
    </SimpleGrid>
  );
}
