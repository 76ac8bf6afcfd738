import { Group, Select, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { isBuilt } from '../../app/routes/built';
import type { LandingPageOption } from './queries';

export interface RoleFieldValues {
  Name: string;
  LandingPageId: number | null;
}

export interface RoleFieldsProps<T extends RoleFieldValues> {
  form: UseFormReturnType<T>;
  landingPages: LandingPageOption[] | undefined;
  autoFocus?: boolean;
}

export const roleValidation = {
  Name: (v: string) => (v.trim() ? null : 'Please enter a role name.'),
  LandingPageId: (v: number | null) => (v ? null : 'Please choose a landing page.'),
};

/**
 * The landing pages to choose from: those whose screen is built, so a role never sends its users to
 * "Coming soon". A role that already lands on another keeps showing it, greyed, until changed.
 */
function landingPageChoices(pages: LandingPageOption[], current: number | null) {
  return pages
    .filter((p) => isBuilt(p.Path) || p.Id === current)
    .map((p) => ({ value: p.Id, label: p.Name, disabled: !isBuilt(p.Path) }));
}

/** Name and landing page, shared by the add screen and the role's basic info. */
export function RoleFields<T extends RoleFieldValues>({ form, landingPages, autoFocus }: RoleFieldsProps<T>) {
  const f = form as unknown as UseFormReturnType<RoleFieldValues>;
  return (
    <Group align="flex-start" grow wrap="wrap">
      <TextInput
        label="Name"
        required
        maxLength={100}
        autoFocus={autoFocus}
        miw={220}
        {...f.getInputProps('Name')}
      />
      <Select<number>
        label="Landing page"
        required
        miw={220}
        placeholder={landingPages ? 'Choose a page' : 'Loading…'}
        data={landingPageChoices(landingPages ?? [], f.values.LandingPageId)}
        allowDeselect={false}
        {...f.getInputProps('LandingPageId')}
      />
    </Group>
  );
}
