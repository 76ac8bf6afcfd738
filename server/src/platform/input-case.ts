import type { FastifyInstance } from 'fastify';
import type { ModelState } from '@canopy/shared';
import { ValidationError } from './errors';
import { boundRequestSchemas } from './input-bounds';

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

const isNumeric = (s: Schema | undefined): boolean =>
  !!s &&
  (s.type === 'integer' ||
    s.type === 'number' ||
    (Array.isArray(s.type) && s.type.some((t) => t === 'integer' || t === 'number')) ||
    !!s.anyOf?.some(isNumeric));

/**
 * Finds input no schema keyword can refuse: a number that is not finite (JSON `1e999` parses to
 * Infinity, and `"1e999"` or `Infinity` in a query string coerce to it, which passes `integer` and
 * `minimum`) and a NUL character, which PostgreSQL cannot store in text. Returns the field at fault.
 */
export function unsafeInput(value: unknown, schema: Schema | undefined, field: string): ModelState | null {
  if (typeof value === 'number') {
    return Number.isFinite(value) ? null : { [field]: [`${field} is not a valid number.`] };
  }
  if (typeof value === 'string') {
    if (value.includes('\u0000')) return { [field]: [`${field} must not contain a NUL character.`] };
    const n = Number(value);
    // A single query value stands for a one-item array: its items' type decides.
    const numeric = isNumeric(schema) || isNumeric(schema?.items);
    if (numeric && value.trim() !== '' && !Number.isNaN(n) && !Number.isFinite(n)) {
      return { [field]: [`${field} is not a valid number.`] };
    }
    return null;
  }
  if (value === null || typeof value !== 'object') return null;
  if (ArrayBuffer.isView(value) || typeof (value as { pipe?: unknown }).pipe === 'function') return null;
  const alternatives = schema?.anyOf?.filter((s) => s.properties || s.items) ?? [];
  if (Array.isArray(value)) {
    const items =
      schema?.items ?? alternatives.find((s) => s.items)?.items ?? (isNumeric(schema) ? schema : undefined);
    for (const [i, v] of value.entries()) {
      const found = unsafeInput(v, items, `${field}[${i}]`);
      if (found) return found;
    }
    return null;
  }
  const props = schema?.properties ?? alternatives.find((s) => s.properties)?.properties;
  for (const [k, v] of Object.entries(value as Record<string, unknown>)) {
    const name = field === 'Request' ? k : `${field}.${k}`;
    if (k.includes('\u0000')) return { Request: ['Field names must not contain a NUL character.'] };
    const found = unsafeInput(v, props?.[k], name);
    if (found) return found;
  }
  return null;
}

export function installInputCase(app: FastifyInstance): void {
  app.addHook('onRoute', boundRequestSchemas);
  app.addHook('preValidation', async (request) => {
    const schema = request.routeOptions.schema as
      { body?: Schema; querystring?: Schema; params?: Schema } | undefined;
    if (schema?.body && request.body && typeof request.body === 'object') {
      request.body = normalizeKeys(request.body, schema.body);
    }
    if (schema?.querystring && request.query && typeof request.query === 'object') {
      request.query = normalizeKeys(request.query, schema.querystring);
    }
    const unsafe =
      unsafeInput(request.params, schema?.params, 'Request') ??
      unsafeInput(request.query, schema?.querystring, 'Request') ??
      // Uploads are streams and file parts, not input to walk.
      (request.isMultipart() ? null : unsafeInput(request.body, schema?.body, 'Request'));
    if (unsafe) throw new ValidationError(unsafe);
  });
}
