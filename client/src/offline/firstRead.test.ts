import { installFakeIndexedDb } from '../test/fakeIndexedDb';
import { afterEach, describe, expect, it } from 'vitest';
import Dexie from 'dexie';
import type { LocalRecord } from '@canopy/sync/store';
import { CrewDb, crewDbName, SCHEMA_V3 } from './db';
import { createDexieStore } from './dexie-store';
import { readRecordsAtOnce } from './firstRead';

installFakeIndexedDb();

const EMPLOYEE = 41;
const opened: Dexie[] = [];

afterEach(async () => {
  for (const db of opened.splice(0)) db.close();
  await Dexie.delete(crewDbName(EMPLOYEE));
});

const day = (id: number, date: string, over: Partial<LocalRecord> = {}): LocalRecord => {
  const data = { ScheduleDateId: id, ScheduleDate_: date, StartTime: '08:00' };
  return {
    Entity: 'scheduleDay',
    Key: `s:${id}`,
    Id: id,
    Version: 2,
    Data: data,
    Base: { Id: id, Version: 2, Data: data },
    Pending: 0,
    NeedsReview: false,
    ...over,
  };
};

const read = (date: string) => readRecordsAtOnce(EMPLOYEE, 'scheduleDay', 'Data.ScheduleDate_', date);

describe('the first read, without Dexie', () => {
  it("reads the day's records as the store gives them back, skipping records deleted on the device", async () => {
    const db = new CrewDb(crewDbName(EMPLOYEE));
    opened.push(db);
    const store = createDexieStore(db);
    const clean = day(1, '2030-05-06');
    const edited = day(2, '2030-05-06', {
      Data: { ScheduleDateId: 2, ScheduleDate_: '2030-05-06', StartTime: '07:00' },
      Pending: 1,
    });
    await store.putRecords([
      clean,
      edited,
      day(3, '2030-05-07'),
      day(4, '2030-05-06', { Data: null, Pending: 1, Key: 's:4' }),
    ]);

    const records = await read('2030-05-06');
    expect(records?.sort((a, b) => a.Key.localeCompare(b.Key))).toEqual([
      await store.getRecord('scheduleDay', 's:1'),
      await store.getRecord('scheduleDay', 's:2'),
    ]);
    // The clean one was kept without its Base, and comes back with it as Dexie's path gives it.
    expect(records?.[0]).toEqual(clean);
    expect(records?.[1]).toEqual(edited);
    expect(await read('2030-05-08')).toEqual([]);
  });

  it('answers null and leaves no database behind when this employee has none on the device', async () => {
    expect(await read('2030-05-06')).toBeNull();
    expect((await indexedDB.databases()).map((d) => d.name)).not.toContain(crewDbName(EMPLOYEE));
    // Dexie then makes it as on a first sign-in.
    const db = new CrewDb(crewDbName(EMPLOYEE));
    opened.push(db);
    await createDexieStore(db).putRecord(day(1, '2030-05-06'));
    expect(await read('2030-05-06')).toHaveLength(1);
  });

  it('answers null from an older layout without the table, and does not hold up its upgrade', async () => {
    const old = new Dexie(crewDbName(EMPLOYEE));
    old.version(3).stores(SCHEMA_V3);
    await old.open();
    old.close();
    expect(await read('2030-05-06')).toBeNull();

    // A read under way when Dexie asks to upgrade gives way to it.
    const pending = read('2030-05-06');
    const db = new CrewDb(crewDbName(EMPLOYEE));
    opened.push(db);
    await db.open();
    expect(db.verno).toBe(8);
    expect(await pending).toBeNull();
    expect(await read('2030-05-06')).toEqual([]);
  });
});
