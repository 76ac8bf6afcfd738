import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest';
import type { RequestHandler } from 'msw';
import { setupServer, type SetupServer } from 'msw/node';

/** A request a screen made: its method, path, query string (when there is one) and JSON body. */
export type ApiCall = { method: string; path: string; search?: string; body: unknown };

export type MockApi = {
  /** The msw server; `server.use(...)` in a test adds handlers that win until the test ends. */
  server: SetupServer;
  /** Every request of the running test, in order. */
  calls: ApiCall[];
  /** A list of the running test's requests that `keep` picks; emptied before each test like `calls`. */
  record: (keep: (call: ApiCall) => boolean) => ApiCall[];
};

export type MockApiOptions = {
  /** 'error' (the default) fails a test on a request no handler answers. */
  onUnhandledRequest?: 'error' | 'warn' | 'bypass';
};

/**
 * The API that a test file's screens talk to: msw answering with `handlers` for the whole file,
 * back to just those after each test. Registers its own lifecycle hooks, so call it once, at the
 * top of the test file (or of a module's test helper that the file calls there).
 */
export function mockApi(handlers: RequestHandler[] = [], options: MockApiOptions = {}): MockApi {
  const server = setupServer(...handlers);
  const calls: ApiCall[] = [];
  const recorders: { keep: (call: ApiCall) => boolean; list: ApiCall[] }[] = [];

  server.events.on('request:start', async ({ request }) => {
    const url = new URL(request.url);
    const json = request.headers.get('content-type')?.includes('json');
    const text = json ? await request.clone().text() : '';
    const call: ApiCall = {
      method: request.method,
      path: url.pathname,
      // Left out when empty, so a test can compare a call with a plain { method, path, body }.
      ...(url.search ? { search: url.search } : {}),
      body: text ? JSON.parse(text) : undefined,
    };
    calls.push(call);
    for (const r of recorders) if (r.keep(call)) r.list.push(call);
  });

  beforeAll(() => server.listen({ onUnhandledRequest: options.onUnhandledRequest ?? 'error' }));
  // Emptied before, not after, a test: requests still settling as the last test unmounted are no part of it.
  beforeEach(() => {
    calls.length = 0;
    for (const r of recorders) r.list.length = 0;
  });
  afterEach(() => server.resetHandlers());
  afterAll(() => server.close());

  return {
    server,
    calls,
    record(keep) {
      const list: ApiCall[] = [];
      recorders.push({ keep, list });
      return list;
    },
  };
}
