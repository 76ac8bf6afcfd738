import { describe, expect, it } from 'vitest';
import type { DailySchedule } from '@canopy/shared';
import { describeRecord, differingFields } from '../../../offline/review/describe';

const day = (over: Partial<DailySchedule>): DailySchedule =>
  ({
    ScheduleId: 40,
    ScheduleDateId: 400,
    ScheduleDate_: '2026-11-26',
    StartTime: '09:00',
    EndTime: '17:00',
    BranchName: 'Evanston',
    Version: 3,
    ScheduleCrews: [],
    ScheduleEquipments: [],
    WorkOrders: [],
    ...over,
  }) as DailySchedule;

const wo = (WorkOrderId: number, ClockedOutDate: string | null = null) =>
  ({ WorkOrderId, ClockedOutDate }) as DailySchedule['WorkOrders'][number];

describe('a schedule day waiting for review', () => {
  it('is named by its date and branch, and shows the route and hours in words', () => {
    expect(describeRecord('scheduleDay', day({}))).toBe('Schedule 11/26/2026 — Evanston');
    const mine = day({ StartTime: '08:00', WorkOrders: [wo(12), wo(10, '2026-11-26')] });
    const theirs = day({ Version: 4, WorkOrders: [wo(10, '2026-11-26'), wo(12)] });
    expect(differingFields('scheduleDay', mine, theirs)).toEqual([
      { field: 'StartTime', label: 'Start Time', mine: '08:00', theirs: '09:00' },
      {
        field: 'WorkOrders',
        label: 'Work Orders',
        mine: '12, 10 (clocked out)',
        theirs: '10 (clocked out), 12',
      },
    ]);
  });
});
