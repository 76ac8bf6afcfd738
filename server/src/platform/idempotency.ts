import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { API_BASE } from '@canopy/shared';
import type { Db } from './db';
import { HttpError } from './errors';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** `false`: the route ignores Idempotency-Key (its repeats are harmless or it answers a file). */
    idempotency?: boolean;
  }
}

export const IDEMPOTENCY_KEY_HEADER = 'Idempotency-Key';
export const REPLAYED_HEADER = 'Idempotent-Replayed';
export const KEY_LIFETIME_MS = 24 * 60 * 60 * 1000;
/**
 * A key still marked running after this long belongs to a request that never finished (the server
 * stopped mid-request): it is taken over rather than refused until it expires.
 */
export const ABANDONED_AFTER_MS = 5 * 60 * 1000;
const PURGE_EVERY_MS = 60 * 1000;
const KEPT_HEADERS = ['content-type', 'x-list-count', 'location'];
const VALID_KEY = /^[\x21-\x7e]{1,255}$/;

export const IdempotencyMessages = {
  InvalidKey: 'Idempotency-Key must be 1 to 255 visible ASCII characters.',
  KeyReused: 'This Idempotency-Key was already used for a different request.',
  StillRunning: 'A request with this Idempotency-Key is still being processed. Try again shortly.',
} as const;

interface Claim {
  userId: number;
  key: string;
}

/**
 * Every signed-in POST and PUT under the API honours an Idempotency-Key: a client that sends one
 * promises a repeat is the same submission, so without the header nothing changes, and every create
 * (and the money calls to come) is covered without each route remembering to opt in. Searches are
 * reads; sign-in and public calls have no user to scope a key to; multipart uploads are read by the
 * handler as a stream, so there is no body to compare a repeat with. A route opts out with
 * `config: { idempotency: false }`.
 *
 * The answer is stored after the handler's own transaction has committed: services hold the app's
 * database, not one per request, so the create and its answer cannot share a transaction. If the
 * server stops between the two, the key stays marked running; a repeat gets 409 until the mark is
 * ABANDONED_AFTER_MS old, and then runs again (the one window in which a record can be made twice).
 */
export function installIdempotency(app: FastifyInstance, deps: { db: Db }): void {
  const { db } = deps;
  const claims = new WeakMap<FastifyRequest, Claim>();
  let lastPurge = 0;

  app.addHook('preHandler', async (request, reply) => {
    const raw = request.headers[IDEMPOTENCY_KEY_HEADER.toLowerCase()];
    if (raw === undefined || !applies(request)) return;
    const key = Array.isArray(raw) ? raw.join(',') : raw;
    if (!VALID_KEY.test(key)) throw new HttpError(400, IdempotencyMessages.InvalidKey);

    const userId = request.auth.userId;
    const method = request.method;
    const path = request.url;
    const bodyHash = hashBody(request.body);
    const now = Date.now();
    if (now - lastPurge > PURGE_EVERY_MS) {
      lastPurge = now;
      await db
        .deleteFrom('idempotency_keys')
        .where('created_at', '<', new Date(now - KEY_LIFETIME_MS).toISOString())
        .execute();
    }

    // A lost race (the key released, purged or taken over between two statements) is tried again.
    for (let attempt = 0; attempt < 3; attempt++) {
      const inserted = await db
        .insertInto('idempotency_keys')
        .values({
          user_id: userId,
          idempotency_key: key,
          method,
          path,
          body_hash: bodyHash,
          created_at: new Date().toISOString(),
        })
        .onConflict((oc) => oc.columns(['user_id', 'idempotency_key']).doNothing())
        .executeTakeFirst();
      if (Number(inserted.numInsertedOrUpdatedRows ?? 0) > 0) {
        claims.set(request, { userId, key });
        return;
      }
      const row = await db
        .selectFrom('idempotency_keys')
        .selectAll()
        .where('user_id', '=', userId)
        .where('idempotency_key', '=', key)
        .executeTakeFirst();
      if (!row) continue;
      const age = Date.now() - new Date(row.created_at).getTime();
      const expired = age > KEY_LIFETIME_MS;
      const abandoned = row.status === null && age > ABANDONED_AFTER_MS;
      if (expired || abandoned) {
        // Only the row read is removed, so two repeats racing here cannot both take the key over.
        await db
          .deleteFrom('idempotency_keys')
          .where('user_id', '=', userId)
          .where('idempotency_key', '=', key)
          .where('created_at', '=', row.created_at)
          .execute();
        continue;
      }
      if (row.method !== method || row.path !== path || row.body_hash !== bodyHash) {
        throw new HttpError(422, IdempotencyMessages.KeyReused);
      }
      if (row.status === null) {
        reply.header('Retry-After', '1');
        throw new HttpError(409, IdempotencyMessages.StillRunning);
      }
      return replay(reply, row.status, row.headers, row.body);
    }
    reply.header('Retry-After', '1');
    throw new HttpError(409, IdempotencyMessages.StillRunning);
  });

  app.addHook('onSend', async (request, reply, payload) => {
    const claim = claims.get(request);
    if (!claim) return payload;
    claims.delete(request);
    // An answer the handler streams (a file) is not kept: the key is released as if it failed.
    const body = payload === undefined || payload === null ? '' : payload;
    const keep = reply.statusCode < 400 && typeof body === 'string';
    try {
      if (keep) {
        await db
          .updateTable('idempotency_keys')
          .set({ status: reply.statusCode, headers: JSON.stringify(keptHeaders(reply)), body })
          .where('user_id', '=', claim.userId)
          .where('idempotency_key', '=', claim.key)
          .execute();
      } else {
        // A refused request may be fixed and sent again under the same key; a failed one retried.
        await release(db, claim);
      }
    } catch (err) {
      request.log.error({ err }, 'could not store the answer of an idempotent request');
    }
    return payload;
  });

  // A request that ended without an answer (the client went away first) leaves its key free.
  app.addHook('onResponse', async (request) => {
    const claim = claims.get(request);
    if (!claim) return;
    claims.delete(request);
    await release(db, claim);
  });
}

function applies(request: FastifyRequest): boolean {
  const config = request.routeOptions.config;
  if (config.idempotency === false) return false;
  if (request.method !== 'POST' && request.method !== 'PUT') return false;
  if (!request.routeOptions.url?.startsWith(API_BASE)) return false;
  if (!config.access || 'public' in config.access || !request.auth) return false;
  if (/\/_search(\/|$)/.test(request.routeOptions.url)) return false;
  return !request.isMultipart();
}

/** Any change to the body, however small, is a different request; key order is as the client sent it. */
function hashBody(body: unknown): string {
  return createHash('sha256')
    .update(JSON.stringify(body ?? null))
    .digest('hex');
}

function keptHeaders(reply: FastifyReply): Record<string, string> {
  const out: Record<string, string> = {};
  for (const name of KEPT_HEADERS) {
    const value = reply.getHeader(name);
    if (value !== undefined) out[name] = String(value);
  }
  return out;
}

function replay(reply: FastifyReply, status: number, headers: string | null, body: string | null) {
  return reply
    .code(status)
    .headers(headers ? (JSON.parse(headers) as Record<string, string>) : {})
    .header(REPLAYED_HEADER, 'true')
    .send(body ?? '');
}

async function release(db: Db, claim: Claim): Promise<void> {
  await db
    .deleteFrom('idempotency_keys')
    .where('user_id', '=', claim.userId)
    .where('idempotency_key', '=', claim.key)
    .where('status', 'is', null)
    .execute();
}
