import type { Employee } from '@canopy/shared';

export type PortalValues = {
  Version: number | null;
  Username: string;
  UserRoleId: string | null;
  ChangePassword: boolean;
  Password: string;
  Confirmation: string;
};

export const toPortal = (e: Employee): PortalValues => ({
  Version: e.PortalAccessVersion,
  Username: e.Username ?? '',
  UserRoleId: e.UserRoleId == null ? null : String(e.UserRoleId),
  ChangePassword: false,
  Password: '',
  Confirmation: '',
});

/** A password goes only when the sign-in is being created or "change password" is ticked. */
export const settingPassword = (e: Employee, v: PortalValues) => !e.HasPortalAccess || v.ChangePassword;

export const portalBody = (e: Employee, v: PortalValues, resetPassword = false) => {
  const withPassword = settingPassword(e, v) && !resetPassword;
  return {
    Version: v.Version,
    Username: v.Username.trim(),
    UserRoleId: v.UserRoleId ? Number(v.UserRoleId) : null,
    ChangePassword: withPassword && e.HasPortalAccess,
    ResetPassword: resetPassword,
    ...(withPassword ? { Password: v.Password, Confirmation: v.Confirmation } : {}),
  };
};
