import { Messages } from '@canopy/shared';
import { ApiError } from '../../kernel/api/errors';

export type AddValues = {
  Id?: number;
  FirstName: string;
  LastName: string;
  Email: string;
  JobTitleIds: string[];
  PrimaryBranchId: string | null;
  PortalAccess: boolean;
  Username: string;
  Password: string;
  Confirmation: string;
  UserRoleId: string | null;
  SendEmail: boolean;
};

export const BLANK_EMPLOYEE: AddValues = {
  FirstName: '',
  LastName: '',
  Email: '',
  JobTitleIds: [],
  PrimaryBranchId: null,
  PortalAccess: false,
  Username: '',
  Password: '',
  Confirmation: '',
  UserRoleId: null,
  SendEmail: false,
};

/**
 * The spec's rule for creating an employee, checked before the call. It fails the way the server
 * does (the message under Service, the fields marked), so the form shows it the same way.
 */
export function checkJobAndBranch(v: AddValues): void {
  const fields: Record<string, string[]> = {};
  if (!v.JobTitleIds.length) fields.JobTitleIds = ['Select at least one job title.'];
  if (!v.PrimaryBranchId) fields.PrimaryBranchId = ['Select the primary branch.'];
  if (Object.keys(fields).length) {
    throw new ApiError(400, Messages.EmployeeNeedsJobAndBranch, {
      Service: [Messages.EmployeeNeedsJobAndBranch],
      ...fields,
    });
  }
}

/** A password is optional only when the welcome e-mail lets the employee choose one. */
export const passwordOptional = (v: AddValues) => v.SendEmail && !v.Password;

export const createBody = (v: AddValues) => ({
  User: {
    FirstName: v.FirstName.trim(),
    LastName: v.LastName.trim(),
    Email: v.Email.trim() || null,
    JobTitleIds: v.JobTitleIds.map(Number),
    PrimaryBranchId: v.PrimaryBranchId ? Number(v.PrimaryBranchId) : null,
  },
  ...(v.PortalAccess
    ? {
        Username: v.Username.trim(),
        Password: v.Password || null,
        UserRoleId: v.UserRoleId ? Number(v.UserRoleId) : null,
        SendEmail: v.SendEmail,
      }
    : { SendEmail: false }),
});
