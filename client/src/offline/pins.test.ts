import { installFakeIndexedDb } from '../test/fakeIndexedDb';
import { afterEach, describe, expect, it } from 'vitest';
import { pinWorkOrder, readPins } from './pins';
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
