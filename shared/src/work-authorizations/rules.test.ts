import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { WorkAuthorizationServiceStatuses as SS } from '../enums';
import { ApprovedStatuses } from './enums';
import {
  approvalOf,
  defaultDepositCents,
  isApproved,
  mayBeNotApproved,
  meetsDownPayment,
  toggleService,
  toggleVisit,
  type ServiceApproval,
} from './rules';

const service = fc.array(fc.boolean(), { minLength: 1, maxLength: 6 }).map((flags): ServiceApproval => {
  const Visits = flags.map((Approved, i) => ({ Id: i + 1, Approved }));
  const n = flags.filter(Boolean).length;
  return {
    StatusId: n === 0 ? SS.NotApproved : n === flags.length ? SS.Approved : SS.PartiallyApproved,
    Visits,
  };
});

describe('approval toggles (spec §4)', () => {
  it('approving a visit approves its service', () => {
    fc.assert(
      fc.property(service, fc.nat(), (s, k) => {
        const visit = s.Visits[k % s.Visits.length]!;
        const next = toggleVisit(s, visit.Id, true);
        expect(isApproved(next.StatusId)).toBe(true);
        expect(next.Visits.find((v) => v.Id === visit.Id)!.Approved).toBe(true);
      }),
    );
  });

  it('a service with no approved visits becomes unapproved, some approved reads partially', () => {
    fc.assert(
      fc.property(service, fc.nat(), fc.boolean(), (s, k, on) => {
        const next = toggleVisit(s, s.Visits[k % s.Visits.length]!.Id, on);
        const n = next.Visits.filter((v) => v.Approved).length;
        if (n === 0) expect(next.StatusId).toBe(SS.NotApproved);
        else if (n === next.Visits.length) expect(next.StatusId).toBe(SS.Approved);
        else expect(next.StatusId).toBe(SS.PartiallyApproved);
      }),
    );
  });

  it('toggling a service sets all its visits and keeps them', () => {
    fc.assert(
      fc.property(service, fc.boolean(), (s, on) => {
        const next = toggleService(s, on);
        expect(next.Visits.every((v) => v.Approved === on)).toBe(true);
        expect(isApproved(next.StatusId)).toBe(on);
        expect(next.Visits.map((v) => v.Id)).toEqual(s.Visits.map((v) => v.Id));
      }),
    );
  });

  it('an unknown visit changes nothing', () => {
    fc.assert(
      fc.property(service, (s) => {
        expect(toggleVisit(s, 999, true)).toBe(s);
      }),
    );
  });

  it('Not Approved is allowed exactly when no service is approved', () => {
    const status = fc.constantFrom(SS.Pending, SS.Approved, SS.PartiallyApproved, SS.NotApproved);
    fc.assert(
      fc.property(fc.array(status, { maxLength: 8 }), (xs) => {
        expect(mayBeNotApproved(xs)).toBe(!xs.some((x) => x === SS.Approved || x === SS.PartiallyApproved));
        const whole = approvalOf(xs);
        if (xs.every((x) => x === SS.Pending)) expect(whole).toBe(ApprovedStatuses.None);
        if (xs.length && xs.every((x) => x === SS.Approved)) expect(whole).toBe(ApprovedStatuses.Approved);
        if (whole === ApprovedStatuses.NotApproved) expect(mayBeNotApproved(xs)).toBe(true);
      }),
    );
  });
});

describe('down payment (spec §9)', () => {
  const total = fc.integer({ min: 0, max: 100_000_000_00 });
  const percent = fc.integer({ min: 0, max: 10_000 });

  it('paying the default deposit always meets the minimum, a cent less never does when one is due', () => {
    fc.assert(
      fc.property(total, percent, (t, p) => {
        const d = defaultDepositCents(t, p, 0);
        expect(meetsDownPayment(t, p, d)).toBe(true);
        // The share is d within half a cent; a whole cent short is past the 0.005 tolerance, but for
        // a share of exactly half a cent, which rounds up: a cent less is then just within it.
        const halfCent = (BigInt(t) * BigInt(p)) % 10_000n === 5_000n;
        if (d > 0) expect(meetsDownPayment(t, p, d - 1)).toBe(halfCent);
      }),
      { examples: [[6_629_444_248, 6875]] },
    );
  });

  it('the default deposit is the rounded share minus what is already deposited, never negative', () => {
    fc.assert(
      fc.property(total, percent, fc.integer({ min: 0, max: 100_000_000 }), (t, p, paid) => {
        const share = defaultDepositCents(t, p, 0);
        expect(defaultDepositCents(t, p, paid)).toBe(Math.max(0, share - paid));
        // Rounded half up to the cent: within half a cent of the exact share.
        expect(Math.abs(share * 10_000 - t * p)).toBeLessThanOrEqual(5_000);
      }),
    );
  });

  it('works on exact figures: 10 % of $475.50 is $47.55; $47.545 owed is met by $47.54 within the tolerance', () => {
    expect(defaultDepositCents(47_550, 1000, 0)).toBe(4_755);
    expect(defaultDepositCents(47_550, 1000, 4_755)).toBe(0);
    // 1 % of $4,754.50 is $47.545: the default rounds up to $47.55, $47.54 is within 0.005.
    expect(defaultDepositCents(475_450, 100, 0)).toBe(4_755);
    expect(meetsDownPayment(475_450, 100, 4_754)).toBe(true);
    expect(meetsDownPayment(475_450, 100, 4_753)).toBe(false);
  });
});
