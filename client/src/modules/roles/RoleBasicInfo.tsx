import { useMemo } from 'react';
import { Messages, type UserRole } from '@canopy/shared';
import { ApiError } from '../../kernel/api/errors';
import { RecordForm } from '../../ui/RecordForm';
import { RoleFields, roleValidation } from './RoleFields';
import { saveRole } from './mutations';
import type { LandingPageOption } from './queries';
import type { VersionChain } from './useVersionChain';

export interface RoleBasicInfoProps {
  role: UserRole;
  landingPages: LandingPageOption[] | undefined;
  readOnly: boolean;
  chain: VersionChain;
  onRoleChange: (role: UserRole) => void;
  onDirtyChange?: (dirty: boolean) => void;
}

type BasicValues = { Id: number; Name: string; LandingPageId: number | null; Version: number };

export function RoleBasicInfo(props: RoleBasicInfoProps) {
  const { role, landingPages, readOnly, chain, onRoleChange, onDirtyChange } = props;
  const record = useMemo<BasicValues>(
    () => ({ Id: role.Id, Name: role.Name, LandingPageId: role.LandingPageId, Version: role.Version }),
    [role.Id, role.Name, role.LandingPageId, role.Version],
  );

  async function submit(values: BasicValues): Promise<BasicValues> {
    const sent = chain.latest(values.Version);
    const body = {
      Id: values.Id,
      Name: values.Name.trim(),
      LandingPageId: values.LandingPageId!,
      Version: sent,
    };
    const saved = await saveRole(body).catch((error: unknown) => {
      // The claims part shows the server's record at once; this form asks the user (RecordForm).
      if (error instanceof ApiError && error.isConflict && error.data) onRoleChange(error.data as UserRole);
      throw error;
    });
    chain.record(sent, saved.Version);
    onRoleChange(saved);
    return { Id: saved.Id, Name: saved.Name, LandingPageId: saved.LandingPageId, Version: saved.Version };
  }

  return (
    <RecordForm<BasicValues>
      record={record}
      onSubmit={submit}
      validate={roleValidation}
      successMessage={Messages.RoleSaved}
      errorMessage={Messages.ErrorSavingRole}
      readOnly={readOnly}
      onDirtyChange={onDirtyChange}
    >
      {(form) => <RoleFields form={form} landingPages={landingPages} />}
    </RecordForm>
  );
}
