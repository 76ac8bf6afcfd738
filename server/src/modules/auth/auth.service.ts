import {
  ACCESS_TOKEN_MINUTES,
  EmployeeStatuses,
  LandingPages,
  Messages,
  MIN_PASSWORD_LENGTH,
  REMEMBER_ME_DAYS,
  WEB_CLIENT_ID,
  type LoginRequest,
  type LoginResponse,
  type ResetPasswordRequest,
} from '@canopy/shared';
import { iso, type Db } from '../../platform/db';
import { formErrors, HttpError, unauthorized, ValidationError } from '../../platform/errors';
import { loadCaller } from '../../platform/auth/caller';
import { decoyHash, hashPassword, verifyPassword } from '../../platform/auth/passwords';
import { csrfFor, randomToken, safeEqual, sha256, type AccessClaims } from '../../platform/auth/tokens';
import { SlidingWindow } from '../../platform/rate-limit';
import type { Mailer } from '../../platform/mail';
import { authRepo } from './auth.repo';

export interface AuthDeps {
  db: Db;
  mailer: Mailer;
  encryptionSecret: string;
  clientSecret: string;
  publicUrl: string;
  accessTokenSeconds: number;
  refreshReuseGraceMs: number;
  loginFailuresPerAddress: number;
  sign: (claims: AccessClaims, expiresInSeconds: number) => string;
  now?: () => Date;
  /** A viewable link for a stored file (the employee's photo). */
  fileUrl?: (fileId: number | null) => string | null;
}

/** The refresh secret for the cookie, and how long the cookie should live (undefined = browser session). */
export interface IssuedSession {
  body: LoginResponse;
  refreshSecret: string;
  cookieMaxAgeSeconds: number | undefined;
}

const DAY = 86_400_000;
// Without "remember me" the cookie dies with the browser; the server still caps the session at a day.
const SESSION_ONLY_MS = DAY;
const RESET_TTL_MS = 60 * 60 * 1000;

export function authService(deps: AuthDeps) {
  const repo = authRepo(deps.db);
  const now = () => deps.now?.() ?? new Date();
  const perAccount = new SlidingWindow(5, 15 * 60_000);
  // Failures only: a busy office behind one address signs in often, a guesser fails often.
  const perAddress = new SlidingWindow(deps.loginFailuresPerAddress, 15 * 60_000);

  async function issue(userId: number, sessionId: string, remember: boolean): Promise<IssuedSession> {
    const p = await repo.profile(userId);
    const caller = await loadCaller(deps.db, userId, sessionId);
    if (!caller) throw unauthorized();
    const issued = now();
    const ttl = deps.accessTokenSeconds || ACCESS_TOKEN_MINUTES * 60;
    const jwt = deps.sign(
      { sub: String(userId), sid: sessionId, rv: p.claims_version, jti: randomToken(12) },
      ttl,
    );
    const secret = randomToken();
    const refreshMs = remember ? REMEMBER_ME_DAYS * DAY : SESSION_ONLY_MS;
    await repo.addRefreshToken(
      sessionId,
      sha256(secret),
      new Date(issued.getTime() + refreshMs).toISOString(),
    );
    const landing = LandingPages.find((l) => l.Id === p.landing_page_id) ?? LandingPages[0];
    return {
      refreshSecret: secret,
      cookieMaxAgeSeconds: remember ? (REMEMBER_ME_DAYS * DAY) / 1000 : undefined,
      body: {
        Employee: {
          Id: p.employeeId,
          FirstName: p.first_name,
          LastName: p.last_name,
          ThumbnailImage: deps.fileUrl?.(p.photo_file_id) ?? p.thumbnail_image,
        },
        LoginResult: {
          Jwt: jwt,
          IssuedUtc: issued.toISOString(),
          ExpiresUtc: new Date(issued.getTime() + ttl * 1000).toISOString(),
          RefreshTokenIdentifier: sessionId,
          AuthUserId: userId,
          ClaimFlags: caller.claims as Record<string, number>,
          CsrfToken: csrfFor(deps.encryptionSecret, sessionId),
        },
        PrimaryBranchId: p.primary_branch_id,
        BranchIds: caller.branchIds,
        UserRoleId: p.roleId,
        LandingPage: { Path: landing.Path },
      },
    };
  }

  async function sendLink(userId: number, reason: 'reset' | 'welcome'): Promise<boolean> {
    const user = await repo.userForMail(userId);
    if (!user?.email) return false;
    const token = randomToken();
    await repo.addPasswordReset(
      user.id,
      sha256(token),
      new Date(now().getTime() + (reason === 'welcome' ? 7 * DAY : RESET_TTL_MS)).toISOString(),
    );
    const link = `${deps.publicUrl}/reset-password?token=${token}`;
    const text =
      reason === 'welcome'
        ? `Hello ${user.first_name},\n\nA Canopy sign-in was made for you. Your username is "${user.username}". Choose your password within a week here:\n\n${link}\n`
        : `Hello ${user.first_name},\n\nSomeone asked to reset the password of the Canopy sign-in "${user.username}". If it was you, open this link within an hour:\n\n${link}\n\nIf it was not you, ignore this message; your password stays as it is.`;
    await deps.mailer.send({
      to: user.email,
      subject: reason === 'welcome' ? 'Your Canopy sign-in' : 'Reset your Canopy password',
      text,
    });
    return true;
  }

  return {
    async login(req: LoginRequest, address: string): Promise<IssuedSession> {
      if (req.ClientId !== WEB_CLIENT_ID || !safeEqual(req.ClientSecret, deps.clientSecret)) {
        throw new HttpError(400, Messages.BadClient);
      }
      const account = req.Username.trim().toLowerCase();
      if (perAccount.isBlocked(account) || perAddress.isBlocked(address)) {
        throw new HttpError(429, Messages.TooManyAttempts);
      }
      const user = await repo.findUserByUsername(account);
      // Always run one scrypt so an unknown name costs the same time as a wrong password.
      const ok = await verifyPassword(req.Password, user?.password_hash ?? (await decoyHash()));
      if (!user || !ok || user.status_id !== EmployeeStatuses.Active) {
        perAccount.hit(account);
        perAddress.hit(address);
        throw new HttpError(418, Messages.LoginFailed);
      }
      perAccount.reset(account);
      const sessionId = randomToken(24);
      await repo.createSession(sessionId, user.id, !!req.RememberMe, now().toISOString());
      return issue(user.id, sessionId, !!req.RememberMe);
    },

    async refresh(
      sessionId: string,
      secret: string | undefined,
      csrf: string | undefined,
    ): Promise<IssuedSession> {
      if (!secret || !csrf || !safeEqual(csrf, csrfFor(deps.encryptionSecret, sessionId)))
        throw unauthorized();
      const token = await repo.refreshToken(sha256(secret));
      const session = await repo.session(sessionId);
      if (!token || !session || token.session_id !== session.id || session.revoked_at) throw unauthorized();
      const at = now();
      if (token.used_at) {
        const usedMs = at.getTime() - new Date(iso(token.used_at)!).getTime();
        // Reuse of a rotated token: someone else holds it. End the whole session.
        if (usedMs >= deps.refreshReuseGraceMs) await repo.revokeSession(session.id, at.toISOString());
        throw unauthorized();
      }
      if (new Date(iso(token.expires_at)!).getTime() <= at.getTime()) throw unauthorized();
      if (!(await repo.useRefreshToken(token.id, at.toISOString()))) throw unauthorized();
      return issue(session.user_id, session.id, !!session.remember);
    },

    logout(sessionId: string) {
      return repo.revokeSession(sessionId, now().toISOString());
    },

    logoutEverywhere(userId: number) {
      return repo.revokeAllSessions(userId, now().toISOString());
    },

    async forgotPassword(email: string): Promise<void> {
      const address = email.trim();
      if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(address))
        throw new ValidationError({ Email: [Messages.InvalidEmail] });
      for (const user of await repo.findActiveUsersByEmail(address)) await sendLink(user.id, 'reset');
    },

    /** Mails a user a single-use link to choose a password: after a reset request, or on a new sign-in. */
    sendPasswordLink: (userId: number, reason: 'reset' | 'welcome') => sendLink(userId, reason),

    async resetPassword(req: ResetPasswordRequest): Promise<void> {
      const form = formErrors();
      if (req.Password.length < MIN_PASSWORD_LENGTH) form.add('Password', Messages.PasswordTooShort);
      if (req.Password !== req.Confirmation) form.add('Confirmation', Messages.PasswordsDoNotMatch);
      form.check();
      const hash = await hashPassword(req.Password);
      await deps.db.transaction().execute(async (trx) => {
        const r = authRepo(trx);
        const reset = await r.passwordReset(sha256(req.Token));
        const at = now();
        if (!reset || reset.used_at || new Date(iso(reset.expires_at)!).getTime() <= at.getTime()) {
          throw new ValidationError({ Service: [Messages.ResetTokenInvalid] });
        }
        if (!(await r.usePasswordReset(reset.id, at.toISOString())))
          throw new ValidationError({ Service: [Messages.ResetTokenInvalid] });
        await r.setPasswordHash(reset.user_id, hash);
        await r.revokeAllSessions(reset.user_id, at.toISOString());
      });
    },
  };
}
export type AuthService = ReturnType<typeof authService>;
