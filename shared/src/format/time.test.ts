import { describe, expect, it } from 'vitest';
import { formatTime, parseTime, roundMinutes } from './time';

describe('times of day', () => {
  it('reads 24-hour and AM/PM text', () => {
    expect(parseTime('7:30')).toBe('07:30');
    expect(parseTime('16:30:00')).toBe('16:30');
    expect(parseTime('7:30 pm')).toBe('19:30');
    expect(parseTime('12:05 AM')).toBe('00:05');
    expect(parseTime('12:05pm')).toBe('12:05');
    expect(parseTime('24:00')).toBeNull();
    expect(parseTime('13:00 pm')).toBeNull();
    expect(parseTime('7:60')).toBeNull();
  });

  it('shows h:mm AM/PM', () => {
    expect(formatTime('00:00')).toBe('12:00 AM');
    expect(formatTime('07:30')).toBe('7:30 AM');
    expect(formatTime('12:00')).toBe('12:00 PM');
    expect(formatTime('13:05')).toBe('1:05 PM');
    expect(formatTime('23:59:00')).toBe('11:59 PM');
    expect(formatTime('bad')).toBe('');
  });

  it('rounds to the nearest minute step', () => {
    expect(roundMinutes('07:07', 15)).toBe('07:00');
    expect(roundMinutes('07:08', 15)).toBe('07:15');
    expect(roundMinutes('07:52', 15)).toBe('07:45');
    expect(roundMinutes('07:53', 15)).toBe('08:00');
    expect(roundMinutes('09:14', 30)).toBe('09:00');
    expect(roundMinutes('09:15', 30)).toBe('09:30');
    expect(roundMinutes('09:14', 1)).toBe('09:14');
  });

  it('stays on the last step of the day instead of wrapping to midnight', () => {
    expect(roundMinutes('23:53', 15)).toBe('23:45');
    expect(roundMinutes('23:59', 30)).toBe('23:30');
    expect(roundMinutes('nope', 15)).toBeNull();
  });
});
