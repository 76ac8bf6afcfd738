import type { FastifyReply } from 'fastify';
import { DEFAULT_TAKE, LIST_COUNT_HEADER, normalizeQuery, type SearchRequest } from '@canopy/shared';

export interface Page {
  query: string;
  /** Words of the query to match, or none when the query is '*'. */
  words: string[];
  skip: number;
  take: number;
  includeArchived: boolean;
}

/** Reads the common search fields: an empty query is '*', Take defaults to the spec's 999. */
export function pageOf(req: SearchRequest, defaultTake = DEFAULT_TAKE): Page {
  const query = normalizeQuery(req.Query);
  return {
    query,
    words: query === '*' ? [] : query.split(/\s+/).filter((w) => w && w !== '*'),
    skip: req.Skip ?? 0,
    take: req.Take ?? defaultTake,
    includeArchived: req.IncludeArchived ?? false,
  };
}

/** Sends one page of rows with the total in X-List-Count. */
export function sendList<T>(reply: FastifyReply, result: { rows: T[]; total: number }): T[] {
  reply.header(LIST_COUNT_HEADER, String(result.total));
  reply.header('Access-Control-Expose-Headers', LIST_COUNT_HEADER);
  return result.rows;
}
