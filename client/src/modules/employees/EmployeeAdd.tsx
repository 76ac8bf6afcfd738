import {
  Checkbox,
  Divider,
  MultiSelect,
  Paper,
  Select,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { JobTitleList, Messages } from '@canopy/shared';
import { useReturnPages } from '../../kernel/session/returnPages';
import { RecordForm } from '../../ui/RecordForm';
import { BLANK_EMPLOYEE, checkJobAndBranch, createBody, passwordOptional, type AddValues } from './addValues';
import { PortalFields } from './PortalFields';
import { confirmationError, passwordError, roleError, usernameError } from './portalRules';
import { createEmployee } from './mutations';
import { useBranchOptions } from './useBranchOptions';

const JOB_TITLES = JobTitleList.map((t) => ({ value: String(t.Id), label: t.Name }));
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const required = (label: string) => (v: string) => (v.trim() ? null : `${label} is required.`);
const whenPortal = (check: (v: string, all: AddValues) => string | null) => (v: string, all: AddValues) =>
  all.PortalAccess ? check(v, all) : null;

export function EmployeeAdd() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const popReturnPage = useReturnPages((s) => s.pop);
  const branches = useBranchOptions();

  async function create(values: AddValues): Promise<AddValues> {
    checkJobAndBranch(values);
    const created = await createEmployee(queryClient, createBody(values));
    return { ...values, Id: created.Id };
  }

  return (
    <Stack maw={820} gap="sm">
      <Title order={1} size="h3">
        Add Employee
      </Title>
      <Paper withBorder p="md">
        <RecordForm<AddValues>
          record={BLANK_EMPLOYEE}
          onSubmit={create}
          submitLabel="Create employee"
          successMessage="Employee created"
          onCancel={() => void navigate({ href: popReturnPage() ?? '/employees/' })}
          // The new employee's screen replaces this form in the history: Back should not reopen it.
          onSaved={(saved) =>
            void navigate({ to: '/employees/info', search: { id: saved.Id! }, replace: true })
          }
          validate={{
            FirstName: required('First name'),
            LastName: required('Last name'),
            Email: (v, all) => {
              if (v.trim() && !EMAIL.test(v.trim())) return Messages.InvalidEmail;
              if (all.PortalAccess && all.SendEmail && !v.trim())
                return 'An e-mail address is needed to send the welcome e-mail.';
              return null;
            },
            Username: whenPortal(usernameError),
            UserRoleId: (v, all) => (all.PortalAccess ? roleError(v) : null),
            Password: whenPortal((v, all) => (passwordOptional(all) ? null : passwordError(v))),
            Confirmation: whenPortal((v, all) =>
              passwordOptional(all) ? null : confirmationError(v, all.Password),
            ),
          }}
        >
          {(form) => {
            const v = form.getValues();
            return (
              <>
                <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
                  <TextInput
                    label="First name"
                    required
                    maxLength={100}
                    {...form.getInputProps('FirstName')}
                  />
                  <TextInput label="Last name" required maxLength={100} {...form.getInputProps('LastName')} />
                  <TextInput label="E-mail" type="email" maxLength={320} {...form.getInputProps('Email')} />
                  <MultiSelect
                    label="Job titles"
                    required
                    data={JOB_TITLES}
                    {...form.getInputProps('JobTitleIds')}
                  />
                  <Select
                    label="Primary branch"
                    required
                    searchable
                    data={branches.options}
                    {...form.getInputProps('PrimaryBranchId')}
                  />
                </SimpleGrid>
                <Divider label="Portal access" labelPosition="left" />
                <Checkbox
                  label="Give portal access (a sign-in to Canopy)"
                  {...form.getInputProps('PortalAccess', { type: 'checkbox' })}
                />
                {v.PortalAccess && (
                  <>
                    <PortalFields
                      form={form}
                      withPassword
                      passwordDescription={
                        v.SendEmail ? 'Optional: the e-mail lets them choose one.' : undefined
                      }
                    />
                    <Checkbox
                      label="Send e-mail"
                      description="E-mails a welcome link to choose a password and sign in."
                      {...form.getInputProps('SendEmail', { type: 'checkbox' })}
                    />
                  </>
                )}
                {!v.PortalAccess && (
                  <Text size="xs" c="dimmed">
                    Without portal access the employee can be scheduled and paid but cannot sign in.
                  </Text>
                )}
              </>
            );
          }}
        </RecordForm>
      </Paper>
    </Stack>
  );
}
