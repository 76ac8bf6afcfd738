import { installFakeIndexedDb } from '../test/fakeIndexedDb';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { renderHook, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { UserRoles } from '@canopy/shared';
import { mockApi } from '../test/mockApi';
import { useSessionStore } from '../kernel/session/sessionStore';
import { claimsOf, loginResponse } from '../test/sessions';
import { readPins, pinLocation, pinWorkOrder, PIN_DAYS } from './pins';
import { useLookup } from './hooks';
import {
  accountLocationLookup,
  CREW_LOOKUPS,
  lookupKey,
  otherItemTypesLookup,
  prefetchLookups,
} from './lookups';
import { preparePhoto, scaledSize, storePhoto } from './photos';
import { installTestOffline, removeTestOffline, type TestOffline } from './testing';
import { createHttpTransport } from './transport';

installFakeIndexedDb();

const { server } = mockApi();
const heard: { method: string; path: string; type: string | null; bytes: number[] }[] = [];
let device: TestOffline;
beforeEach(() => {
  useSessionStore.getState().signIn(loginResponse(), false);
  device = installTestOffline();
  heard.length = 0;
});
afterEach(async () => {
  await removeTestOffline();
});

const DAY = 24 * 60 * 60 * 1000;

describe('the HTTP transport', () => {
  it('sends photo pieces as raw bytes at their offset, and resumes from the status a 409 carries', async () => {
    server.use(
      http.put('/api/v1/sync/blobs/:hash', async ({ request }) => {
        const url = new URL(request.url);
        heard.push({
          method: 'PUT',
          path: `${url.pathname}${url.search}`,
          type: request.headers.get('Content-Type'),
          bytes: [...new Uint8Array(await request.arrayBuffer())],
        });
        if (url.searchParams.get('offset') === '0')
          return HttpResponse.json({ Hash: 'ab', Received: 3, Complete: false }, { status: 409 });
        return HttpResponse.json({ Hash: 'ab', Received: 6, Complete: true });
      }),
    );
    const transport = createHttpTransport();
    const chunk = new Uint8Array([1, 2, 3]).buffer;
    expect(await transport.putBlobChunk('ab', 0, chunk, false)).toEqual({
      Hash: 'ab',
      Received: 3,
      Complete: false,
    });
    expect(await transport.putBlobChunk('ab', 3, chunk, true)).toEqual({
      Hash: 'ab',
      Received: 6,
      Complete: true,
    });
    expect(heard).toEqual([
      {
        method: 'PUT',
        path: '/api/v1/sync/blobs/ab?offset=0',
        type: 'application/octet-stream',
        bytes: [1, 2, 3],
      },
      {
        method: 'PUT',
        path: '/api/v1/sync/blobs/ab?offset=3&final=1',
        type: 'application/octet-stream',
        bytes: [1, 2, 3],
      },
    ]);
  });
});

describe('pins', () => {
  it('sends what was opened in the last 14 days and forgets older ones', async () => {
    const now = Date.now();
    await pinWorkOrder(501);
    await pinLocation(12);
    expect(await readPins(device.db, now)).toEqual({ WorkOrderIds: [501], LocationIds: [12] });
    // A newly pinned record asks for a sync at once, so it is on the device before the signal goes.
    expect(device.syncRequests).toEqual([{ now: true }, { now: true }]);
    await pinWorkOrder(501);
    expect(device.syncRequests).toHaveLength(2);

    expect(await readPins(device.db, now + (PIN_DAYS + 1) * DAY)).toBeUndefined();
    expect(await readPins(device.db, now)).toBeUndefined();
  });
});

describe('lookups', () => {
  it('fetches a missing lookup once online and serves it from the device afterwards', async () => {
    let calls = 0;
    server.use(
      http.get('/api/v1/workOrders/dailyLogs/hour-types', () => {
        calls += 1;
        return HttpResponse.json([{ Id: 1, Name: 'Regular' }]);
      }),
    );
    const first = renderHook(() => useLookup<{ Id: number; Name: string }[]>(CREW_LOOKUPS.hourTypes));
    await waitFor(() => expect(first.result.current).toEqual([{ Id: 1, Name: 'Regular' }]));
    first.unmount();

    const again = renderHook(() => useLookup(CREW_LOOKUPS.hourTypes));
    await waitFor(() => expect(again.result.current).toEqual([{ Id: 1, Name: 'Regular' }]));
    expect(calls).toBe(1);
  });

  it("serves a work location's plant kinds from the synced location, with kinds added on the device, without a call", async () => {
    let calls = 0;
    server.use(
      http.post('/api/v1/serviceItems/otherItemTypes/_search', () => {
        calls += 1;
        return HttpResponse.json([]);
      }),
    );
    const kind = (Id: number, Name: string) => ({ Id, Name, ScientificName: null, AccountLocationId: 12 });
    await device.store.putRecord({
      Entity: 'location',
      Key: 's:12',
      Id: 12,
      Version: 1,
      Data: { Id: 12, OtherItemTypes: [kind(3, 'Quince'), kind(1, 'Fig')] },
      Base: null,
      Pending: 0,
      NeedsReview: false,
    });
    const key = lookupKey(otherItemTypesLookup(12));
    await device.db.lookups.put({ Url: key, Data: [kind(9, 'Medlar')], FetchedAt: new Date().toISOString() });
    const kinds = renderHook(() => useLookup(otherItemTypesLookup(12)));
    await waitFor(() =>
      expect(kinds.result.current?.map((k) => k.Name)).toEqual(['Fig', 'Medlar', 'Quince']),
    );
    expect(calls).toBe(0);
  });

  it('prefetches what the crew screens choose from, passing over lookups the role may not read', async () => {
    await device.store.putRecord({
      Entity: 'workOrder',
      Key: 's:501',
      Id: 501,
      Version: 1,
      Data: { Id: 501, AccountLocationId: 12 },
      Base: null,
      Pending: 0,
      NeedsReview: false,
    });
    await pinLocation(30);
    const searched: unknown[] = [];
    server.use(
      http.get('/api/v1/employees/simple', () =>
        HttpResponse.json({ Message: 'Not Authorized' }, { status: 403 }),
      ),
      http.get('/api/v1/*', () => HttpResponse.json([{ Id: 1, Name: 'Something' }])),
      http.post('/api/v1/*', async ({ request }) => {
        searched.push(await request.json());
        return HttpResponse.json([{ Id: 2, Name: 'Searched' }]);
      }),
    );
    await prefetchLookups(device.db);

    // The catalogues only: what the screens need of each work location comes in the pull.
    const kept = (await device.db.lookups.toArray()).map((l) => l.Url).sort();
    const expected = Object.values(CREW_LOOKUPS)
      .filter((s) => s !== CREW_LOOKUPS.employees)
      .map(lookupKey)
      .sort();
    expect(kept).toEqual(expected);
    expect(kept).not.toContain(lookupKey(accountLocationLookup(12)));
    expect(searched).not.toContainEqual(expect.objectContaining({ AccountLocationId: 12 }));

    // Fresh answers are not asked for again within the hour.
    searched.length = 0;
    await prefetchLookups(device.db);
    expect(searched).toEqual([]);
  });
});

describe('lookups by role', () => {
  const asked = async (roleId: number) => {
    useSessionStore.getState().signIn(loginResponse({ claims: claimsOf(roleId) }), false);
    const urls: string[] = [];
    server.use(
      http.all('/api/v1/*', ({ request }) => {
        urls.push(`${request.method} ${new URL(request.url).pathname}`);
        return HttpResponse.json([]);
      }),
    );
    await prefetchLookups(device.db);
    return urls.sort();
  };

  it("asks only for what the user's claims let them read: no refusals by design", async () => {
    // The shipped foreman logs days, scouts and records chemicals applied with the weather, but does
    // not manage customer inventory.
    expect(await asked(UserRoles.Foreman)).toEqual(
      [
        'GET /api/v1/chemicals/carriers',
        'GET /api/v1/chemicals/units',
        'POST /api/v1/chemicals/_search',
        'GET /api/v1/workOrders/weatherConditions',
        'GET /api/v1/employees/simple',
        'GET /api/v1/inventory-meta-items/simple/diseases',
        'GET /api/v1/inventory-meta-items/simple/ecological-problems',
        'GET /api/v1/inventory-meta-items/simple/insects',
        'GET /api/v1/inventory-meta-items/simple/weed-types',
        'GET /api/v1/serviceItems/conditions',
        'GET /api/v1/workOrders/dailyLogs/hour-types',
      ].sort(),
    );
    await device.db.lookups.clear();
    // Billing reads accounts, so the inventory lists, but no daily logs or scouting catalogues.
    const billing = await asked(UserRoles.BillingManager);
    expect(billing).not.toContain('GET /api/v1/workOrders/dailyLogs/hour-types');
    expect(billing.filter((u) => u.includes('inventory-meta-items'))).toEqual([]);
  });
});

describe('photos', () => {
  it('keeps a photo the browser cannot decode as taken, named by its sha256', async () => {
    const file = new File([new TextEncoder().encode('abc')], 'oak.jpg', { type: 'image/jpeg' });
    const photo = await preparePhoto(file);
    expect(photo).toMatchObject({
      hash: 'ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad',
      contentType: 'image/jpeg',
      width: 0,
      height: 0,
    });
    expect([...new Uint8Array(photo.bytes)]).toEqual([97, 98, 99]);

    await storePhoto(photo);
    await device.db.blobs.update(photo.hash, { Uploaded: 2 });
    await storePhoto(photo);
    expect(await device.store.getBlob(photo.hash)).toMatchObject({
      Uploaded: 2,
      Done: false,
      ContentType: 'image/jpeg',
    });
  });

  it('scales the long side down to 1600 px and leaves small photos alone', () => {
    expect(scaledSize(4032, 3024)).toEqual({ width: 1600, height: 1200 });
    expect(scaledSize(3024, 4032)).toEqual({ width: 1200, height: 1600 });
    expect(scaledSize(800, 600)).toEqual({ width: 800, height: 600 });
  });
});
