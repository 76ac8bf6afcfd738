import { useMemo } from 'react';
import { Checkbox, Divider, Group, MultiSelect, Select, SimpleGrid } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { JobTitleList, Messages } from '@canopy/shared';
import { DateInput } from '../../ui/inputs';
import { RecordForm } from '../../ui/RecordForm';
import { salesTerritoriesQuery } from './queries';
import type { EmployeeTabProps } from './tabProps';
import { toWork, workBody, type WorkValues } from './tabValues';
import { useBranchOptions } from './useBranchOptions';
import { saveWorkInfo } from './mutations';
import { useTabSubmit } from './useEmployeeSave';
import { WorkShiftRows } from './WorkShiftRows';

const JOB_TITLES = JobTitleList.map((t) => ({ value: String(t.Id), label: t.Name }));

/** Work info and work shifts: Employee Full only. */
export function WorkInfoTab({ employee, onDirtyChange }: EmployeeTabProps) {
  const record = useMemo(() => toWork(employee), [employee]);
  const id = employee.Id;
  const submit = useTabSubmit((qc, v: WorkValues) => saveWorkInfo(qc, id, workBody(v)), toWork);
  const readOnly = !employee.Rights.editFull;
  const branches = useBranchOptions(employee.EmployeeBranches);
  const territories = useQuery(salesTerritoriesQuery);
  const territoryOptions = useMemo(() => {
    const groups = new Map<string, { value: string; label: string }[]>();
    for (const t of territories.data ?? []) {
      const group = branches.names.get(String(t.BranchId)) ?? 'Other branches';
      groups.set(group, [...(groups.get(group) ?? []), { value: String(t.Id), label: t.Name }]);
    }
    return [...groups].map(([group, items]) => ({ group, items }));
  }, [territories.data, branches.names]);

  return (
    <RecordForm<WorkValues>
      record={record}
      onSubmit={submit}
      readOnly={readOnly}
      onDirtyChange={onDirtyChange}
      successMessage={Messages.UpdatedSuccessfully}
      validate={{
        JobTitleIds: (v) => (v.length ? null : 'Select at least one job title.'),
        PrimaryBranchId: (v) => (v ? null : 'Select the primary branch.'),
      }}
    >
      {(form) => {
        const v = form.getValues();
        return (
          <>
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
              <MultiSelect
                label="Job titles"
                data={JOB_TITLES}
                required
                {...form.getInputProps('JobTitleIds')}
              />
              <Select
                label="Primary branch"
                data={branches.options}
                required
                searchable
                allowDeselect={false}
                {...form.getInputProps('PrimaryBranchId')}
              />
              <MultiSelect
                label="Branches"
                description="The primary branch is always included."
                data={branches.options}
                searchable
                disabled={v.AssignedToAllBranches}
                placeholder={v.AssignedToAllBranches ? 'All branches' : undefined}
                {...form.getInputProps('BranchIds')}
              />
              <Select
                label="Sales territory"
                data={territoryOptions}
                clearable
                searchable
                {...form.getInputProps('SalesTerritoryId')}
              />
              <DateInput label="Start date" {...form.getInputProps('DateStart')} />
              <DateInput label="Review date" {...form.getInputProps('DateReview')} />
            </SimpleGrid>
            <Group gap="lg">
              <Checkbox
                label="All branches"
                {...form.getInputProps('AssignedToAllBranches', { type: 'checkbox' })}
              />
              <Checkbox label="Crew" {...form.getInputProps('Crew', { type: 'checkbox' })} />
              <Checkbox label="Sales rep" {...form.getInputProps('IsSalesRep', { type: 'checkbox' })} />
              <Checkbox
                label="Receives commission"
                {...form.getInputProps('ReceivesCommission', { type: 'checkbox' })}
              />
              <Checkbox
                label="Override commission"
                {...form.getInputProps('EmployeeOverrideCommission', { type: 'checkbox' })}
              />
            </Group>
            <Divider />
            <WorkShiftRows form={form} readOnly={readOnly} />
          </>
        );
      }}
    </RecordForm>
  );
}
