import type { FastifyInstance } from 'fastify';

type Schema = { properties?: Record<string, Schema>; items?: Schema; anyOf?: Schema[]; type?: unknown };

const lowerFirst = (s: string) => s.charAt(0).toLowerCase() + s.slice(1);

/**
 * The spec spells JSON fields its own way (WorkOrderId) but callers may send either case of the first
 * letter (workOrderId). Before validation we rename keys to the spelling the route's schema declares.
 */
export function normalizeKeys(value: unknown, schema: Schema | undefined): unknown {
  if (!schema || value === null || typeof value !== 'object') return value;
  if (Array.isArray(value)) return schema.items ? value.map((v) => normalizeKeys(v, schema.items)) : value;
  const alternatives = schema.anyOf?.filter((s) => s.properties) ?? [];
  const props = schema.properties ?? alternatives[0]?.properties;
  if (!props) return value;
  const byLower = new Map(Object.keys(props).map((k) => [lowerFirst(k), k]));
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(value as Record<string, unknown>)) {
    const declared = k in props ? k : (byLower.get(lowerFirst(k)) ?? k);
    out[declared] = normalizeKeys(v, props[declared]);
  }
  return out;
}

export function installInputCase(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    const schema = request.routeOptions.schema as { body?: Schema; querystring?: Schema } | undefined;
    if (schema?.body && request.body && typeof request.body === 'object') {
      request.body = normalizeKeys(request.body, schema.body);
    }
    if (schema?.querystring && request.query && typeof request.query === 'object') {
      request.query = normalizeKeys(request.query, schema.querystring);
    }
  });
}
