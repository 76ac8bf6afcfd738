import type { Static, TSchema } from 'typebox';
import { Compile } from 'typebox/compile';
import { Value } from 'typebox/value';
import { modelStateFromSchema, ValidationError } from '../../../platform/errors';
import { normalizeKeys } from '../../../platform/input-case';

type Issue = Parameters<typeof modelStateFromSchema>[0][number];

// A push checks the same few schemas over and over: each is compiled once to a checking function.
const compiled = new WeakMap<TSchema, { Check(value: unknown): boolean }>();
function checker(schema: TSchema) {
  let c = compiled.get(schema);
  if (!c) compiled.set(schema, (c = Compile(schema)));
  return c;
}

type Schema = Record<string, unknown>;
const CONTAINER_KEYS = ['properties', 'items', 'prefixItems', 'patternProperties', 'allOf', '$ref', '$defs'];

/** A field Clean never changes: no object, array, reference or intersection in it. */
function flat(s: Schema): boolean {
  if (s.type === 'object' || s.type === 'array' || CONTAINER_KEYS.some((k) => k in s)) return false;
  return !Array.isArray(s.anyOf) || (s.anyOf as Schema[]).every(flat);
}

const flatObjects = new WeakMap<TSchema, Set<string> | null>();
/** The field names of an object schema whose fields are all flat, else null (computed once per schema). */
function flatFields(schema: TSchema): Set<string> | null {
  if (flatObjects.has(schema)) return flatObjects.get(schema)!;
  const s = schema as Schema;
  const props = s.properties as Record<string, Schema> | undefined;
  const fields =
    s.type === 'object' && props && !('additionalProperties' in s) && Object.values(props).every(flat)
      ? new Set(Object.keys(props))
      : null;
  flatObjects.set(schema, fields);
  return fields;
}

/** Whether Clean would leave the value as it is: a flat object schema, and no field it does not name. */
function onlyFlatFieldsOf(schema: TSchema, value: unknown): boolean {
  const fields = flatFields(schema);
  if (!fields || !value || typeof value !== 'object' || Array.isArray(value)) return false;
  return Object.keys(value).every((k) => fields.has(k));
}

const withDefaults = new WeakMap<TSchema, boolean>();
/** Whether the schema names a default anywhere (computed once per schema); most name none. */
function hasDefaults(schema: TSchema): boolean {
  let has = withDefaults.get(schema);
  if (has === undefined) withDefaults.set(schema, (has = JSON.stringify(schema).includes('"default":')));
  return has;
}

/**
 * A mutation's Data read as the online route reads its body: field names in either case of the first
 * letter, defaults filled, numbers sent as text converted, unknown fields dropped, and a schema
 * failure answered with the same ModelState sentences.
 */
export function parseBody<S extends TSchema>(schema: S, data: unknown): Static<S> {
  const named = normalizeKeys(data ?? {}, schema as Parameters<typeof normalizeKeys>[1]);
  const check = checker(schema);
  // Filling defaults walks the whole schema (a tenth of a millisecond a mutation): only where it has any.
  const filled = hasDefaults(schema) ? Value.Default(schema, Value.Clone(named)) : named;
  // Converting and cleaning leave a value as it is when it already checks, or has only the schema's
  // own flat fields; TypeBox's Clean is the dearest step of a device's hundreds of mutations.
  const checks = check.Check(filled);
  if (checks && onlyFlatFieldsOf(schema, filled)) return filled as Static<S>;
  const converted = checks ? filled : Value.Convert(schema, Value.Clone(filled));
  const value = onlyFlatFieldsOf(schema, converted) ? converted : Value.Clean(schema, converted);
  if (check.Check(value)) return value as Static<S>;
  const issues: Issue[] = Value.Errors(schema, value).flatMap((e) =>
    // TypeBox names every missing field in one error; the online validator reports one per field.
    e.keyword === 'required'
      ? (e.params as { requiredProperties: string[] }).requiredProperties.map((p) => ({
          ...e,
          params: { missingProperty: p },
        }))
      : [e as Issue],
  );
  throw new ValidationError(modelStateFromSchema(issues));
}
