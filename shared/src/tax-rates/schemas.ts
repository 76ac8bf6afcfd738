import { Type, type Static } from 'typebox';
import { SearchRequest } from '../platform/http';

/** A tax rate as the list shows it. TaxRate_ is a percent (10.25), exact to 4 decimals. */
export const TaxRate = Type.Object({
  Id: Type.Integer(),
  ZipCode: Type.String(),
  TaxRate_: Type.Number(),
  Archived: Type.Boolean(),
  /** 'yyyy-MM-dd': the first day the rate applies. */
  EffectiveDate: Type.String(),
});
export type TaxRate = Static<typeof TaxRate>;

/** Id 0 adds a rate. ZipCode is masked to 5 digits or 5-4; EffectiveDate M/d/yyyy or yyyy-MM-dd. */
export const SaveTaxRate = Type.Object({
  Id: Type.Integer({ minimum: 0 }),
  ZipCode: Type.String({ maxLength: 20 }),
  TaxRate_: Type.Number(),
  Archived: Type.Optional(Type.Boolean()),
  EffectiveDate: Type.String({ maxLength: 30 }),
});
export type SaveTaxRate = Static<typeof SaveTaxRate>;

/** Archived rates are listed too (the list edits the flag) unless IncludeArchived is false. */
export const TaxRateSearch = SearchRequest;
export type TaxRateSearch = Static<typeof TaxRateSearch>;

export const TaxRateImportResult = Type.Object({
  Imported: Type.Integer(),
  Added: Type.Integer(),
  Updated: Type.Integer(),
});
export type TaxRateImportResult = Static<typeof TaxRateImportResult>;

/** GET taxRates/address/{id}: the rate in effect today for the location's zip, or null. */
export const TaxRateForAddress = Type.Object({
  AccountLocationId: Type.Integer(),
  ZipCode: Type.String(),
  TaxRate: Type.Union([TaxRate, Type.Null()]),
});
export type TaxRateForAddress = Static<typeof TaxRateForAddress>;
