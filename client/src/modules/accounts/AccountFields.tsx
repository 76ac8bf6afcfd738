import type { ReactNode } from 'react';
import { Alert, Select, SimpleGrid, Stack } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { AccountStatuses, AccountStatusList, statusChangeWarning, type Account } from '@canopy/shared';
import { DateInput } from '../../ui/inputs';
import type { AccountFormValues } from './accountForm';
import { AccountTermsFields } from './AccountTermsFields';
import { useAccountOptions } from './useAccountOptions';

export interface AccountFieldsProps {
  /** A form holding AccountFormValues at its top level (the add form adds contact and address). */
  form: UseFormReturnType<any>;
  /** The name input: the add page builds it from the contact, the info page from the account. */
  nameField: ReactNode;
  /** The account as stored (info page): its choices stay offered and its status change is explained. */
  stored?: Account;
}

const STATUS_OPTIONS = AccountStatusList.map((s) => ({ value: String(s.Id), label: s.Name }));

export function AccountFields({ form, nameField, stored }: AccountFieldsProps) {
  const v = form.getValues() as AccountFormValues;
  const branchId = v.BranchId ? Number(v.BranchId) : null;
  const o = useAccountOptions(branchId, stored);
  const inactive = Number(v.StatusId) === AccountStatuses.Inactive;
  const warning = stored ? statusChangeWarning(stored.StatusId, Number(v.StatusId)) : null;

  // The inactive reason is kept only while the account is Inactive (spec §4).
  function changeStatus(id: string | null) {
    if (!id) return;
    form.setFieldValue('StatusId', id);
    if (Number(id) !== AccountStatuses.Inactive) form.setFieldValue('InactiveReasonId', null);
  }

  // A territory belongs to a branch; one of another branch would be refused.
  function changeBranch(id: string | null) {
    form.setFieldValue('BranchId', id);
    if (v.SalesTerritoryId && String(o.territoryBranch(v.SalesTerritoryId)) !== id)
      form.setFieldValue('SalesTerritoryId', null);
  }

  return (
    <Stack gap="sm">
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="sm">
        {nameField}
        <Select
          label="Client type"
          data={o.clientTypes}
          allowDeselect={false}
          {...form.getInputProps('ClientTypeId')}
        />
        <Select
          label="Account type"
          data={o.accountTypes}
          allowDeselect={false}
          {...form.getInputProps('AccountTypeId')}
        />
        <Select
          label="Status"
          data={STATUS_OPTIONS}
          allowDeselect={false}
          {...form.getInputProps('StatusId')}
          onChange={changeStatus}
        />
        {inactive && (
          <Select
            label="Inactive reason"
            placeholder="No reason given"
            data={o.inactiveReasons}
            clearable
            {...form.getInputProps('InactiveReasonId')}
          />
        )}
        <Select
          label="Branch"
          required
          searchable
          data={o.branches}
          allowDeselect={false}
          {...form.getInputProps('BranchId')}
          onChange={changeBranch}
        />
        <Select
          label="Arborist"
          placeholder="No arborist"
          searchable
          clearable
          data={o.arborists}
          {...form.getInputProps('ArboristId')}
        />
        <Select
          label="Sales territory"
          placeholder="No territory"
          searchable
          clearable
          data={o.territories}
          {...form.getInputProps('SalesTerritoryId')}
        />
        <Select
          label="Source"
          placeholder="No source"
          clearable
          searchable
          data={o.sources}
          {...form.getInputProps('SourceId')}
        />
        <Select
          label="Source code"
          placeholder="No source code"
          clearable
          searchable
          data={o.sourceCodes}
          {...form.getInputProps('SourceDetailId')}
        />
        <DateInput label="Customer since" {...form.getInputProps('CustomerSince')} />
      </SimpleGrid>
      {warning && (
        <Alert color="yellow" variant="light">
          {warning}
        </Alert>
      )}
      <AccountTermsFields form={form} salesReps={o.salesReps} />
    </Stack>
  );
}
