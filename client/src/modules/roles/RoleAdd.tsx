import { Paper, Text } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { Messages } from '@canopy/shared';
import { RecordForm } from '../../ui/RecordForm';
import { RoleFields, roleValidation, type RoleFieldValues } from './RoleFields';
import { RolePageHeader } from './RolePageHeader';
import { createRole } from './mutations';
import { fetchLandingPages, roleKeys } from './queries';
import { useBackToRoles } from './useBackToRoles';

const blank: RoleFieldValues & { Id?: number } = { Name: '', LandingPageId: null };

/** Name and landing page first; the claims are set on the role's page that opens next. */
export function RoleAdd() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const back = useBackToRoles();
  const landingPages = useQuery({
    queryKey: roleKeys.landingPages,
    queryFn: fetchLandingPages,
    staleTime: Infinity,
    meta: { errorMessage: Messages.ErrorLoadingRole },
  });

  async function submit(values: typeof blank) {
    const role = await createRole(queryClient, {
      Name: values.Name.trim(),
      LandingPageId: values.LandingPageId!,
    });
    return { ...values, Id: role.Id };
  }

  return (
    <>
      <RolePageHeader title="Add Role" onBack={() => back()} />
      <Paper withBorder p="sm" maw={720}>
        <RecordForm
          record={blank}
          onSubmit={submit}
          validate={roleValidation}
          successMessage={Messages.RoleCreated}
          errorMessage={Messages.ErrorSavingRole}
          submitLabel="Create role"
          onCancel={() => back()}
          // The add page is replaced, so Back on the new role's page returns to the list.
          onSaved={(saved) => void navigate({ href: `/roles/info?id=${saved.Id}`, replace: true })}
        >
          {(form) => (
            <>
              <RoleFields form={form} landingPages={landingPages.data} autoFocus />
              <Text size="xs" c="dimmed">
                The role starts with no claims; choose them on its page once it is created.
              </Text>
            </>
          )}
        </RecordForm>
      </Paper>
    </>
  );
}
