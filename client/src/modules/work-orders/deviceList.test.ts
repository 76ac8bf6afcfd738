import { describe, expect, it } from 'vitest';
import type { SyncWorkOrder } from '@canopy/shared';
import { deviceListRows } from './deviceList';
import { workOrderFixture } from './testing';

const TODAY = '2026-05-12';
const day = (Date: string, StartTime = '07:30') => ({
  ScheduleId: 1,
  Dates: [{ ScheduleDateId: 1, Date, StartTime, EndTime: '16:00', Crew: [] }],
});
const order = (Id: number, over: Partial<SyncWorkOrder> = {}): SyncWorkOrder => ({
  ...workOrderFixture({ Id, Description: `Order ${Id}`, AccountName: 'Oak Estates', StatusId: 3 }),
  LocationAddress: '12 Elm St, Evanston',
  Schedules: [],
  ServiceItemIds: [],
  ...over,
});
const all = { query: '', statusId: null };

describe('the crew work order list on the device', () => {
  it("puts today's orders first by start time, then the coming days, past days and unscheduled ones", () => {
    const rows = deviceListRows(
      [
        order(1),
        order(2, { Schedules: [day('2026-05-10')] }),
        order(3, { Schedules: [day('2026-05-14')] }),
        order(4, { Schedules: [day(TODAY, '10:00')] }),
        order(5, { Schedules: [day(TODAY, '07:00')] }),
        order(6, { Schedules: [day('2026-05-13')] }),
        order(7, { Schedules: [day('2026-05-11')] }),
      ],
      all,
      TODAY,
    );
    expect(rows.map((r) => r.workOrder.Id)).toEqual([5, 4, 6, 3, 7, 2, 1]);
    expect(rows.filter((r) => r.isToday).map((r) => r.workOrder.Id)).toEqual([5, 4]);
  });

  it('shows an order scheduled before and again later by its next day', () => {
    const [row] = deviceListRows(
      [order(1, { Schedules: [day('2026-05-01'), day('2026-05-20')] })],
      all,
      TODAY,
    );
    expect(row!.day?.Date).toBe('2026-05-20');
  });

  it('finds orders by every word in number, description, customer or address, and by status', () => {
    const list = [
      order(11, { Description: 'Crown clean', AccountName: 'Martin Golf', LocationAddress: '7 Oak Ave' }),
      order(12, { LocationAddress: '5 Sycamore Way', StatusId: 4 }),
      order(13, { Archived: true, Description: 'Crown clean' }),
    ];
    const ids = (query: string, statusId: number | null = null) =>
      deviceListRows(list, { query, statusId }, TODAY).map((r) => r.workOrder.Id);
    expect(ids('crown golf')).toEqual([11]);
    expect(ids('SYCAMORE')).toEqual([12]);
    expect(ids('12')).toEqual([12]);
    expect(ids('crown sycamore')).toEqual([]);
    expect(ids('', 4)).toEqual([12]);
  });
});
