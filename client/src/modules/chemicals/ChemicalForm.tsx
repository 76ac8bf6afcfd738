import { useRef } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { centsToDollars, chemicalFormProblems } from '@canopy/shared';
import { RecordForm } from '../../ui/RecordForm';
import { toFormValues, type ChemicalFormValues } from './chemicalForm';
import { ChemicalFields } from './ChemicalFields';
import { ChemicalMessages } from './messages';
import { submitChemical } from './submitChemical';

export type ChemicalFormProps = {
  record: ChemicalFormValues;
  readOnly?: boolean;
  onSaved?: (saved: ChemicalFormValues) => void;
  onDirtyChange?: (dirty: boolean) => void;
  /** Called after Cancel has put the record back (the add page leaves). */
  onCancel?: () => void;
  submitLabel?: string;
};

/** The shared rules of the chemical form (shared/chemicals), first message per field. */
function validate(v: ChemicalFormValues): Record<string, string> {
  const problems = chemicalFormProblems({
    Name: v.Name,
    StatusId: v.StatusId,
    MixRate: v.MixRate,
    TemperatureRangeLow: v.TemperatureRangeLow,
    TemperatureRangeHigh: v.TemperatureRangeHigh,
    ChemicalUpCharge: centsToDollars(v.ChemicalUpCharge ?? 0),
  });
  return Object.fromEntries(Object.entries(problems).map(([field, messages]) => [field, messages[0]!]));
}

export function ChemicalForm({
  record,
  readOnly,
  onSaved,
  onDirtyChange,
  onCancel,
  submitLabel,
}: ChemicalFormProps) {
  const queryClient = useQueryClient();
  const acceptedName = useRef<string | null>(null);
  const isNew = record.Id === 0;

  async function submit(values: ChemicalFormValues) {
    return toFormValues(await submitChemical(values, { loaded: record, queryClient, acceptedName }));
  }

  return (
    <RecordForm<ChemicalFormValues>
      record={record}
      onSubmit={submit}
      validate={validate}
      readOnly={readOnly}
      onDirtyChange={onDirtyChange}
      onCancel={onCancel}
      onSaved={onSaved}
      successMessage={isNew ? ChemicalMessages.Created : ChemicalMessages.Updated}
      errorMessage={isNew ? ChemicalMessages.CreateFailed : ChemicalMessages.UpdateFailed}
      submitLabel={submitLabel}
    >
      {(form) => <ChemicalFields form={form} />}
    </RecordForm>
  );
}
