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
} from '@canopy/shared';
import type { Db } from '../../platform/db';
import { saveIfCurrent } from '../../platform/db/versioned';
import type { AuthContext } from '../../platform/auth/context';
import { hashPassword } from '../../platform/auth/passwords';
import { conflict, forbidden, notFound, ValidationError } from '../../platform/errors';
import type { Upload } from '../../platform/files/files';
import { IMAGE_KINDS } from '../../platform/files/sniff';
import { moneyToCents } from './employees.mapper';
import type { EmployeesDeps, EmployeesService } from './employees.service';
import { employeesRepo } from './employees.repo';

type Right = 'editBasic' | 'editOwn' | 'editFull';

/** Saves of one employee's tabs. Each save is versioned and replaces its child rows in one transaction. */
export function employeeProfileService(deps: EmployeesDeps, employees: EmployeesService) {
  const { db, files } = deps;
  const repo = employeesRepo(db);

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

  async function replace<T>(
    trx: Db,
    table: 'employee_phones' | 'employee_geographic' | 'employee_emergency_contacts' | 'employee_work_shifts',
    id: number,
    rows: T[],
  ) {
    await trx.deleteFrom(table).where('employee_id', '=', id).execute();
    if (rows.length)
      await (trx.insertInto(table) as any).values(rows.map((r) => ({ ...r, employee_id: id }))).execute();
  }

  return {
    async basicInfo(auth: AuthContext, id: number, req: Static<typeof BasicInfo>) {
      await allowed(auth, id, 'editBasic');
      return versioned(auth, id, req.Version, {
        first_name: req.FirstName.trim(),
        last_name: req.LastName.trim(),
      });
    },

    async contactInfo(auth: AuthContext, id: number, req: Static<typeof ContactInfo>) {
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
      await allowed(auth, id, 'editFull');
      if (!req.JobTitleIds.length || !req.PrimaryBranchId)
        throw new ValidationError(
          { Service: [Messages.EmployeeNeedsJobAndBranch] },
          Messages.EmployeeNeedsJobAndBranch,
        );
      if (req.WorkShifts.some((s) => s.Day === 0 || s.TimeEnd <= s.TimeStart))
        throw new ValidationError({ WorkShifts: [Messages.WorkShiftTimes] });
      const branchIds = req.AssignedToAllBranches
        ? (await db.selectFrom('branches').select('id').execute()).map((b) => b.id)
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
          await trx.deleteFrom('employee_job_titles').where('employee_id', '=', id).execute();
          await trx
            .insertInto('employee_job_titles')
            .values([...new Set(req.JobTitleIds)].map((t) => ({ employee_id: id, job_title_id: t })))
            .execute();
          await trx.deleteFrom('employee_branches').where('employee_id', '=', id).execute();
          await trx
            .insertInto('employee_branches')
            .values(branchIds.map((b) => ({ employee_id: id, branch_id: b })))
            .execute();
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
      await allowed(auth, id, 'editFull');
      return versioned(auth, id, req.Version, {
        hourly_wage_cents: moneyToCents(req.HourlyWage),
        decrease_supplemental_amount_cents: moneyToCents(req.DecreaseSupplementalAmount),
      });
    },

    async portalAccess(auth: AuthContext, id: number, req: PortalAccess) {
      const { row } = await allowed(auth, id, 'editFull');
      const user = await repo.user(id);
      const username = req.Username?.trim() ?? '';
      const problems: Record<string, string[]> = {};
      if (username.length < 3) problems.Username = ['Username must be at least 3 characters.'];
      else if (await repo.usernameTaken(username, user?.id)) problems.Username = [Messages.UsernameTaken];
      if (!req.UserRoleId) problems.UserRoleId = ['Please choose a role.'];
      const settingPassword = !user || req.ChangePassword;
      if (settingPassword) {
        if ((req.Password ?? '').length < MIN_PASSWORD_LENGTH)
          problems.Password = [Messages.PasswordTooShort];
        else if (req.Password !== req.Confirmation) problems.Confirmation = [Messages.PasswordsDoNotMatch];
      }
      if (req.ResetPassword && !row.email) problems.Service = [Messages.EmployeeHasNoEmail];
      if (Object.keys(problems).length) throw new ValidationError(problems);
      const hash = settingPassword ? await hashPassword(req.Password!) : null;
      let userId: number;
      if (!user) {
        userId = (
          await db
            .insertInto('users')
            .values({ employee_id: id, username, password_hash: hash!, role_id: req.UserRoleId! })
            .returning('id')
            .executeTakeFirstOrThrow()
        ).id;
      } else {
        userId = user.id;
        const saved = await db.transaction().execute(async (trx) => {
          const ok = await saveIfCurrent(trx, 'users', user.id, req.Version ?? user.version, {
            username,
            role_id: req.UserRoleId!,
            ...(hash ? { password_hash: hash } : {}),
          });
          // A new password set by an administrator ends the sessions opened with the old one.
          if (ok && hash)
            await trx
              .updateTable('sessions')
              .set({ revoked_at: new Date().toISOString() })
              .where('user_id', '=', user.id)
              .where('revoked_at', 'is', null)
              .execute();
          return ok;
        });
        if (!saved) throw conflict(await employees.get(auth, id));
      }
      if (req.ResetPassword) await deps.sendPasswordLink(userId, 'reset');
      return employees.get(auth, id);
    },

    async removePortalAccess(auth: AuthContext, id: number) {
      await allowed(auth, id, 'editFull');
      await db.deleteFrom('users').where('employee_id', '=', id).execute();
      return employees.get(auth, id);
    },

    async setRole(auth: AuthContext, authUserId: number, roleId: number) {
      const user = await db
        .selectFrom('users')
        .select(['employee_id'])
        .where('id', '=', authUserId)
        .executeTakeFirst();
      if (!user) throw notFound();
      await allowed(auth, user.employee_id, 'editFull');
      if (!(await db.selectFrom('user_roles').select('id').where('id', '=', roleId).executeTakeFirst()))
        throw new ValidationError({ UserRoleId: ['Please choose a role.'] });
      await db
        .updateTable('users')
        .set((eb) => ({ role_id: roleId, version: eb('version', '+', 1) }))
        .where('id', '=', authUserId)
        .execute();
      return employees.get(auth, user.employee_id);
    },

    async saveCertification(auth: AuthContext, id: number, req: Certification) {
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
        const r = await db
          .updateTable('employee_certifications')
          .set(values)
          .where('id', '=', req.Id)
          .where('employee_id', '=', id)
          .executeTakeFirst();
        if (Number(r.numUpdatedRows) !== 1) throw notFound();
      } else {
        await db
          .insertInto('employee_certifications')
          .values({ ...values, employee_id: id })
          .execute();
      }
      return employees.get(auth, id);
    },

    async removeCertification(auth: AuthContext, id: number, certificationId: number) {
      await allowed(auth, id, 'editOwn');
      const r = await db
        .deleteFrom('employee_certifications')
        .where('id', '=', certificationId)
        .where('employee_id', '=', id)
        .executeTakeFirst();
      if (Number(r.numDeletedRows) !== 1) throw notFound();
      return employees.get(auth, id);
    },

    /** Photo (already cropped to 200×200 by the browser) or signature: replaces the previous file. */
    async setImage(auth: AuthContext, id: number, which: 'photo' | 'signature', uploads: Upload[]) {
      const { row } = await allowed(auth, id, 'editOwn');
      const column = which === 'photo' ? 'photo_file_id' : 'signature_file_id';
      const fileId = await files.save(
        uploads[0]!,
        which === 'signature' ? ['png'] : IMAGE_KINDS,
        auth.userId,
      );
      await db
        .updateTable('employees')
        .set({ [column]: fileId })
        .where('id', '=', id)
        .execute();
      const old = row[column];
      if (old) await files.remove(old);
      return employees.get(auth, id);
    },
  };
}
export type EmployeeProfileService = ReturnType<typeof employeeProfileService>;
