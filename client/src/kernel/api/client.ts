import {
  API_BASE,
  CSRF_HEADER,
  LIST_COUNT_HEADER,
  Messages,
  UPDATE_ROLES_HEADER,
  type ModelState,
} from '@canopy/shared';
import { getSession } from '../session/sessionStore';
import { refreshSession } from '../session/refresh';
import { ApiError } from './errors';
import {
  fillPath,
  type ApiPath,
  type CallArgs,
  type CallOptions,
  type HttpMethod,
  type Operation,
  type Params,
  type PathOf,
  type Query,
  type ResponseOf,
} from './paths';

export interface ApiResult<T> {
  data: T;
  /** The list total from X-List-Count, when the server sent one. */
  total: number | undefined;
  headers: Headers;
}

export interface RequestOptions {
  signal?: AbortSignal;
  /** Public calls (sign-in, customer pages) send no token and never trigger a refresh. */
  anonymous?: boolean;
  responseType?: 'json' | 'blob' | 'text';
  headers?: Record<string, string>;
}

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

const url = (path: string) =>
  path.startsWith(API_BASE) ? path : `${API_BASE}${path.startsWith('/') ? '' : '/'}${path}`;

/** Reads (and searches) can be repeated safely; a write that succeeded must not be sent twice. */
const isSafe = (method: Method, path: string) => method === 'GET' || /\/_search(\/|\?|$)/.test(path);

export const IDEMPOTENCY_KEY_HEADER = 'Idempotency-Key';
/** How often a keyed write waits for the server to finish the first copy of it before giving up. */
const MAX_WAITS = 5;

/**
 * A signed-in write with a JSON body carries a key of its own, the same on every automatic resend,
 * so the server answers a repeat with the first answer instead of doing the write twice. Uploads
 * carry none: the server cannot compare one multipart body with another. Nor does the crew app's
 * sync: its mutations carry ids of their own, and its pulls are reads.
 */
function withIdempotencyKey(
  method: Method,
  path: string,
  body: unknown,
  opts: RequestOptions,
): RequestOptions {
  const keyed =
    (method === 'POST' || method === 'PUT') &&
    !isSafe(method, path) &&
    !opts.anonymous &&
    !url(path).startsWith(`${API_BASE}/sync/`) &&
    !(body instanceof FormData || body instanceof Blob);
  if (!keyed || opts.headers?.[IDEMPOTENCY_KEY_HEADER]) return opts;
  return { ...opts, headers: { ...opts.headers, [IDEMPOTENCY_KEY_HEADER]: newKey() } };
}

// crypto.randomUUID needs a secure context; a crew phone may reach a server over plain HTTP.
function newKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

function wait(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(resolve, ms);
    signal?.addEventListener(
      'abort',
      () => {
        clearTimeout(timer);
        reject(signal.reason as Error);
      },
      { once: true },
    );
  });
}

function buildInit(
  method: Method,
  body: unknown,
  opts: RequestOptions,
): { init: RequestInit; authorized: boolean } {
  const headers: Record<string, string> = { Accept: 'application/json', ...opts.headers };
  const session = opts.anonymous ? null : getSession();
  if (session) {
    headers.Authorization = `Bearer ${session.LoginResult.Jwt}`;
    headers[CSRF_HEADER] = session.LoginResult.CsrfToken;
  }
  let payload: BodyInit | undefined;
  if (body instanceof FormData || body instanceof Blob) payload = body;
  else if (body !== undefined) {
    headers['Content-Type'] = 'application/json';
    payload = JSON.stringify(body);
  }
  return {
    init: { method, headers, body: payload, credentials: 'same-origin', signal: opts.signal },
    authorized: session !== null,
  };
}

async function readBody(res: Response, type: RequestOptions['responseType']): Promise<unknown> {
  if (res.status === 204) return undefined;
  if (type === 'blob') return res.blob();
  const text = await res.text();
  if (type === 'text') return text;
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

const FALLBACK_MESSAGES: Record<number, string> = {
  401: Messages.SessionExpired,
  403: Messages.NotAuthorized,
  404: Messages.NotFound,
  409: Messages.ConcurrencyConflict,
  418: Messages.LoginFailed,
  429: Messages.TooManyAttempts,
};

export async function toApiError(res: Response): Promise<ApiError> {
  const body = (await readBody(res, 'json').catch(() => undefined)) as
    { Message?: string; ModelState?: ModelState; Current?: unknown } | string | undefined;
  const obj = typeof body === 'object' && body !== null ? body : {};
  const message =
    res.status >= 500
      ? Messages.ServerError
      : (obj.Message ?? FALLBACK_MESSAGES[res.status] ?? Messages.ServerError);
  const data = res.status === 409 ? (obj.Current ?? body) : body;
  return new ApiError(res.status, message, obj.ModelState ?? {}, data);
}

async function send(
  method: Method,
  path: string,
  body: unknown,
  opts: RequestOptions,
): Promise<{ res: Response; authorized: boolean }> {
  const { init, authorized } = buildInit(method, body, opts);
  try {
    return { res: await fetch(url(path), init), authorized };
  } catch (err) {
    if (err instanceof DOMException && err.name === 'AbortError') throw err;
    throw new ApiError(0, Messages.ConnectionError);
  }
}

/**
 * `send`, plus the resends a key makes safe: one after a network failure (the first copy may have
 * arrived and only its answer been lost), and after each 409 with Retry-After (the first copy is
 * still being worked on). A write without a key is sent once.
 */
async function sendKeyed(
  method: Method,
  path: string,
  body: unknown,
  opts: RequestOptions,
): Promise<{ res: Response; authorized: boolean }> {
  if (!opts.headers?.[IDEMPOTENCY_KEY_HEADER]) return send(method, path, body, opts);
  let networkRetries = 1;
  let waits = 0;
  for (;;) {
    let sent: { res: Response; authorized: boolean };
    try {
      sent = await send(method, path, body, opts);
    } catch (err) {
      if (err instanceof ApiError && err.isNetwork && networkRetries-- > 0) continue;
      throw err;
    }
    const retryAfter = sent.res.status === 409 ? sent.res.headers.get('Retry-After') : null;
    if (retryAfter === null || waits++ >= MAX_WAITS) return sent;
    await wait(Math.min(Number(retryAfter) || 1, 5) * 1000, opts.signal);
  }
}

/**
 * The transport under `api`: token, anti-forgery header, one shared refresh on a 401, errors as
 * ApiError. Screens call `api`, whose paths and answers are typed by the route schemas.
 */
export async function request<T>(
  method: Method,
  path: string,
  body?: unknown,
  options: RequestOptions = {},
): Promise<ApiResult<T>> {
  // One key for this submission, reused by every resend below.
  const opts = withIdempotencyKey(method, path, body, options);
  const first = await sendKeyed(method, path, body, opts);
  let res = first.res;
  if (first.authorized && res.status === 401) {
    const outcome = await refreshSession();
    if (outcome === 'offline') throw new ApiError(0, Messages.ConnectionError);
    if (outcome === 'denied') throw new ApiError(401, Messages.SessionExpired);
    res = (await sendKeyed(method, path, body, opts)).res;
  } else if (first.authorized && res.headers.has(UPDATE_ROLES_HEADER)) {
    // The role's claims changed: take a token with the new claims, then ask again with it.
    const outcome = await refreshSession();
    if (outcome === 'ok' && (!res.ok || isSafe(method, path)))
      res = (await sendKeyed(method, path, body, opts)).res;
  }
  if (!res.ok) throw await toApiError(res);
  const count = res.headers.get(LIST_COUNT_HEADER);
  return {
    data: (await readBody(res, opts.responseType)) as T,
    total: count === null ? undefined : Number(count),
    headers: res.headers,
  };
}

type LooseInit = CallOptions & { path?: Params; query?: Query; body?: unknown };

// The public calls below are typed by the route; under them every call is the same transport call.
async function call(
  method: Method,
  path: string,
  init: unknown,
  responseType?: RequestOptions['responseType'],
) {
  const { path: params, query, body, ...opts } = (init ?? {}) as LooseInit;
  return request<unknown>(method, fillPath(path, params, query), body, { ...opts, responseType });
}

type Answer<M extends HttpMethod, P extends ApiPath> = Promise<ApiResult<ResponseOf<Operation<M, P>>>>;

/**
 * The API's calls, typed by the route schemas: `api.get('/workOrders/{id}', { path: { id } })`.
 * Lists answer their X-List-Count total beside the rows (see `toPage`).
 */
export const api = {
  get: <P extends PathOf<'get'>>(path: P, ...[init]: CallArgs<Operation<'get', P>>) =>
    call('GET', path, init) as Answer<'get', P>,
  post: <P extends PathOf<'post'>>(path: P, ...[init]: CallArgs<Operation<'post', P>>) =>
    call('POST', path, init) as Answer<'post', P>,
  put: <P extends PathOf<'put'>>(path: P, ...[init]: CallArgs<Operation<'put', P>>) =>
    call('PUT', path, init) as Answer<'put', P>,
  del: <P extends PathOf<'delete'>>(path: P, ...[init]: CallArgs<Operation<'delete', P>>) =>
    call('DELETE', path, init) as Answer<'delete', P>,
  /** A file the API makes from a search (a CSV export): the same call, answered as a Blob. */
  postForFile: <P extends PathOf<'post'>>(path: P, ...[init]: CallArgs<Operation<'post', P>>) =>
    call('POST', path, init, 'blob') as Promise<ApiResult<Blob>>,
  /** A file the API answers to a GET (a printed record), as a Blob. */
  getForFile: <P extends PathOf<'get'>>(path: P, ...[init]: CallArgs<Operation<'get', P>>) =>
    call('GET', path, init, 'blob') as Promise<ApiResult<Blob>>,
};

/** A list answer as a page: its rows and the X-List-Count total (the rows' count when none came). */
export const toPage = <T>({ data, total }: ApiResult<T[]>) => ({ rows: data, total: total ?? data.length });
