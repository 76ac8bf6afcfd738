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

/**
 * A mutation's Data read as the online route reads its body: field names in either case of the first
 * letter, defaults filled, numbers sent as text converted, unknown fields dropped, and a schema
 * failure answered with the same ModelState sentences.
 */
export function parseBody<S extends TSchema>(schema: S, data: unknown): Static<S> {
  const named = normalizeKeys(data ?? {}, schema as Parameters<typeof normalizeKeys>[1]);
  const check = checker(schema);
  const filled = Value.Default(schema, Value.Clone(named));
  // Converting leaves a value that already checks as it is, and is the dearest step of a device's
  // hundreds of mutations: only a value that does not check yet is converted.
  const value = Value.Clean(schema, check.Check(filled) ? filled : Value.Convert(schema, filled));
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
