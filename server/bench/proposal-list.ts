import type { FastifyInstance } from 'fastify';
import type { Headers } from './to-schedule';

const SEARCH = '/api/v1/proposals/_search';

/** The proposals list as its screen asks it (12 a page): first page, words, a branch, a rep's own. */
export function proposalListBench(app: FastifyInstance, admin: Headers, manager: Headers, arborist: Headers) {
  // A refused or empty answer would time nothing worth knowing.
  const call = (headers: Headers, payload: object) => async () => {
    const res = await app.inject({
      method: 'POST',
      url: SEARCH,
      headers,
      payload: { Skip: 0, Take: 12, ...payload },
    });
    if (res.statusCode !== 200 || !res.json<{ Proposals: unknown[] }>().Proposals.length)
      throw new Error(`${res.statusCode} ${res.body}`);
    return res;
  };
  const cases: [string, () => Promise<unknown>][] = [
    ['proposal list: first page (12)', call(admin, {})],
    ['proposal list: query "oak"', call(admin, { Query: 'oak' })],
    ['proposal list: branch scope', call(manager, {})],
    ['proposal list: Personal (an arborist)', call(arborist, {})],
  ];
  return cases;
}
