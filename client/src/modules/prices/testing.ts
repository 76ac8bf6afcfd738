import { vi } from 'vitest';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import type { PriceTable } from '@canopy/shared';
import { dbhTable, sizes } from './fixtures';

/** Calls the price screens made, for assertions. */
export const calls: { method: string; path: string; body: unknown }[] = [];

async function record(request: Request) {
  const text = await request.text();
  calls.push({
    method: request.method,
    path: new URL(request.url).pathname,
    body: text ? (JSON.parse(text) as unknown) : undefined,
  });
}

/** An msw server answering the price table calls from `table()`, which a test may swap. */
export function priceServer(table: () => PriceTable = () => dbhTable()) {
  const server = setupServer(
    http.get('/api/v1/price/:id', () => HttpResponse.json(table())),
    http.post('/api/v1/price/detail/_search', () => {
      const rows = table().Details;
      return HttpResponse.json(rows, { headers: { 'X-List-Count': String(rows.length) } });
    }),
    http.post('/api/v1/serviceItems/sizes/_search', () =>
      HttpResponse.json(sizes, { headers: { 'X-List-Count': String(sizes.length) } }),
    ),
    http.post('/api/v1/price/detail', async ({ request }) => {
      await record(request);
      return HttpResponse.json({ ...table().Details[0], Id: 99 });
    }),
    http.put('/api/v1/price/detail', async ({ request }) => {
      await record(request);
      return HttpResponse.json(table().Details[0]);
    }),
    http.delete('/api/v1/price/detail/:id', async ({ request }) => {
      await record(request);
      return HttpResponse.json({});
    }),
    http.put('/api/v1/price/updateById/:id/:option', async ({ request }) => {
      await record(request);
      return HttpResponse.json(table());
    }),
  );
  return server;
}

/** jsdom has no window.scrollTo; the router's scroll restoration calls it. */
export function stubScrolling() {
  window.scrollTo = vi.fn() as unknown as typeof window.scrollTo;
}
