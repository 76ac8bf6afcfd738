import { describe, expect, it } from 'vitest';
import { appointmentProblem, appointmentsOverlap, defaultAppointment, thisWeek } from './rules';
import { ServiceRequestMessages as M } from './messages';

describe('service request rules', () => {
  it('starts a new appointment an hour ahead and ends it two hours ahead, rounded down to 15 minutes', () => {
    expect(defaultAppointment(new Date('2026-11-27T14:23:14.500Z'))).toEqual({
      start: '2026-11-27T15:15:00.000Z',
      end: '2026-11-27T16:15:00.000Z',
    });
    expect(defaultAppointment(new Date('2026-11-27T23:45:00.000Z'))).toEqual({
      start: '2026-11-28T00:45:00.000Z',
      end: '2026-11-28T01:45:00.000Z',
    });
  });

  it('requires the appointment time and a start not after the end', () => {
    expect(appointmentProblem(null, '2026-11-27T10:00:00Z')).toBe(M.AppointmentTimeRequired);
    expect(appointmentProblem('2026-11-27T10:00:00Z', undefined)).toBe(M.AppointmentTimeRequired);
    expect(appointmentProblem('2026-11-27T11:00:00Z', '2026-11-27T10:00:00Z')).toBe(
      M.InvalidAppointmentTimes,
    );
    expect(appointmentProblem('2026-11-27T10:00:00Z', '2026-11-27T10:00:00Z')).toBeNull();
  });

  it('counts overlapping times, not touching ones', () => {
    const a = { start: '2026-11-27T10:00:00Z', end: '2026-11-27T11:00:00Z' };
    expect(appointmentsOverlap(a, { start: '2026-11-27T10:30:00Z', end: '2026-11-27T12:00:00Z' })).toBe(true);
    expect(appointmentsOverlap(a, { start: '2026-11-27T11:00:00Z', end: '2026-11-27T12:00:00Z' })).toBe(
      false,
    );
  });

  it('runs This Week from Monday to the end of Sunday', () => {
    const { from, to } = thisWeek(new Date(2026, 10, 27, 15, 0)); // a Friday, local time
    expect(new Date(from).getDay()).toBe(1);
    expect(new Date(from).getDate()).toBe(23);
    expect(new Date(from).getHours()).toBe(0);
    expect(new Date(to).getDay()).toBe(0);
    expect(new Date(to).getDate()).toBe(29);
    expect(new Date(Date.parse(to) + 1).getDate()).toBe(30);
  });
});
