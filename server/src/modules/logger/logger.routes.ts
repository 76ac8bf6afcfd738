import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ClientErrorReport, ErrorBody, Ok } from '@canopy/shared';
import type { Db } from '../../platform/db';
import { authenticate } from '../../platform/auth/guard';
import { HttpError } from '../../platform/errors';
import { SlidingWindow } from '../../platform/rate-limit';
import { loggerRepo } from './logger.repo';

/**
 * Client error reports. Errors happen before sign-in too (the login page itself may fail), so the
 * call is public; a valid token, when sent, ties the report to its user. Reports are rate-limited.
 */
export const loggerRoutes =
  (deps: { db: Db; encryptionSecret: string }): FastifyPluginAsyncTypebox =>
  async (app) => {
    const perAddress = new SlidingWindow(60, 60_000);
    app.post(
      '/logger/errors',
      {
        config: { access: { public: true } },
        bodyLimit: 64 * 1024,
        schema: { tags: ['Logger'], body: ClientErrorReport, response: { 200: Ok, 429: ErrorBody } },
      },
      async (req) => {
        if (perAddress.isBlocked(req.ip)) throw new HttpError(429, 'Too many error reports.');
        perAddress.hit(req.ip);
        let userId: number | null = null;
        if (req.headers.authorization) {
          userId = await authenticate(req, deps).then(
            (a) => a.caller.userId,
            () => null,
          );
        }
        await loggerRepo(deps.db).add({
          user_id: userId,
          level: req.body.Level ?? 'error',
          message: req.body.Message,
          stack: req.body.Stack ?? null,
          url: req.body.Url ?? null,
          user_agent: req.body.UserAgent ?? req.headers['user-agent'] ?? null,
          created_at: new Date().toISOString(),
        });
        req.log.warn({ clientError: req.body.Message, userId }, 'client error reported');
        return {};
      },
    );
  };
