import { vi } from 'vitest';
import { http, HttpResponse } from 'msw';
import type { PriceTable } from '@canopy/shared';
import { mockApi } from '../../test/mockApi';
import { dbhTable, sizes } from './fixtures';

/**
 * The API of the price screens' tests, answering from `table()`, which a test may swap; every write
 * lands in `calls`. Call once, at the top of the test file.
 */
export function mockPriceApi(table: () => PriceTable = () => dbhTable()) {
  const { server, record } = mockApi([
    http.get('/api/v1/price/:id', () => HttpResponse.json(table())),
    http.post('/api/v1/price/detail/_search', () => {
      const rows = table().Details;
      return HttpResponse.json(rows, { headers: { 'X-List-Count': String(rows.length) } });
    }),
    http.post('/api/v1/serviceItems/sizes/_search', () =>
      HttpResponse.json(sizes, { headers: { 'X-List-Count': String(sizes.length) } }),
    ),
    http.post('/api/v1/price/detail', () => HttpResponse.json({ ...table().Details[0], Id: 99 })),
    http.put('/api/v1/price/detail', () => HttpResponse.json(table().Details[0])),
    http.delete('/api/v1/price/detail/:id', () => HttpResponse.json({})),
    http.put('/api/v1/price/updateById/:id/:option', () => HttpResponse.json(table())),
  ]);
  const calls = record((c) => c.method !== 'GET' && !c.path.endsWith('/_search'));
  return { server, calls };
}

/** The test DOM has no window.scrollTo; the router's scroll restoration calls it. */
export function stubScrolling() {
  window.scrollTo = vi.fn() as unknown as typeof window.scrollTo;
}
