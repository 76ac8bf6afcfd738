import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  API_BASE,
  CSRF_HEADER,
  ErrorBody,
  ForgotPasswordRequest,
  LoginRequest,
  LoginResponse,
  Messages,
  Ok,
  REFRESH_COOKIE,
  RefreshRequest,
  ResetPasswordRequest,
} from '@canopy/shared';
import type { FastifyReply } from 'fastify';
import type { AuthService, IssuedSession } from './auth.service';

const COOKIE_PATH = `${API_BASE}/auth`;
const errors = { 400: ErrorBody, 401: ErrorBody, 418: ErrorBody, 429: ErrorBody };

function setRefreshCookie(reply: FastifyReply, s: IssuedSession) {
  reply.setCookie(REFRESH_COOKIE, s.refreshSecret, {
    path: COOKIE_PATH,
    httpOnly: true,
    sameSite: 'strict',
    secure: 'auto',
    ...(s.cookieMaxAgeSeconds ? { maxAge: s.cookieMaxAgeSeconds } : {}),
  });
  return s.body;
}

export const authRoutes =
  (auth: AuthService): FastifyPluginAsyncTypebox =>
  async (app) => {
    const tags = ['Session and sign-in'];
    app.post(
      '/auth/login',
      {
        config: { access: { public: true } },
        schema: { tags, body: LoginRequest, response: { 200: LoginResponse, ...errors } },
      },
      async (req, reply) => setRefreshCookie(reply, await auth.login(req.body, req.ip)),
    );
    app.post(
      '/auth/refresh',
      {
        config: { access: { public: true } },
        schema: { tags, body: RefreshRequest, response: { 200: LoginResponse, ...errors } },
      },
      async (req, reply) =>
        setRefreshCookie(
          reply,
          await auth.refresh(
            req.body.RefreshTokenIdentifier,
            req.cookies[REFRESH_COOKIE],
            req.headers[CSRF_HEADER.toLowerCase()] as string | undefined,
          ),
        ),
    );
    app.post(
      '/auth/logout',
      { config: { access: { signedIn: true } }, schema: { tags, response: { 200: Ok } } },
      async (req, reply) => {
        await auth.logout(req.auth.sessionId);
        reply.clearCookie(REFRESH_COOKIE, { path: COOKIE_PATH });
        return {};
      },
    );
    app.post(
      '/auth/logout-all',
      { config: { access: { signedIn: true } }, schema: { tags, response: { 200: Ok } } },
      async (req, reply) => {
        await auth.logoutEverywhere(req.auth.userId);
        reply.clearCookie(REFRESH_COOKIE, { path: COOKIE_PATH });
        return {};
      },
    );
    app.post(
      '/auth/forgot-password',
      {
        config: { access: { public: true } },
        schema: { tags, body: ForgotPasswordRequest, response: { 200: Ok, 400: ErrorBody } },
      },
      async (req) => {
        await auth.forgotPassword(req.body.Email);
        return { Message: Messages.ForgotPasswordSent };
      },
    );
    app.post(
      '/auth/reset-password',
      {
        config: { access: { public: true } },
        schema: { tags, body: ResetPasswordRequest, response: { 200: Ok, 400: ErrorBody } },
      },
      async (req) => {
        await auth.resetPassword(req.body);
        return { Message: Messages.PasswordSaved };
      },
    );
  };
