import type { Insertable, Updateable } from 'kysely';
import { authRepo } from '../auth/auth.repo';
import type { Db } from '../../platform/db';
import type { Database } from '../../platform/db/schema';

/** Child rows of an employee replaced as a whole by their tab's save. */
export type EmployeeRowsTable =
  'employee_phones' | 'employee_geographic' | 'employee_emergency_contacts' | 'employee_work_shifts';

type Certification = Omit<Insertable<Database['employee_certifications']>, 'employee_id'>;

/** The writes of the employee screens: the record, its child rows, its sign-in and certifications. */
export function employeeWritesRepo(db: Db) {
  return {
    async add(values: Insertable<Database['employees']>): Promise<number> {
      const row = await db.insertInto('employees').values(values).returning('id').executeTakeFirstOrThrow();
      return row.id;
    },

    /** Sets the status and bumps the version. */
    setStatus(id: number, statusId: number) {
      return db
        .updateTable('employees')
        .set((eb) => ({ status_id: statusId, version: eb('version', '+', 1) }))
        .where('id', '=', id)
        .execute();
    },

    setFile(id: number, column: 'photo_file_id' | 'signature_file_id', fileId: number) {
      return db
        .updateTable('employees')
        .set({ [column]: fileId })
        .where('id', '=', id)
        .execute();
    },

    remove(id: number) {
      return db.deleteFrom('employees').where('id', '=', id).execute();
    },

    async replaceRows<T extends object>(table: EmployeeRowsTable, id: number, rows: T[]) {
      await db.deleteFrom(table).where('employee_id', '=', id).execute();
      if (rows.length)
        await (db.insertInto(table) as any).values(rows.map((r) => ({ ...r, employee_id: id }))).execute();
    },

    async replaceJobTitles(id: number, jobTitleIds: readonly number[]) {
      await db.deleteFrom('employee_job_titles').where('employee_id', '=', id).execute();
      await db
        .insertInto('employee_job_titles')
        .values([...new Set(jobTitleIds)].map((t) => ({ employee_id: id, job_title_id: t })))
        .execute();
    },

    async replaceBranches(id: number, branchIds: readonly number[]) {
      await db.deleteFrom('employee_branches').where('employee_id', '=', id).execute();
      await db
        .insertInto('employee_branches')
        .values(branchIds.map((b) => ({ employee_id: id, branch_id: b })))
        .execute();
    },

    async addUser(values: Insertable<Database['users']>): Promise<number> {
      const row = await db.insertInto('users').values(values).returning('id').executeTakeFirstOrThrow();
      return row.id;
    },

    /** Removes the employee's sign-in; its sessions go with it. */
    removeUser(employeeId: number) {
      return db.deleteFrom('users').where('employee_id', '=', employeeId).execute();
    },

    /** Gives the sign-in another role, bumping its version. */
    setRole(userId: number, roleId: number) {
      return db
        .updateTable('users')
        .set((eb) => ({ role_id: roleId, version: eb('version', '+', 1) }))
        .where('id', '=', userId)
        .execute();
    },

    /** Ends the user's open sessions. */
    revokeSessions: (userId: number, at: string) => authRepo(db).revokeAllSessions(userId, at),

    addCertification(id: number, values: Certification) {
      return db
        .insertInto('employee_certifications')
        .values({ ...values, employee_id: id })
        .execute();
    },

    /** False when the employee has no such certification. */
    async saveCertification(id: number, certificationId: number, values: Updateable<Certification>) {
      const r = await db
        .updateTable('employee_certifications')
        .set(values)
        .where('id', '=', certificationId)
        .where('employee_id', '=', id)
        .executeTakeFirst();
      return Number(r.numUpdatedRows) === 1;
    },

    /** False when the employee has no such certification. */
    async removeCertification(id: number, certificationId: number) {
      const r = await db
        .deleteFrom('employee_certifications')
        .where('id', '=', certificationId)
        .where('employee_id', '=', id)
        .executeTakeFirst();
      return Number(r.numDeletedRows) === 1;
    },
  };
}
