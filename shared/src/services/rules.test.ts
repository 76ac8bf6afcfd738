import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { Messages } from '../messages';
import {
  isValidMonthDay,
  keptInactiveReason,
  keptPricing,
  monthLength,
  serviceDefaults,
  serviceFormProblems,
  serviceRateAfter,
  type ServiceForm,
} from './rules';

const form = (over: Partial<ServiceForm> = {}): ServiceForm => ({
  Name: 'Structural Pruning',
  ServiceGroupId: 1,
  ServiceTypeId: 1,
  StatusId: 1,
  ClassificationId: 4,
  PricingOptionId: null,
  PricingTableId: null,
  PricingUnitOfMeasureId: null,
  PricingUnitOfMeasureRate: null,
  ServicePricingGroupId: null,
  Recurrence: null,
  ReportOptionId: null,
  GrowingDegreeDayMin: null,
  GrowingDegreeDayMax: null,
  ServiceMonthStart: null,
  ServiceDayStart: null,
  ServiceMonthEnd: null,
  ServiceDayEnd: null,
  ServiceVisits: [],
  ...over,
});
const visit = (ms: number | null, ds: number | null, me: number | null, de: number | null) => ({
  ServiceMonthStart: ms,
  ServiceDayStart: ds,
  ServiceMonthEnd: me,
  ServiceDayEnd: de,
  ReportOptionId: null,
});

describe('service defaults by group', () => {
  it('follows the spec per group', () => {
    expect(serviceDefaults(1)).toEqual({
      ServiceGroupId: 1,
      StatusId: 1,
      PricingOptionId: 1,
      RenewableService: false,
      ClassificationId: 4,
    });
    expect(serviceDefaults(2)).toMatchObject({
      ClassificationId: 1,
      RenewableService: true,
      PricingOptionId: null,
    });
    expect(serviceDefaults(5)).toMatchObject({ ClassificationId: 2, RenewableService: true });
    expect(serviceDefaults(3)).toMatchObject({ ClassificationId: 3, RenewableService: true });
    expect(serviceDefaults(4)).toMatchObject({ ClassificationId: null, RenewableService: true });
  });
});

describe('visit dates', () => {
  it('knows month lengths with February 29 allowed', () => {
    expect([1, 2, 4, 12].map(monthLength)).toEqual([31, 29, 30, 31]);
    expect(isValidMonthDay(2, 29)).toBe(true);
    expect(isValidMonthDay(2, 30)).toBe(false);
    expect(isValidMonthDay(4, 31)).toBe(false);
    expect(isValidMonthDay(4, 30)).toBe(true);
    expect(isValidMonthDay(13, 1)).toBe(false);
    expect(isValidMonthDay(0, 1)).toBe(false);
    expect(isValidMonthDay(5, null)).toBe(false);
    expect(isValidMonthDay(null, 5)).toBe(false);
  });

  it('accepts exactly the days of a leap-year calendar (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: -2, max: 15 }), fc.integer({ min: -2, max: 33 }), (m, d) => {
        const real = new Date(Date.UTC(2024, m - 1, d));
        const exists = m >= 1 && m <= 12 && d >= 1 && real.getUTCMonth() === m - 1 && real.getUTCDate() === d;
        expect(isValidMonthDay(m, d)).toBe(exists);
      }),
    );
  });

  it('reports a bad visit date per visit end with the spec message', () => {
    const ms = serviceFormProblems(form({ ServiceVisits: [visit(4, 31, 5, 1), visit(2, 29, 2, 30)] }), 5);
    expect(ms).toEqual({
      'ServiceVisits.0.ServiceDayStart': [Messages.InvalidVisitDate],
      'ServiceVisits.1.ServiceDayEnd': [Messages.InvalidVisitDate],
    });
  });
});

describe('service form', () => {
  it('needs a type, and a multi service needs a visit', () => {
    expect(serviceFormProblems(form({ ServiceTypeId: null }), 5)).toEqual({
      ServiceTypeId: ['Select Service Type'],
    });
    expect(serviceFormProblems(form({ ServiceTypeId: 2 }), 5)).toEqual({
      ServiceVisits: [Messages.MultiServiceNeedsVisit],
    });
    expect(serviceFormProblems(form({ ServiceTypeId: 2, ServiceVisits: [visit(3, 1, 4, 15)] }), 5)).toEqual(
      {},
    );
  });

  it('asks for the pricing unit and rate, or the table, of the chosen option', () => {
    expect(serviceFormProblems(form({ PricingOptionId: 1 }), 5)).toEqual({
      PricingUnitOfMeasureId: ['please select pricing unit of measure'],
      PricingUnitOfMeasureRate: ['please enter Pricing Rate'],
    });
    expect(serviceFormProblems(form({ PricingOptionId: 2 }), 5)).toEqual({
      PricingTableId: [Messages.SelectPricingTable],
    });
    expect(
      serviceFormProblems(
        form({ PricingOptionId: 1, PricingUnitOfMeasureId: 3, PricingUnitOfMeasureRate: -1 }),
        5,
      ),
    ).toEqual({ PricingUnitOfMeasureRate: [Messages.NegativeDollarAmounts] });
    expect(
      keptPricing({
        PricingOptionId: 2,
        PricingTableId: 7,
        PricingUnitOfMeasureId: 3,
        PricingUnitOfMeasureRate: 12.5,
      }),
    ).toEqual({
      PricingOptionId: 2,
      PricingTableId: 7,
      PricingUnitOfMeasureId: null,
      PricingUnitOfMeasureRate: null,
    });
  });

  it('keeps recurrence within 1 and the maximum, and date ranges paired', () => {
    expect(serviceFormProblems(form({ Recurrence: 6 }), 5)).toEqual({
      Recurrence: ['Recurrence must be between 1 and 5 years.'],
    });
    expect(serviceFormProblems(form({ Recurrence: 5 }), 5)).toEqual({});
    expect(serviceFormProblems(form({ ServiceMonthStart: 6, ServiceDayStart: null }), 5)).toEqual({
      ServiceDayStart: [Messages.InvalidVisitDate],
    });
  });

  it('keeps the inactive reason only for status 3', () => {
    expect(keptInactiveReason(3, 4)).toBe(4);
    expect(keptInactiveReason(1, 4)).toBeNull();
    expect(keptInactiveReason(2, 4)).toBeNull();
  });
});

describe('service price updates', () => {
  it('refuses negative dollar amounts with the spec message', () => {
    expect(serviceRateAfter(1000, 1, -0.01)).toEqual({
      error: 'Please avoid entering negative dollar amounts.',
    });
  });

  it('adds dollars exactly and leaves unpriced services alone (property)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 10_000_000 }),
        fc.integer({ min: 0, max: 1_000_000 }),
        (cents, add) => {
          expect(serviceRateAfter(cents, 1, add / 100)).toEqual({ cents: cents + add });
          expect(serviceRateAfter(null, 1, add / 100)).toEqual({ cents: null });
        },
      ),
    );
  });

  it('scales by a percent, rounded to the nearest cent, never negative (property)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 10_000_000 }),
        fc.integer({ min: -2_000_000, max: 2_000_000 }),
        (cents, pctE4) => {
          const r = serviceRateAfter(cents, 2, pctE4 / 10_000);
          if (!('cents' in r) || r.cents === null) throw new Error('expected a rate');
          expect(Number.isSafeInteger(r.cents)).toBe(true);
          expect(r.cents).toBeGreaterThanOrEqual(0);
          // Exact value in millionths of a cent; the result is within half a cent of it.
          const exact = BigInt(cents) * BigInt(1_000_000 + pctE4);
          const exactPositive = exact < 0n ? 0n : exact;
          const diff = BigInt(r.cents) * 1_000_000n - exactPositive;
          expect(diff <= 500_000n && diff >= -500_000n).toBe(true);
        },
      ),
    );
    expect(serviceRateAfter(1999, 2, 10)).toEqual({ cents: 2199 });
    expect(serviceRateAfter(5, 2, 10)).toEqual({ cents: 6 });
    expect(serviceRateAfter(1000, 2, 0)).toEqual({ cents: 1000 });
    expect(serviceRateAfter(1000, 2, -150)).toEqual({ cents: 0 });
  });
});
