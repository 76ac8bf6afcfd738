import type { paths } from './schema.gen';

/**
 * The types of a call, read from the generated API document (schema.gen.ts): a path is written as
 * the route declares it, without the `/api/v1` base (`/workOrders/{id}`), and its parameters, query,
 * body and answer follow from the route's schemas.
 */

export type HttpMethod = 'get' | 'post' | 'put' | 'delete';

type Full<P extends string> = `/api/v1${P}`;

/** Every path template of the API, without the base. */
export type ApiPath = keyof paths extends infer K ? (K extends Full<infer P> ? P : never) : never;

type Entry<P extends ApiPath> = Full<P> extends keyof paths ? paths[Full<P>] : never;

/** The path templates that answer a method. */
export type PathOf<M extends HttpMethod> = {
  [P in ApiPath]: Entry<P>[M] extends undefined ? never : P;
}[ApiPath];

export type Operation<M extends HttpMethod, P extends ApiPath> = NonNullable<Entry<P>[M]>;

type PathParams<O> = O extends { parameters: { path: infer X } } ? X : never;
type QueryParams<O> = O extends { parameters: { query?: infer X } } ? NonNullable<X> : never;
type JsonBody<O> = O extends { requestBody?: { content: { 'application/json': infer B } } } ? B : never;

type PathPart<O> = [PathParams<O>] extends [never] ? { path?: never } : { path: PathParams<O> };
type QueryPart<O> = [QueryParams<O>] extends [never]
  ? { query?: never }
  : O extends { parameters: { query: object } }
    ? { query: QueryParams<O> }
    : { query?: QueryParams<O> };
// A route without a JSON body schema takes no body, or a file upload (multipart form or raw bytes).
type BodyPart<O> = O extends { requestBody?: never }
  ? { body?: FormData | Blob }
  : O extends { requestBody: object }
    ? { body: JsonBody<O> }
    : { body?: JsonBody<O> };

/** How the transport sends a call: cancellation, public calls, extra headers. */
export interface CallOptions {
  signal?: AbortSignal;
  /** Public calls (sign-in, customer pages) send no token and never trigger a refresh. */
  anonymous?: boolean;
  headers?: Record<string, string>;
}

/** The JSON body a call takes, for mutation functions that take it from their caller. */
export type RequestBody<M extends HttpMethod, P extends PathOf<M>> = JsonBody<Operation<M, P>>;

export type CallInit<O> = CallOptions & PathPart<O> & QueryPart<O> & BodyPart<O>;

/** The init argument: optional when the call needs no path parameters, query or body. */
export type CallArgs<O> = object extends CallInit<O> ? [init?: CallInit<O>] : [init: CallInit<O>];

type Success<R> = R extends { 200: infer S } ? S : R extends { 201: infer S } ? S : never;

/**
 * What a call answers: the JSON of its 200 (or 201). A route without a response schema answers
 * `unknown`, and one that answers 204 `undefined`.
 */
export type ResponseOf<O> = O extends { responses: infer R }
  ? [Success<R>] extends [never]
    ? undefined
    : Success<R> extends { content: { 'application/json': infer D } }
      ? D
      : unknown
  : never;

export type Params = Record<string, string | number | boolean>;
export type Query = Record<
  string,
  string | number | boolean | readonly (string | number)[] | null | undefined
>;

/** A path template with its parameters filled in and its query appended (undefined and null left out). */
export function fillPath(template: string, path?: Params, query?: Query): string {
  const filled = template.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = path?.[name];
    if (value === undefined) throw new Error(`${template}: no value for {${name}}`);
    return encodeURIComponent(String(value));
  });
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value === undefined || value === null) continue;
    if (Array.isArray(value)) for (const v of value) search.append(key, String(v));
    else search.append(key, String(value));
  }
  const qs = search.toString();
  return qs ? `${filled}?${qs}` : filled;
}
