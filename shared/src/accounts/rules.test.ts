import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { AccountStatuses } from '../enums';
import { Messages } from '../messages';
import {
  basisPointsToPercent,
  billingAddressProblem,
  callFirstFor,
  inactiveReasonFor,
  missingAddressFields,
  percentToBasisPoints,
  statusChangeWarning,
} from './rules';

const statuses = fc.constantFrom(...Object.values(AccountStatuses));

describe('account rules', () => {
  it('keeps a minimum down payment exact: any percent with 2 decimals survives the round trip', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000 }), (bp) => {
        const percent = basisPointsToPercent(bp);
        expect(percentToBasisPoints(percent)).toBe(bp);
      }),
    );
    expect(percentToBasisPoints(12.5)).toBe(1250);
    expect(percentToBasisPoints(0.07)).toBe(7);
    expect(percentToBasisPoints(12.345)).toBeNull();
  });

  it('keeps the inactive reason only while Inactive', () => {
    fc.assert(
      fc.property(statuses, fc.option(fc.integer({ min: 1 })), (status, reason) => {
        const kept = inactiveReasonFor(status, reason);
        expect(kept).toBe(status === AccountStatuses.Inactive ? reason : null);
      }),
    );
  });

  it('clears call-first-before-auto-pay whenever no down payment is required', () => {
    fc.assert(
      fc.property(fc.option(fc.integer({ min: 0, max: 10_000 })), fc.boolean(), (bp, flag) => {
        expect(callFirstFor(bp, flag)).toBe(!!bp && flag);
      }),
    );
  });

  it('warns only when an Inactive account becomes Active', () => {
    fc.assert(
      fc.property(statuses, statuses, (from, to) => {
        const w = statusChangeWarning(from, to);
        const reactivated = from === AccountStatuses.Inactive && to === AccountStatuses.Active;
        expect(w).toBe(reactivated ? Messages.InactiveLocationsStayInactive : null);
      }),
    );
    expect(statusChangeWarning(undefined, AccountStatuses.Active)).toBeNull();
  });

  it('needs Address1, City, State and Zip to copy a billing address', () => {
    expect(billingAddressProblem(null)).toBe('Please enter a billing address');
    expect(billingAddressProblem({ Address1: ' ', City: '' })).toBe('Please enter a billing address');
    expect(billingAddressProblem({ Address2: 'Suite 4' })).toBe('Please complete entering a billing address');
    expect(billingAddressProblem({ Address1: '1 Elm', City: 'Skokie', State: 'IL' })).toBe(
      'Please complete entering a billing address',
    );
    expect(
      billingAddressProblem({ Address1: '1 Elm', City: 'Skokie', State: 'IL', Zip: '60076' }),
    ).toBeNull();
    expect(missingAddressFields({ Address1: '1 Elm', State: 'IL' })).toEqual(['City', 'Zip']);
    const part = fc.option(fc.string({ maxLength: 5 }));
    fc.assert(
      fc.property(part, part, part, part, (Address1, City, State, Zip) => {
        const a = { Address1, City, State, Zip };
        const complete = [Address1, City, State, Zip].every((v) => !!v?.trim());
        expect(billingAddressProblem(a) === null).toBe(complete);
      }),
    );
  });
});
