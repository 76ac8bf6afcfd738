import { Divider, Select, SimpleGrid, Textarea, TextInput } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { BranchStatusList, Messages, type Branch } from '@canopy/shared';
import { NumericInput } from '../../ui/inputs';
import { RecordForm } from '../../ui/RecordForm';
import { toFormValues, type BranchFormValues } from './branchForm';
import { BranchManagerSelect } from './BranchManagerSelect';
import { BranchPhonesEditor } from './BranchPhonesEditor';
import { BranchServiceGroupsField } from './BranchServiceGroupsField';
import { submitBranch } from './submitBranch';

export type BranchFormProps = {
  record: BranchFormValues;
  /** The stored manager, so the picker can name one who is no longer an active employee. */
  manager?: Branch['BranchManager'];
  readOnly?: boolean;
  onSaved?: (saved: BranchFormValues) => void;
  onDirtyChange?: (dirty: boolean) => void;
  /** Called after Cancel has put the record back (the add page leaves). */
  onCancel?: () => void;
  submitLabel?: string;
};

const STATUS_OPTIONS = BranchStatusList.map((s) => ({ value: s.Id, label: s.Name }));

export function BranchForm({
  record,
  manager,
  readOnly,
  onSaved,
  onDirtyChange,
  onCancel,
  submitLabel,
}: BranchFormProps) {
  const queryClient = useQueryClient();

  async function submit(values: BranchFormValues) {
    return toFormValues(await submitBranch(values, record, queryClient));
  }

  return (
    <RecordForm<BranchFormValues>
      record={record}
      onSubmit={submit}
      readOnly={readOnly}
      onDirtyChange={onDirtyChange}
      onCancel={onCancel}
      onSaved={onSaved}
      successMessage={Messages.BranchSaved}
      errorMessage={Messages.SaveFailed}
      invalidMessage={Messages.BranchFormInvalid}
      submitLabel={submitLabel}
      validate={{
        Name: (v) => (v.trim() ? null : 'Name is required.'),
        GrowingDegreeDay: (v) => (v !== null && v < 0 ? 'Growing degree day must be zero or more.' : null),
      }}
    >
      {(form) => (
        <>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm" verticalSpacing="xs">
            <TextInput
              label="Name"
              withAsterisk
              maxLength={100}
              data-autofocus
              {...form.getInputProps('Name')}
            />
            <Select<number>
              label="Status"
              data={STATUS_OPTIONS}
              allowDeselect={false}
              {...form.getInputProps('StatusId')}
            />
            <BranchManagerSelect
              current={manager}
              value={form.values.BranchManagerId}
              onChange={(id) => form.setFieldValue('BranchManagerId', id)}
              error={form.errors.BranchManagerId}
            />
            <NumericInput
              label="Growing degree day"
              decimals={2}
              min={0}
              {...form.getInputProps('GrowingDegreeDay')}
            />
          </SimpleGrid>
          <Divider label="Phones" labelPosition="left" />
          <BranchPhonesEditor form={form} readOnly={readOnly} />
          <Divider label="Services offered" labelPosition="left" />
          <BranchServiceGroupsField form={form} />
          <Divider label="Notes and terms" labelPosition="left" />
          <Textarea label="Notes" autosize minRows={2} maxRows={8} {...form.getInputProps('Notes')} />
          <Textarea
            label="Terms and conditions"
            autosize
            minRows={3}
            maxRows={14}
            {...form.getInputProps('TermsAndConditions')}
          />
        </>
      )}
    </RecordForm>
  );
}
