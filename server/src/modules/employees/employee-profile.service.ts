import type { Static } from 'typebox';
import {
  Messages,
  MIN_PASSWORD_LENGTH,
  normalizePhones,
  type BasicInfo,
  type Certification,
  type ContactInfo,
  type EmergencyContactsInfo,
  type GeographicInfo,
  type PortalAccess,
  type WageInfo,
  type WorkInfo,
  usernameProblem,
} from '@canopy/shared';
import type { Db } from '../../platform/db';
import { saveIfCurrent } from '../../platform/db/versioned';
import { requireClaim, type AuthContext } from '../../platform/auth/context';
import { hashPassword } from '../../platform/auth/passwords';
import { conflict, forbidden, formErrors, notFound, ValidationError } from '../../platform/errors';
import type { Upload } from '../../platform/files/files';
import { IMAGE_KINDS } from '../../platform/files/sniff';
import { moneyToCents } from './employees.mapper';
import type { EmployeesDeps, EmployeesService } from './employees.service';
import { employeeWritesRepo, type EmployeeRowsTable } from './employee-writes.repo';
import { employeesRepo } from './employees.repo';
import { employeeAccess as access } from './employees.access';

type Right = 'editBasic' | 'editOwn' | 'editFull';

/** Saves of one employee's tabs. Each save is versioned and replaces its child rows in one transaction. */
export function employeeProfileService(deps: EmployeesDeps, employees: EmployeesService) {
  const { db, files } = deps;
  const repo = employeesRepo(db);
  const writes = employeeWritesRepo(db);

  async function allowed(auth: AuthContext, id: number, right: Right) {
    const e = await employees.load(auth, id);
    if (!e.rights[right]) throw forbidden();
    return e;
  }

  /** Bumps the version (409 with the current employee when stale), then runs the child-row writes. */
  async function versioned(
    auth: AuthContext,
    id: number,
    version: number,
    values: Record<string, unknown>,
    children?: (trx: Db) => Promise<void>,
  ) {
    // The current record for a 409 is read after the transaction: SQLite has one connection.
    const saved = await db.transaction().execute(async (trx) => {
      if (!(await saveIfCurrent(trx, 'employees', id, version, values))) return false;
      if (children) await children(trx);
      return true;
    });
    if (!saved) throw conflict(await employees.get(auth, id));
    return employees.get(auth, id);
  }

  const replace = <T extends object>(trx: Db, table: EmployeeRowsTable, id: number, rows: T[]) =>
    employeeWritesRepo(trx).replaceRows(table, id, rows);

  return {
    async basicInfo(auth: AuthContext, id: number, req: Static<typeof BasicInfo>) {
      requireClaim(auth, access.view);
      await allowed(auth, id, 'editBasic');
      return versioned(auth, id, req.Version, {
        first_name: req.FirstName.trim(),
        last_name: req.LastName.trim(),
      });
    },

    async contactInfo(auth: AuthContext, id: number, req: Static<typeof ContactInfo>) {
      requireClaim(auth, access.view);
      await allowed(auth, id, 'editOwn');
      const email = req.Email?.trim() || null;
      if (email && !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email))
        throw new ValidationError({ Email: [Messages.InvalidEmail] });
      const phones = normalizePhones(req.EmployeePhoneNumbers, 3);
      return versioned(
        auth,
        id,
        req.Version,
        {
          email,
          address: req.Address ?? null,
          city: req.City ?? null,
          state: req.State ?? null,
          zip: req.Zip ?? null,
        },
        (trx) =>
          replace(
            trx,
            'employee_phones',
            id,
            phones.map((p) => ({
              phone: p.Phone,
              extension: p.Extension,
              is_preferred: p.IsPreferred ? 1 : 0,
              phone_type_id: p.PhoneTypeId,
            })),
          ),
      );
    },

    async geographic(auth: AuthContext, id: number, req: Static<typeof GeographicInfo>) {
      requireClaim(auth, access.view);
      await allowed(auth, id, 'editOwn');
      const rows = req.GeographicAssignments.filter(
        (g) => g.City?.trim() || g.State?.trim() || g.Zip?.trim(),
      ).map((g) => ({
        city: g.City?.trim() || null,
        state: g.State?.trim().toUpperCase() || null,
        zip: g.Zip?.trim() || null,
      }));
      return versioned(auth, id, req.Version, {}, (trx) => replace(trx, 'employee_geographic', id, rows));
    },

    async emergencyContacts(auth: AuthContext, id: number, req: Static<typeof EmergencyContactsInfo>) {
      requireClaim(auth, access.view);
      await allowed(auth, id, 'editOwn');
      const rows = req.EmergencyContacts.filter((c) => c.Name.trim() || c.Phone.trim()).map((c) => ({
        name: c.Name.trim(),
        phone: c.Phone.trim(),
      }));
      if (rows.some((r) => !r.name || !r.phone))
        throw new ValidationError({
          EmergencyContacts: ['Each emergency contact needs a name and a phone.'],
        });
      return versioned(auth, id, req.Version, {}, (trx) =>
        replace(trx, 'employee_emergency_contacts', id, rows),
      );
    },

    async workInfo(auth: AuthContext, id: number, req: Static<typeof WorkInfo>) {
      requireClaim(auth, access.view);
      await allowed(auth, id, 'editFull');
      if (!req.JobTitleIds.length || !req.PrimaryBranchId)
        throw new ValidationError(
          { Service: [Messages.EmployeeNeedsJobAndBranch] },
          Messages.EmployeeNeedsJobAndBranch,
        );
      if (req.WorkShifts.some((s) => s.Day === 0 || s.TimeEnd <= s.TimeStart))
        throw new ValidationError({ WorkShifts: [Messages.WorkShiftTimes] });
      const branchIds = req.AssignedToAllBranches
        ? await repo.allBranchIds()
        : [...new Set([req.PrimaryBranchId, ...req.BranchIds])];
      return versioned(
        auth,
        id,
        req.Version,
        {
          primary_branch_id: req.PrimaryBranchId,
          assigned_to_all_branches: req.AssignedToAllBranches ? 1 : 0,
          crew: req.Crew ? 1 : 0,
          is_sales_rep: req.IsSalesRep ? 1 : 0,
          receives_commission: req.ReceivesCommission ? 1 : 0,
          employee_override_commission: req.EmployeeOverrideCommission ? 1 : 0,
          sales_territory_id: req.SalesTerritoryId ?? null,
          date_start: req.DateStart ?? null,
          date_review: req.DateReview ?? null,
          ...(req.StatusId ? { status_id: req.StatusId } : {}),
        },
        async (trx) => {
          await employeeWritesRepo(trx).replaceJobTitles(id, req.JobTitleIds);
          await employeeWritesRepo(trx).replaceBranches(id, branchIds);
          await replace(
            trx,
            'employee_work_shifts',
            id,
            req.WorkShifts.map((s) => ({ day: s.Day, time_start: s.TimeStart, time_end: s.TimeEnd })),
          );
        },
      );
    },

    async wage(auth: AuthContext, id: number, req: Static<typeof WageInfo>) {
      requireClaim(auth, access.view);
      await allowed(auth, id, 'editFull');
      return versioned(auth, id, req.Version, {
        hourly_wage_cents: moneyToCents(req.HourlyWage),
        decrease_supplemental_amount_cents: moneyToCents(req.DecreaseSupplementalAmount),
      });
    },

    async portalAccess(auth: AuthContext, id: number, req: PortalAccess) {
      requireClaim(auth, access.full);
      const { row } = await allowed(auth, id, 'editFull');
      const user = await repo.user(id);
      const username = req.Username?.trim() ?? '';
      const problems = formErrors();
      const nameProblem = usernameProblem(username);
      if (nameProblem) problems.add('Username', nameProblem);
      else if (await repo.usernameTaken(username, user?.id)) problems.add('Username', Messages.UsernameTaken);
      if (!req.UserRoleId) problems.add('UserRoleId', 'Please choose a role.');
      const settingPassword = !user || req.ChangePassword;
      if (settingPassword) {
        if ((req.Password ?? '').length < MIN_PASSWORD_LENGTH)
          problems.add('Password', Messages.PasswordTooShort);
        else if (req.Password !== req.Confirmation)
          problems.add('Confirmation', Messages.PasswordsDoNotMatch);
      }
      if (req.ResetPassword && !row.email) problems.add('Service', Messages.EmployeeHasNoEmail);
      problems.check();
      const hash = settingPassword ? await hashPassword(req.Password!) : null;
      let userId: number;
      if (!user) {
        userId = await writes.addUser({
          employee_id: id,
          username,
          password_hash: hash!,
          role_id: req.UserRoleId!,
        });
      } else {
        userId = user.id;
        const saved = await db.transaction().execute(async (trx) => {
          const ok = await saveIfCurrent(trx, 'users', user.id, req.Version ?? user.version, {
            username,
            role_id: req.UserRoleId!,
            ...(hash ? { password_hash: hash } : {}),
          });
          // A new password set by an administrator ends the sessions opened with the old one.
          if (ok && hash) await employeeWritesRepo(trx).revokeSessions(user.id, new Date().toISOString());
          return ok;
        });
        if (!saved) throw conflict(await employees.get(auth, id));
      }
      if (req.ResetPassword) await deps.sendPasswordLink(userId, 'reset');
      return employees.get(auth, id);
    },

    async removePortalAccess(auth: AuthContext, id: number) {
      requireClaim(auth, access.full);
      await allowed(auth, id, 'editFull');
      await writes.removeUser(id);
      return employees.get(auth, id);
    },

    async setRole(auth: AuthContext, authUserId: number, roleId: number) {
      requireClaim(auth, access.full);
      const user = await repo.userById(authUserId);
      if (!user) throw notFound();
      await allowed(auth, user.employee_id, 'editFull');
      if (!(await repo.roleExists(roleId)))
        throw new ValidationError({ UserRoleId: ['Please choose a role.'] });
      await writes.setRole(authUserId, roleId);
      return employees.get(auth, user.employee_id);
    },

    async saveCertification(auth: AuthContext, id: number, req: Certification) {
      requireClaim(auth, access.view);
      await allowed(auth, id, 'editOwn');
      const values = {
        certification_type_id: req.CertificationTypeId,
        status_id: req.StatusId ?? 1,
        standard_certification_id: req.StandardCertificationId ?? null,
        name: req.Name.trim(),
        // The spec keeps credits as whole numbers, floored.
        credits: Math.floor(req.Credits ?? 0),
        notes: req.Notes ?? null,
        date_achieved: req.DateAchieved ?? null,
        date_expires: req.DateExpires ?? null,
      };
      if (values.date_achieved && values.date_expires && values.date_expires < values.date_achieved) {
        throw new ValidationError({ DateExpires: ['The expiry date cannot be before the date achieved.'] });
      }
      if (req.Id) {
        if (!(await writes.saveCertification(id, req.Id, values))) throw notFound();
      } else {
        await writes.addCertification(id, values);
      }
      return employees.get(auth, id);
    },

    async removeCertification(auth: AuthContext, id: number, certificationId: number) {
      requireClaim(auth, access.view);
      await allowed(auth, id, 'editOwn');
      if (!(await writes.removeCertification(id, certificationId))) throw notFound();
      return employees.get(auth, id);
    },

    /** Photo (already cropped to 200×200 by the browser) or signature: replaces the previous file. */
    async setImage(auth: AuthContext, id: number, which: 'photo' | 'signature', uploads: Upload[]) {
      requireClaim(auth, access.view);
      const { row } = await allowed(auth, id, 'editOwn');
      const column = which === 'photo' ? 'photo_file_id' : 'signature_file_id';
      const fileId = await files.save(
        uploads[0]!,
        which === 'signature' ? ['png'] : IMAGE_KINDS,
        auth.userId,
      );
      await writes.setFile(id, column, fileId);
      const old = row[column];
      if (old) await files.remove(old);
      return employees.get(auth, id);
    },
  };
}
export type EmployeeProfileService = ReturnType<typeof employeeProfileService>;
