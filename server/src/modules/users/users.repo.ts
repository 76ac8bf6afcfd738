import { sql } from 'kysely';
import type { Db } from '../../platform/db';

export function usersRepo(db: Db) {
  return {
    byId(userId: number) {
      return db
        .selectFrom('users')
        .select(['id', 'username', 'password_hash'])
        .where('id', '=', userId)
        .executeTakeFirstOrThrow();
    },
    usernameTaken(username: string, exceptUserId: number) {
      return db
        .selectFrom('users')
        .select('id')
        .where(sql<boolean>`lower(username) = ${username.toLowerCase()}`)
        .where('id', '<>', exceptUserId)
        .executeTakeFirst();
    },
    setUsername(userId: number, username: string) {
      return db
        .updateTable('users')
        .set((eb) => ({ username, version: eb('version', '+', 1) }))
        .where('id', '=', userId)
        .execute();
    },
    setPasswordHash(userId: number, hash: string) {
      return db
        .updateTable('users')
        .set((eb) => ({ password_hash: hash, version: eb('version', '+', 1) }))
        .where('id', '=', userId)
        .execute();
    },
    /** Ends every open session of the user but the one given. */
    revokeOtherSessions(userId: number, keepSessionId: string, at: string) {
      return db
        .updateTable('sessions')
        .set({ revoked_at: at })
        .where('user_id', '=', userId)
        .where('id', '<>', keepSessionId)
        .where('revoked_at', 'is', null)
        .execute();
    },
    /** Reset links sent before the change must not undo it. */
    retirePasswordResets(userId: number, at: string) {
      return db
        .updateTable('password_resets')
        .set({ used_at: at })
        .where('user_id', '=', userId)
        .where('used_at', 'is', null)
        .execute();
    },
  };
}
