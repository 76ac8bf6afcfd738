import { EmployeeStatuses } from '@canopy/shared';
import type { Db } from '../../platform/db';

export function authRepo(db: Db) {
  return {
    findUserByUsername(username: string) {
      return db
        .selectFrom('users as u')
        .innerJoin('employees as e', 'e.id', 'u.employee_id')
        .select(['u.id', 'u.password_hash', 'e.status_id'])
        .where((eb) => eb(eb.fn('lower', ['u.username']), '=', username.toLowerCase()))
        .executeTakeFirst();
    },

    /** Everything the sign-in answer shows about the user. */
    profile(userId: number) {
      return db
        .selectFrom('users as u')
        .innerJoin('employees as e', 'e.id', 'u.employee_id')
        .innerJoin('user_roles as r', 'r.id', 'u.role_id')
        .select([
          'u.id as userId',
          'u.role_id as roleId',
          'e.id as employeeId',
          'e.first_name',
          'e.last_name',
          'e.thumbnail_image',
          'e.photo_file_id',
          'e.primary_branch_id',
          'r.landing_page_id',
          'r.claims_version',
        ])
        .where('u.id', '=', userId)
        .executeTakeFirstOrThrow();
    },

    userForMail(userId: number) {
      return db
        .selectFrom('users as u')
        .innerJoin('employees as e', 'e.id', 'u.employee_id')
        .select(['u.id', 'u.username', 'e.email', 'e.first_name'])
        .where('u.id', '=', userId)
        .where('e.status_id', '=', EmployeeStatuses.Active)
        .executeTakeFirst();
    },

    findActiveUsersByEmail(email: string) {
      return db
        .selectFrom('users as u')
        .innerJoin('employees as e', 'e.id', 'u.employee_id')
        .select(['u.id', 'u.username', 'e.email', 'e.first_name'])
        .where((eb) => eb(eb.fn('lower', ['e.email']), '=', email.toLowerCase()))
        .where('e.status_id', '=', EmployeeStatuses.Active)
        .execute();
    },

    createSession(id: string, userId: number, remember: boolean, at: string) {
      return db
        .insertInto('sessions')
        .values({ id, user_id: userId, remember: remember ? 1 : 0, created_at: at })
        .execute();
    },

    session(id: string) {
      return db.selectFrom('sessions').selectAll().where('id', '=', id).executeTakeFirst();
    },

    addRefreshToken(sessionId: string, tokenHash: string, expiresAt: string) {
      return db
        .insertInto('refresh_tokens')
        .values({ session_id: sessionId, token_hash: tokenHash, expires_at: expiresAt })
        .execute();
    },

    refreshToken(tokenHash: string) {
      return db
        .selectFrom('refresh_tokens')
        .selectAll()
        .where('token_hash', '=', tokenHash)
        .executeTakeFirst();
    },

    /** Marks a token used; false when another request used it first. */
    async useRefreshToken(id: number, at: string): Promise<boolean> {
      const r = await db
        .updateTable('refresh_tokens')
        .set({ used_at: at })
        .where('id', '=', id)
        .where('used_at', 'is', null)
        .executeTakeFirst();
      return Number(r.numUpdatedRows) === 1;
    },

    revokeSession(id: string, at: string) {
      return db
        .updateTable('sessions')
        .set({ revoked_at: at })
        .where('id', '=', id)
        .where('revoked_at', 'is', null)
        .execute();
    },

    revokeAllSessions(userId: number, at: string) {
      return db
        .updateTable('sessions')
        .set({ revoked_at: at })
        .where('user_id', '=', userId)
        .where('revoked_at', 'is', null)
        .execute();
    },

    addPasswordReset(userId: number, tokenHash: string, expiresAt: string) {
      return db
        .insertInto('password_resets')
        .values({ user_id: userId, token_hash: tokenHash, expires_at: expiresAt })
        .execute();
    },

    /** Marks the reset used; false when it already was (a second use racing this one). */
    async usePasswordReset(id: number, at: string): Promise<boolean> {
      const r = await db
        .updateTable('password_resets')
        .set({ used_at: at })
        .where('id', '=', id)
        .where('used_at', 'is', null)
        .executeTakeFirst();
      return Number(r.numUpdatedRows) === 1;
    },

    setPasswordHash(userId: number, hash: string) {
      return db.updateTable('users').set({ password_hash: hash }).where('id', '=', userId).execute();
    },

    passwordReset(tokenHash: string) {
      return db
        .selectFrom('password_resets')
        .selectAll()
        .where('token_hash', '=', tokenHash)
        .executeTakeFirst();
    },
  };
}
export type AuthRepo = ReturnType<typeof authRepo>;
