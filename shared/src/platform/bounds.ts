import { Type, type TNumberOptions } from 'typebox';

/**
 * Every number a request carries has a range the database can hold. Ids and most counts are
 * `integer` columns on PostgreSQL (32-bit), so a larger id can only be a mistake or a probe, and
 * without a bound it reaches the database and fails there instead of being refused as input.
 */
export const MAX_INT = 2_147_483_647;
/** Far past any real list; keeps OFFSET small enough for both engines. */
export const MAX_SKIP = 10_000_000;
/** The largest page any screen asks for (service items per location ask 9999, type-aheads 2000). */
export const MAX_TAKE = 10_000;
/**
 * Decimals (money, quantities, rates, coordinates) default to this magnitude: dollars are stored as
 * 64-bit cents and 10^12 dollars is still exact to the cent in a double.
 */
export const MAX_DECIMAL = 1_000_000_000_000;

export const Bounds = {
  /** A record's id: 1 … 2^31-1. */
  Id: (opts: TNumberOptions = {}) => Type.Integer({ minimum: 1, maximum: MAX_INT, ...opts }),
  /** An id where 0 means "new record". */
  IdOrNew: (opts: TNumberOptions = {}) => Type.Integer({ minimum: 0, maximum: MAX_INT, ...opts }),
  /** A record's Version as the caller last read it. */
  Version: (opts: TNumberOptions = {}) => Type.Integer({ minimum: 1, maximum: MAX_INT, ...opts }),
  Skip: () => Type.Integer({ minimum: 0, maximum: MAX_SKIP }),
  Take: (maximum: number = MAX_TAKE) => Type.Integer({ minimum: 1, maximum }),
  /** Any other whole number: within a 32-bit column unless the caller narrows it. */
  Int: (opts: TNumberOptions = {}) => Type.Integer({ minimum: -MAX_INT, maximum: MAX_INT, ...opts }),
  /** Any other decimal. */
  Decimal: (opts: TNumberOptions = {}) =>
    Type.Number({ minimum: -MAX_DECIMAL, maximum: MAX_DECIMAL, ...opts }),
};
