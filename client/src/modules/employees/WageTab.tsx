import { useMemo } from 'react';
import { Group } from '@mantine/core';
import { Messages } from '@canopy/shared';
import { CurrencyInput } from '../../ui/inputs';
import { RecordForm } from '../../ui/RecordForm';
import type { EmployeeTabProps } from './tabProps';
import { toWage, wageBody, type WageValues } from './tabValues';
import { saveWage } from './mutations';
import { useTabSubmit } from './useEmployeeSave';

/** The server's ceiling for money fields, in cents. */
const MAX_CENTS = 100_000_000;

/** Shown only with Rights.viewWage; saved only with Employee Full. */
export function WageTab({ employee, onDirtyChange }: EmployeeTabProps) {
  const record = useMemo(() => toWage(employee), [employee]);
  const id = employee.Id;
  const submit = useTabSubmit((qc, v: WageValues) => saveWage(qc, id, wageBody(v)), toWage);
  return (
    <RecordForm<WageValues>
      record={record}
      onSubmit={submit}
      readOnly={!employee.Rights.editFull}
      onDirtyChange={onDirtyChange}
      successMessage={Messages.UpdatedSuccessfully}
    >
      {(form) => (
        <Group grow align="flex-start" maw={560}>
          <CurrencyInput label="Hourly wage" min={0} max={MAX_CENTS} {...form.getInputProps('HourlyWage')} />
          <CurrencyInput
            label="Decrease supplemental amount"
            min={0}
            max={MAX_CENTS}
            {...form.getInputProps('DecreaseSupplementalAmount')}
          />
        </Group>
      )}
    </RecordForm>
  );
}
