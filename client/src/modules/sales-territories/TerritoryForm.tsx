import { SimpleGrid, TextInput } from '@mantine/core';
import { RecordForm } from '../../ui/RecordForm';
import { territoryValidation, type TerritoryFormValues } from './territoryForm';
import { TerritoryBranchSelect } from './TerritoryBranchSelect';

export type TerritoryFormProps = {
  record: TerritoryFormValues;
  onSubmit: (values: TerritoryFormValues) => Promise<TerritoryFormValues>;
  /** The stored branch, named even when it is no longer an active choice. */
  currentBranch?: { Id: number; Name: string };
  successMessage: string;
  errorMessage: string;
  readOnly?: boolean;
  submitLabel?: string;
  onSaved?: (saved: TerritoryFormValues) => void;
  onDirtyChange?: (dirty: boolean) => void;
  /** Called after Cancel has put the record back (the add page leaves). */
  onCancel?: () => void;
};

/** Name and branch of a territory, on the add page and the info page's basic tab. */
export function TerritoryForm({ record, currentBranch, ...props }: TerritoryFormProps) {
  return (
    <RecordForm<TerritoryFormValues> record={record} validate={territoryValidation} {...props}>
      {(form) => (
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <TextInput
            label="Name"
            withAsterisk
            maxLength={100}
            data-autofocus
            {...form.getInputProps('Name')}
          />
          <TerritoryBranchSelect
            label="Branch"
            current={currentBranch}
            value={form.values.BranchId}
            onChange={(id) => form.setFieldValue('BranchId', id)}
            error={form.errors.BranchId}
          />
        </SimpleGrid>
      )}
    </RecordForm>
  );
}
