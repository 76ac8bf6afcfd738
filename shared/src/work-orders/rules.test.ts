import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ALL_FLAGS, F, type ClaimFlags } from '../claims';
import { WorkOrderStatuses as S } from '../enums';
import { WorkOrderMessages as M } from './messages';
import {
  canChangeStatus,
  canRequestCancellation,
  completionProblems,
  isBeforeInProgress,
  isPngDataUrl,
  signatureChange,
  statusChoices,
} from './rules';

const STATUSES = Object.values(S);
const flags = fc.integer({ min: 0, max: ALL_FLAGS });
const claimsArb = fc.record({ WorkOrders_Status: flags, WorkOrder_MarkCancelled: flags });
const status = fc.constantFrom(...STATUSES);
const full: ClaimFlags = { WorkOrders_Status: F, WorkOrder_MarkCancelled: F };
const noCancel: ClaimFlags = { WorkOrders_Status: F };

describe('work order status choices', () => {
  it('offers exactly the spec table, with and without the mark-cancelled claim', () => {
    const table: [number, number[]][] = [
      [S.Created, [S.Created, S.Scheduled, S.InProgress, S.Completed]],
      [S.ReadyForScheduling, [S.Created, S.ReadyForScheduling, S.Scheduled, S.InProgress, S.Completed]],
      [S.Scheduled, [S.Created, S.ReadyForScheduling, S.Scheduled, S.InProgress, S.Completed]],
      [S.InProgress, [S.InProgress, S.Completed]],
      [S.Completed, [S.InProgress, S.Completed]],
      [S.OnHold, [S.Scheduled, S.InProgress, S.Completed, S.OnHold, S.Cancelled]],
      [S.Cancelled, [S.Scheduled, S.InProgress, S.Completed, S.OnHold, S.Cancelled]],
      [S.PendingCancellation, []],
    ];
    for (const [current, offered] of table) {
      expect(statusChoices(current, full), `from ${current}`).toEqual(offered);
      expect(statusChoices(current, noCancel), `from ${current}`).toEqual(
        offered.filter((s) => s !== S.Cancelled),
      );
    }
  });

  it('never offers PendingCancellation, and offers nothing from it', () => {
    fc.assert(
      fc.property(status, claimsArb, (current, claims) => {
        expect(statusChoices(current, claims)).not.toContain(S.PendingCancellation);
        if (current === S.PendingCancellation) expect(statusChoices(current, claims)).toEqual([]);
      }),
    );
  });

  it('offers nothing without WorkOrders_Status FullAccess, whatever else is held', () => {
    fc.assert(
      fc.property(status, claimsArb, (current, claims) => {
        const editable = (claims.WorkOrders_Status & F) !== 0 && current !== S.PendingCancellation;
        expect(canChangeStatus(current, claims)).toBe(editable);
        if (!editable) expect(statusChoices(current, claims)).toEqual([]);
        else expect(statusChoices(current, claims).length).toBeGreaterThan(0);
      }),
    );
  });

  it('offers Cancelled only with WorkOrder_MarkCancelled FullAccess', () => {
    fc.assert(
      fc.property(status, claimsArb, (current, claims) => {
        if ((claims.WorkOrder_MarkCancelled & F) === 0)
          expect(statusChoices(current, claims)).not.toContain(S.Cancelled);
      }),
    );
  });

  it('hides the earlier states once work has started or finished', () => {
    fc.assert(
      fc.property(fc.constantFrom(S.InProgress, S.Completed), claimsArb, (current, claims) => {
        const offered = statusChoices(current, claims);
        for (const s of [S.Created, S.ReadyForScheduling, S.Scheduled, S.OnHold, S.Cancelled])
          expect(offered).not.toContain(s);
      }),
    );
  });

  it('offers only known statuses, in id order, for any current id', () => {
    fc.assert(
      fc.property(fc.integer({ min: -5, max: 20 }), claimsArb, (current, claims) => {
        const offered = statusChoices(current, claims);
        expect([...offered].sort((a, b) => a - b)).toEqual(offered);
        for (const s of offered) expect(STATUSES).toContain(s);
        if (!STATUSES.includes(current as never)) expect(offered).toEqual([]);
      }),
    );
  });

  it('takes a cancellation request only before the work is finished or cancelled', () => {
    for (const s of STATUSES)
      expect(canRequestCancellation(s, noCancel), `from ${s}`).toBe(
        [S.Created, S.ReadyForScheduling, S.Scheduled, S.InProgress, S.OnHold].includes(s as never),
      );
    expect(canRequestCancellation(S.Created, { WorkOrders_Status: 1 | 2 | 4 })).toBe(false);
  });

  it('counts Created, ReadyForScheduling and Scheduled as before in progress', () => {
    expect(STATUSES.filter(isBeforeInProgress)).toEqual([S.Created, S.ReadyForScheduling, S.Scheduled]);
  });
});

describe('completion problems', () => {
  it('names each missing requirement in the spec order', () => {
    expect(
      completionProblems({ dailyLogCount: 0, logsWithHours: 0, scoutingRequired: true, scoutingEntries: 0 }),
    ).toEqual([M.DailyLogsRequired, M.WorkedHoursRequired, M.ScoutingReportRequired]);
    expect(
      completionProblems({ dailyLogCount: 2, logsWithHours: 0, scoutingRequired: false, scoutingEntries: 0 }),
    ).toEqual([M.WorkedHoursRequired]);
    expect(
      completionProblems({ dailyLogCount: 1, logsWithHours: 1, scoutingRequired: true, scoutingEntries: 0 }),
    ).toEqual([M.ScoutingReportRequired]);
  });

  it('is ready exactly when there is a log, one with hours, and scouting entries when required', () => {
    fc.assert(
      fc.property(
        fc.nat(5),
        fc.nat(5),
        fc.boolean(),
        fc.nat(3),
        (dailyLogCount, withHours, scoutingRequired, scoutingEntries) => {
          const logsWithHours = Math.min(withHours, dailyLogCount);
          const problems = completionProblems({
            dailyLogCount,
            logsWithHours,
            scoutingRequired,
            scoutingEntries,
          });
          const ready = dailyLogCount > 0 && logsWithHours > 0 && (!scoutingRequired || scoutingEntries > 0);
          expect(problems.length === 0).toBe(ready);
        },
      ),
    );
  });
});

describe('signature', () => {
  const png =
    'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP4z8DwHwAFAAH/iZk9HQAAAABJRU5ErkJggg==';

  it('accepts a PNG data URL and refuses other images, text and broken base64', () => {
    expect(isPngDataUrl(png)).toBe(true);
    expect(isPngDataUrl(png.replace('image/png', 'image/jpeg'))).toBe(false);
    expect(isPngDataUrl('data:image/png;base64,/9j/4AAQSkZJRgABAQ==')).toBe(false);
    expect(isPngDataUrl('data:image/png;base64,iVBORw0KGgo')).toBe(false);
    expect(isPngDataUrl('hello')).toBe(false);
  });

  it('dates a changed signature, keeps the date of an unchanged one and clears both together', () => {
    const stored = { signature: png, signedDate: '2026-01-02T03:04:05.000Z' };
    const now = '2026-06-01T12:00:00.000Z';
    expect(signatureChange(stored, png, now)).toEqual(stored);
    expect(signatureChange(stored, `${png}AA`, now)).toEqual({ signature: `${png}AA`, signedDate: now });
    expect(signatureChange(stored, null, now)).toEqual({ signature: null, signedDate: null });
    expect(signatureChange(stored, '  ', now)).toEqual({ signature: null, signedDate: null });
    expect(signatureChange({ signature: null, signedDate: null }, png, now)).toEqual({
      signature: png,
      signedDate: now,
    });
  });
});
