import { MultiSelect, Stack, Textarea } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { ServiceGroupList } from '@canopy/shared';
import type { BranchFormValues } from './branchForm';

export type BranchServiceGroupsFieldProps = {
  form: UseFormReturnType<BranchFormValues>;
};

const OPTIONS = ServiceGroupList.map((g) => ({ value: g.Id, label: g.Name }));

/** The service groups the branch offers, and the branch's own text for each chosen one. */
export function BranchServiceGroupsField({ form }: BranchServiceGroupsFieldProps) {
  const { ServiceGroups, Contents } = form.values;
  const chosen = ServiceGroupList.filter((g) => ServiceGroups.includes(g.Id));

  return (
    <Stack gap="xs">
      <MultiSelect<number>
        label="Service groups"
        placeholder={ServiceGroups.length ? undefined : 'None'}
        data={OPTIONS}
        clearable
        value={ServiceGroups}
        onChange={(ids) =>
          form.setFieldValue(
            'ServiceGroups',
            [...ids].sort((a, b) => a - b),
          )
        }
        error={form.errors.ServiceGroups}
      />
      {chosen.map((g) => (
        <Textarea
          key={g.Id}
          label={`${g.Name} content`}
          description="This branch's text for the service group"
          autosize
          minRows={2}
          maxRows={10}
          value={Contents[g.Id] ?? ''}
          onChange={(e) => form.setFieldValue('Contents', { ...Contents, [g.Id]: e.currentTarget.value })}
        />
      ))}
    </Stack>
  );
}
