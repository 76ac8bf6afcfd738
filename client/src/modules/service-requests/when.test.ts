import { describe, expect, it } from 'vitest';
import { appointmentProblem } from '@canopy/shared';
import { defaultSlot, slotOf, toInstant } from './when';

// The form keeps one day for both times, so its default slot must be bookable at any hour.
describe('a new request’s default slot', () => {
  it('runs from an hour ahead to two hours ahead, rounded down to a quarter', () => {
    expect(defaultSlot(new Date(2026, 10, 27, 14, 23))).toEqual({
      day: '2026-11-27',
      start: '15:15',
      end: '16:15',
    });
  });

  it('ends at the close of its day when two hours ahead is tomorrow, so it can be booked', () => {
    const slot = defaultSlot(new Date(2026, 10, 27, 22, 20));
    expect(slot).toEqual({ day: '2026-11-27', start: '23:15', end: '23:59' });
    expect(appointmentProblem(toInstant(slot.day, slot.start), toInstant(slot.day, slot.end))).toBeNull();
  });

  it('starts tomorrow when an hour ahead is already tomorrow', () => {
    expect(defaultSlot(new Date(2026, 10, 27, 23, 10))).toEqual({
      day: '2026-11-28',
      start: '00:00',
      end: '01:00',
    });
  });

  it('shows a booked appointment as it is', () => {
    const start = new Date(2026, 10, 27, 9, 0).toISOString();
    const end = new Date(2026, 10, 27, 10, 30).toISOString();
    expect(slotOf(start, end)).toEqual({ day: '2026-11-27', start: '09:00', end: '10:30' });
  });
});
