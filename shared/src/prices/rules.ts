import { Messages } from '../messages';
import { toScaled } from './decimal';

export const PricingTypes = { VisitPerYear: 1, Flat: 2, Open: 3, PerUOM: 4 } as const;
export const PricingMethods = { InventorySize: 1, ServiceUOM: 2 } as const;
export const ManagePricingOptions = { Dollars: 1, Percentage: 2 } as const;

export const PricingTypeList = [
  { Id: 1, Name: 'Visit Per Year' },
  { Id: 2, Name: 'Flat' },
  { Id: 3, Name: 'Open' },
  { Id: 4, Name: 'Per UOM' },
];
export const PricingMethodList = [
  { Id: 1, Name: 'Inventory Size' },
  { Id: 2, Name: 'Service UOM' },
];

/** Percent changes are exact to 4 decimals: 2.5 -> 25000 ten-thousandths. */
export const PERCENT_CHANGE_DECIMALS = 4;
const MILLION = 1_000_000n;

/** A change to every price of a table: add whole cents, or scale by a percent (in ten-thousandths). */
export type PriceChange = { kind: 'dollars'; cents: number } | { kind: 'percent'; percentE4: number };

/**
 * A price after the change, in cents. Percent changes are worked in integers (cents × (100% + p))
 * and rounded half up to the cent; nothing ever goes below zero.
 */
export function changedPrice(cents: number, change: PriceChange): number {
  if (change.kind === 'dollars') return Math.max(0, cents + change.cents);
  const scaled = BigInt(cents) * (MILLION + BigInt(change.percentE4));
  if (scaled <= 0n) return 0;
  return Number((scaled + MILLION / 2n) / MILLION);
}

/** A null price (not offered) stays null. */
export const changedPriceOrNull = (cents: number | null, change: PriceChange) =>
  cents === null ? null : changedPrice(cents, change);

/**
 * Reads the price update form: `option` is ManagePricingOptions, `value` dollars or percent. Dollar
 * amounts may not be negative (the spec's message); a negative percent lowers prices.
 */
export function readPriceChange(option: number, value: number): { change: PriceChange } | { error: string } {
  if (option === ManagePricingOptions.Dollars) {
    if (value < 0) return { error: Messages.NegativeDollarAmounts };
    const cents = toScaled(value, 2);
    return cents === null
      ? { error: 'Please enter an amount in dollars and cents.' }
      : { change: { kind: 'dollars', cents } };
  }
  if (option === ManagePricingOptions.Percentage) {
    const percentE4 = toScaled(value, PERCENT_CHANGE_DECIMALS);
    return percentE4 === null
      ? { error: `Please enter a percentage with at most ${PERCENT_CHANGE_DECIMALS} decimals.` }
      : { change: { kind: 'percent', percentE4 } };
  }
  return { error: 'Please choose Dollars or Percentage.' };
}
