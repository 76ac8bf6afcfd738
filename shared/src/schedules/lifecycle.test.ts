import { describe, expect, it } from 'vitest';
import { ScheduleStatuses as S } from '../enums';
import { allowedStateChanges, editRefusal, ScheduleMessages as M, stateChangeRefusal } from './lifecycle';

describe('schedule state rules (spec §4)', () => {
  it('offers each status only the changes it allows', () => {
    expect(allowedStateChanges(S.Open)).toEqual(['confirm', 'cancel']);
    expect(allowedStateChanges(S.InProgress)).toEqual(['confirm']);
    expect(allowedStateChanges(S.Ended)).toEqual(['confirm']);
    expect(allowedStateChanges(S.Confirmed)).toEqual(['unconfirm']);
    expect(allowedStateChanges(S.Canceled)).toEqual([]);
  });

  it('says why a change is refused', () => {
    expect(stateChangeRefusal('cancel', S.InProgress)).toBe(M.CancelOnlyOpen);
    expect(stateChangeRefusal('confirm', S.Confirmed)).toBe(M.AlreadyConfirmed);
    expect(stateChangeRefusal('confirm', S.Canceled)).toBe(M.Cancelled);
    expect(stateChangeRefusal('unconfirm', S.Ended)).toBe(M.UnconfirmOnlyConfirmed);
  });

  it('lets a schedule be edited until it is confirmed or cancelled', () => {
    expect([S.Open, S.InProgress, S.Ended].map(editRefusal)).toEqual([null, null, null]);
    expect(editRefusal(S.Confirmed)).toBe(M.Confirmed);
    expect(editRefusal(S.Canceled)).toBe(M.Cancelled);
  });
});
