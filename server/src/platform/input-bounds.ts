import type { RouteOptions } from 'fastify';
import { MAX_DECIMAL, MAX_INT } from '@canopy/shared';

type Schema = Record<string, unknown>;

const isNumeric = (type: unknown) =>
  type === 'integer' || type === 'number' || (Array.isArray(type) && type.some(isNumeric));

/**
 * A copy of a request schema in which every number without a range gets the widest one the database
 * holds (`Bounds.Int` / `Bounds.Decimal`). The shared schemas narrow most fields themselves; this
 * catches the rest, so a number added without a range is still refused as input rather than
 * overflowing a column.
 */
export function withDefaultBounds<T>(schema: T): T {
  if (Array.isArray(schema)) return schema.map((s: unknown) => withDefaultBounds(s)) as T;
  if (schema === null || typeof schema !== 'object') return schema;
  const out: Schema = {};
  for (const [k, v] of Object.entries(schema as Schema)) out[k] = withDefaultBounds(v);
  if (isNumeric(out.type)) {
    const whole = out.type === 'integer' || (Array.isArray(out.type) && out.type.includes('integer'));
    const limit = whole ? MAX_INT : MAX_DECIMAL;
    if (out.maximum === undefined && out.exclusiveMaximum === undefined) out.maximum = limit;
    if (out.minimum === undefined && out.exclusiveMinimum === undefined) out.minimum = -limit;
  }
  return out as T;
}

/** Applied when a route is registered, before its validators are compiled and documented. */
export function boundRequestSchemas(route: RouteOptions): void {
  const schema = route.schema;
  if (!schema) return;
  route.schema = {
    ...schema,
    ...(schema.body ? { body: withDefaultBounds(schema.body) } : {}),
    ...(schema.querystring ? { querystring: withDefaultBounds(schema.querystring) } : {}),
    ...(schema.params ? { params: withDefaultBounds(schema.params) } : {}),
  };
}
