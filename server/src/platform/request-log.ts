import type { FastifyInstance } from 'fastify';

/** A request slower than this is worth a line at the default level. */
export const SLOW_REQUEST_MS = 1000;

/**
 * One line per finished request. Routine requests log at debug (an hour of office use is tens of
 * thousands of them); server errors and slow requests stay visible at the default info level.
 */
export function installRequestLog(app: FastifyInstance): void {
  app.addHook('onResponse', async (req, reply) => {
    const ms = Math.round(reply.elapsedTime);
    const level = reply.statusCode >= 500 ? 'error' : ms >= SLOW_REQUEST_MS ? 'warn' : 'debug';
    req.log[level]({ method: req.method, url: req.url, status: reply.statusCode, ms }, 'request');
  });
}
