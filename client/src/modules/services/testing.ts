import { http, HttpResponse } from 'msw';
import { serviceDefaults } from '@canopy/shared';
import { mockApi } from '../../test/mockApi';
import { chemicals, lookups } from './fixtures';

/**
 * The API of the service screens' tests, answering the service form's reads (lookups, recurrence,
 * chemicals, codes, group defaults); every write lands in `calls`, and `reads()` lists the paths
 * read. Call once, at the top of the test file.
 */
export function mockServiceApi() {
  const api = mockApi([
    http.get('/api/v1/services/lookups', () => HttpResponse.json(lookups)),
    http.get('/api/v1/services/recurrence', () => HttpResponse.json({ RecurrenceMax: 5 })),
    http.get('/api/v1/services/codes', () => HttpResponse.json(['LC1', 'LC2'])),
    http.post('/api/v1/chemicals/typeahead', () =>
      HttpResponse.json(chemicals, { headers: { 'X-List-Count': String(chemicals.length) } }),
    ),
    http.get('/api/v1/services/defaults/:groupId', ({ params }) =>
      HttpResponse.json(serviceDefaults(Number(params.groupId))),
    ),
  ]);
  const calls = api.record(
    (c) => c.method !== 'GET' && !c.path.endsWith('/_search') && !c.path.endsWith('/typeahead'),
  );
  const reads = () => api.calls.filter((c) => c.method === 'GET').map((c) => c.path);
  return { server: api.server, calls, reads };
}
