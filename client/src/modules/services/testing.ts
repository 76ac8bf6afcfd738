import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { serviceDefaults } from '@canopy/shared';
import { chemicals, lookups } from './fixtures';

export type Call = { method: string; path: string; body: unknown };

/**
 * An msw server answering the service form's reads (lookups, recurrence, chemicals, codes, group
 * defaults), recording every write in `calls` and the path of every read in `reads`.
 */
export function serviceTestServer() {
  const calls: Call[] = [];
  const reads: string[] = [];
  const server = setupServer(
    http.get('/api/v1/services/lookups', () => HttpResponse.json(lookups)),
    http.get('/api/v1/services/recurrence', () => HttpResponse.json({ RecurrenceMax: 5 })),
    http.get('/api/v1/services/codes', () => HttpResponse.json(['LC1', 'LC2'])),
    http.post('/api/v1/chemicals/typeahead', () =>
      HttpResponse.json(chemicals, { headers: { 'X-List-Count': String(chemicals.length) } }),
    ),
    http.get('/api/v1/services/defaults/:groupId', ({ params }) =>
      HttpResponse.json(serviceDefaults(Number(params.groupId))),
    ),
  );
  server.events.on('request:start', async ({ request }) => {
    const path = new URL(request.url).pathname;
    if (request.method === 'GET') return void reads.push(path);
    if (path.endsWith('/_search') || path.endsWith('/typeahead')) return;
    const text = await request.clone().text();
    calls.push({ method: request.method, path, body: text ? JSON.parse(text) : undefined });
  });
  return { server, calls, reads };
}
