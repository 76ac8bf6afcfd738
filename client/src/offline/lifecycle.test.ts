import { installFakeIndexedDb } from '../test/fakeIndexedDb';
import { afterEach, describe, expect, it } from 'vitest';
import Dexie from 'dexie';
import { useSessionStore } from '../kernel/session/sessionStore';
import { loginResponse } from '../test/sessions';
import { getOffline } from './context';
import { crewDbName, openCrewDb } from './db';
import { createDexieStore } from './dexie-store';
import { createSyncEngine } from '@canopy/sync/engine';
import { startOffline } from './lifecycle';
import { offlineTransport } from './testing';

installFakeIndexedDb();

const signInAs = (employeeId: number) => {
  const response = loginResponse();
  response.Employee = { ...response.Employee, Id: employeeId };
  useSessionStore.getState().signIn(response, false);
};

// The real context, over a network that is never there: the lifecycle is what is under test.
const offlineContext = (employeeId: number) => {
  const db = openCrewDb(employeeId);
  const store = createDexieStore(db);
  const engine = createSyncEngine({ store, transport: offlineTransport(), newId: () => crypto.randomUUID() });
  return { employeeId, db, store, engine };
};

let stop: (() => void) | undefined;
afterEach(async () => {
  stop?.();
  useSessionStore.getState().signOut();
  for (const id of [7, 8]) await Dexie.delete(crewDbName(id));
});

describe('the offline lifecycle', () => {
  it("opens each employee's own database at sign-in and closes it at sign-out, keeping unsynced work", async () => {
    stop = startOffline({ createContext: offlineContext, locks: null });
    expect(getOffline()).toBeNull();

    signInAs(7);
    const first = getOffline()!;
    expect(first.db.name).toBe('canopy-crew-7');
    const key = await first.engine.create('dailyLog', { view: { Hours: 8 }, body: { Hours: 8 } });

    useSessionStore.getState().signOut();
    expect(getOffline()).toBeNull();
    await expect.poll(() => first.db.isOpen()).toBe(false);

    signInAs(8);
    const other = getOffline()!;
    expect(other.db.name).toBe('canopy-crew-8');
    expect(await other.store.outbox()).toEqual([]);
    expect(await other.store.getRecord('dailyLog', key)).toBeUndefined();

    useSessionStore.getState().signOut();
    signInAs(7);
    const again = getOffline()!;
    expect((await again.store.outbox()).map((e) => e.Key)).toEqual([key]);
    expect(await again.store.getRecord('dailyLog', key)).toMatchObject({ Pending: 1, Data: { Hours: 8 } });
  });

  it('keeps the same database when the token is renewed', () => {
    stop = startOffline({ createContext: offlineContext, locks: null });
    signInAs(7);
    const ctx = getOffline();
    useSessionStore.getState().replace(loginResponse({ jwt: 'jwt-2' }));
    expect(getOffline()).toBe(ctx);
  });
});
