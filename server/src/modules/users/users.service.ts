import {
  Messages,
  MIN_PASSWORD_LENGTH,
  usernameProblem,
  type SavePassword,
  type SaveUsername,
  type UsernameSaved,
} from '@canopy/shared';
import { isUniqueViolation, nowIso, type Db } from '../../platform/db';
import type { AuthContext } from '../../platform/auth/context';
import { hashPassword, verifyPassword } from '../../platform/auth/passwords';
import { formErrors, HttpError, ruleFailed, ValidationError } from '../../platform/errors';
import { SlidingWindow } from '../../platform/rate-limit';
import { usersRepo } from './users.repo';

const taken = () => new ValidationError({ Username: [Messages.UsernameTaken] });

/** The signed-in user's own sign-in settings: username and password. */
export function usersService(db: Db) {
  const repo = usersRepo(db);
  // A stolen session must not become a way to guess the password: 5 wrong tries per 15 minutes.
  const wrongPasswords = new SlidingWindow(5, 15 * 60_000);

  async function proveIdentity(auth: AuthContext, password: string, hash: string): Promise<void> {
    const key = String(auth.userId);
    if (wrongPasswords.isBlocked(key)) throw new HttpError(429, Messages.TooManyAttempts);
    if (!(await verifyPassword(password, hash))) {
      wrongPasswords.hit(key);
      throw new ValidationError({ CurrentPassword: [Messages.CurrentPasswordWrong] });
    }
    wrongPasswords.reset(key);
  }

  return {
    async saveUsername(auth: AuthContext, req: SaveUsername): Promise<UsernameSaved> {
      const username = req.Username.trim();
      const me = await repo.byId(auth.userId);
      if (!username || username === me.username) throw ruleFailed(Messages.NoInformationEntered);
      const problem = usernameProblem(username);
      if (problem) throw new ValidationError({ Username: [problem] });
      // The name is half of the sign-in: a borrowed session must not be able to change it.
      await proveIdentity(auth, req.CurrentPassword ?? '', me.password_hash);
      if (await repo.usernameTaken(username, auth.userId)) throw taken();
      try {
        await repo.setUsername(auth.userId, username);
      } catch (e) {
        // Someone took the name (in any case) between the check and the save.
        if (isUniqueViolation(e)) throw taken();
        throw e;
      }
      return { Username: username, Message: Messages.UsernameSaved };
    },

    /**
     * Changes the password after checking the current one, then ends the user's other sessions
     * (this one stays signed in) and retires reset links sent earlier.
     */
    async savePassword(auth: AuthContext, req: SavePassword): Promise<{ Message: string }> {
      if (!req.Password && !req.Confirmation) throw ruleFailed(Messages.NoInformationEntered);
      const key = String(auth.userId);
      if (wrongPasswords.isBlocked(key)) throw new HttpError(429, Messages.TooManyAttempts);
      const form = formErrors();
      if (req.Password.length < MIN_PASSWORD_LENGTH) form.add('Password', Messages.PasswordTooShort);
      if (req.Password !== req.Confirmation) form.add('Confirmation', Messages.PasswordsDoNotMatch);
      const me = await repo.byId(auth.userId);
      if (!(await verifyPassword(req.CurrentPassword, me.password_hash))) {
        wrongPasswords.hit(key);
        form.add('CurrentPassword', Messages.CurrentPasswordWrong);
      }
      form.check();
      wrongPasswords.reset(key);
      if (req.Password === req.CurrentPassword) throw ruleFailed(Messages.NoInformationEntered);
      const hash = await hashPassword(req.Password);
      const at = nowIso();
      await db.transaction().execute(async (trx) => {
        const r = usersRepo(trx);
        await r.setPasswordHash(auth.userId, hash);
        await r.revokeOtherSessions(auth.userId, auth.sessionId, at);
        await r.retirePasswordResets(auth.userId, at);
      });
      return { Message: Messages.PasswordSaved };
    },
  };
}
export type UsersService = ReturnType<typeof usersService>;
