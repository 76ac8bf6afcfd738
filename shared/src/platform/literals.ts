import { Type, type TLiteral, type TUnion } from 'typebox';

type Literals<T extends readonly string[]> = { -readonly [K in keyof T]: TLiteral<T[K] & string> };

/**
 * One of a constant list of strings. A named call rather than `values.map(Type.Literal)` inline, so
 * the client's build can mark it pure: an inline `.map` is a call the bundler must keep, and with it
 * the schema library, on every page that imports the list.
 */
export function LiteralUnion<const T extends readonly string[]>(values: T): TUnion<Literals<T>> {
  return Type.Union(values.map((v) => Type.Literal(v))) as unknown as TUnion<Literals<T>>;
}
