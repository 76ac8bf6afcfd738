import { Type, type Static, type TNull, type TSchema, type TUnion } from 'typebox';

const PRIMITIVES = new Set(['string', 'number', 'integer', 'boolean']);

/**
 * T or null. Primitives become a type array (`['boolean', 'null']`): the server validates with type
 * coercion on, and a union would coerce between its branches — null into false or 0, or false and
 * 0 into null. With a type array a value that already fits is left exactly as sent.
 */
export function Nullable<T extends TSchema>(t: T): TUnion<[T, TNull]> {
  const type = (t as { type?: unknown }).type;
  if (typeof type === 'string' && PRIMITIVES.has(type)) {
    return Type.Unsafe<Static<T> | null>({ ...t, type: [type, 'null'] }) as unknown as TUnion<[T, TNull]>;
  }
  return Type.Union([t, Type.Null()]);
}
