import { installFakeIndexedDb } from '../test/fakeIndexedDb';
import { afterEach, describe, expect, it } from 'vitest';
import { dropWaitingPins, pinWorkOrder, readPins } from './pins';
import { installTestOffline, removeTestOffline } from './testing';

installFakeIndexedDb();

afterEach(removeTestOffline);

describe('a pin asked for before the database is open', () => {
  // A work order opened by its address mounts before the shell opens the employee's database.
  it('is kept once the database opens, and asks for a sync then', async () => {
    const pinned = pinWorkOrder(77);
    const device = installTestOffline();
    await pinned;
    expect(await readPins(device.db)).toEqual({ WorkOrderIds: [77], LocationIds: [] });
    expect(device.syncRequests).toEqual([{ now: true }]);
  });
});

describe('a pin whose page moves on', () => {
  it('lands in no database once dropped, not even one opened later', async () => {
    const pinned = pinWorkOrder(78);
    dropWaitingPins();
    await pinned;
    const device = installTestOffline();
    await new Promise((r) => setTimeout(r, 0));
    expect(await readPins(device.db)).toBeUndefined();
    expect(device.syncRequests).toEqual([]);
  });

  it('ends quietly when the user signs out and the database closes while it is being written', async () => {
    const device = installTestOffline();
    await device.db.open();
    const pinned = pinWorkOrder(79);
    device.db.close();
    await expect(pinned).resolves.toBeUndefined();
    expect(device.syncRequests).toEqual([]);
  });
});
