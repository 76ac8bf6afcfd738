import type { FastifyInstance } from 'fastify';
import type { Db } from '../src/platform/db';
import type { Headers } from './to-schedule';

/**
 * The work authorization list as its screen asks it (first page of 12, a status preset, a branch
 * manager's reach, a word) and the info screen's read of the demo's confirmed authorization.
 */
export async function workAuthorizationsBench(
  app: FastifyInstance,
  db: Db,
  admin: Headers,
  manager: Headers,
) {
  const list = (headers: Headers, payload: object) => async () => {
    const r = await app.inject({
      method: 'POST',
      url: '/api/v1/workAuthorization/_search',
      headers,
      payload: { Skip: 0, Take: 12, ...payload },
    });
    if (r.statusCode !== 200) throw new Error(`work authorization list: ${r.statusCode} ${r.body}`);
  };
  const one = await db
    .selectFrom('work_authorizations')
    .select('id')
    .where('status_id', '=', 4)
    .orderBy('id')
    .executeTakeFirstOrThrow();
  const get = async () => {
    const r = await app.inject({ method: 'GET', url: `/api/v1/workAuthorization/${one.id}`, headers: admin });
    if (r.statusCode !== 200) throw new Error(`work authorization get: ${r.statusCode} ${r.body}`);
  };
  const cases: [string, () => Promise<unknown>][] = [
    ['work authorizations: first page (12)', list(admin, {})],
    ['work authorizations: status Confirmed', list(admin, { StatusIds: [4] })],
    ['work authorizations: branch scope', list(manager, {})],
    ['work authorizations: query "oak"', list(admin, { Query: 'oak' })],
    ['work authorizations: info (get)', get],
  ];
  return cases;
}
