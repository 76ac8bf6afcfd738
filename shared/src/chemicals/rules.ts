import { Messages } from '../messages';
import type { ModelState } from '../platform/http';
import { toScaled } from '../prices/decimal';
import { CatalogueStatusList, isListed } from '../services/enums';

/** A mix rate as people write it: 2 -> '2', 1.5 -> '1.5', 0.25 -> '0.25' (no float noise). */
export function formatRate(rate: number): string {
  return String(Number(rate.toPrecision(12)));
}

/**
 * The dilution a crew mixes, read 'rate unit per carrier' ('2 oz per 100 gal'). Parts not set are left
 * out; without a rate there is nothing to say.
 */
export function dilutionText(rate: number | null, unit: string | null, carrier: string | null): string {
  if (rate === null) return '';
  const amount = [formatRate(rate), unit?.trim()].filter(Boolean).join(' ');
  return carrier?.trim() ? `${amount} per ${carrier.trim()}` : amount;
}

/** A chemical form with every field settled (sent or stored). */
export interface ChemicalForm {
  Name: string;
  StatusId: number;
  MixRate: number | null;
  TemperatureRangeLow: number | null;
  TemperatureRangeHigh: number | null;
  ChemicalUpCharge: number;
}

/** The rules of the chemical form that need no database, as field -> messages. */
export function chemicalFormProblems(form: ChemicalForm): ModelState {
  const ms: ModelState = {};
  const add = (field: string, message: string) => (ms[field] ??= []).push(message);
  if (!form.Name.trim()) add('Name', 'Name is required.');
  else if (form.Name.trim().length > 200) add('Name', 'Name must be at most 200 characters.');
  if (!isListed(CatalogueStatusList, form.StatusId)) add('StatusId', 'Please select a status.');
  if (form.MixRate !== null && !(form.MixRate >= 0)) add('MixRate', 'Mix rate must be zero or more.');
  const { TemperatureRangeLow: low, TemperatureRangeHigh: high } = form;
  if (low !== null && high !== null && low > high)
    add('TemperatureRangeLow', 'The low temperature must not be above the high temperature.');
  if (form.ChemicalUpCharge < 0) add('ChemicalUpCharge', Messages.NegativeDollarAmounts);
  else if (toScaled(form.ChemicalUpCharge, 2) === null)
    add('ChemicalUpCharge', 'Up charge must be in dollars and cents.');
  return ms;
}
