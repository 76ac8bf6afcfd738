import {
  DATE_MESSAGE,
  numberToText,
  RATE_MESSAGE,
  TAX_RATE_DECIMALS,
  taxRateE4,
  taxRateZip,
  todayIsoDate,
  ZIP_MESSAGE,
  type IsoDate,
  type SaveTaxRate,
  type TaxRate,
} from '@canopy/shared';

/** What the inline editor edits; the rate is null until one is typed. Field names are the wire's. */
export type TaxRateFormValues = {
  Id: number;
  ZipCode: string;
  TaxRate_: number | null;
  EffectiveDate: IsoDate | null;
  Archived: boolean;
};

/** A new rate takes effect today unless the user says otherwise. */
export const toTaxRateForm = (row: TaxRate | null): TaxRateFormValues => ({
  Id: row?.Id ?? 0,
  ZipCode: row?.ZipCode ?? '',
  TaxRate_: row?.TaxRate_ ?? null,
  EffectiveDate: row?.EffectiveDate ?? todayIsoDate(),
  Archived: row?.Archived ?? false,
});

/** The server's own rules and messages (shared/tax-rates), checked before the round trip. */
export const taxRateValidation = {
  ZipCode: (v: string) => (taxRateZip(v) ? null : ZIP_MESSAGE),
  TaxRate_: (v: number | null) => (v !== null && taxRateE4(v) !== null ? null : RATE_MESSAGE),
  EffectiveDate: (v: IsoDate | null) => (v ? null : DATE_MESSAGE),
};

export const toSaveBody = (v: TaxRateFormValues): SaveTaxRate => ({
  Id: v.Id,
  ZipCode: taxRateZip(v.ZipCode) ?? v.ZipCode,
  TaxRate_: v.TaxRate_ ?? 0,
  EffectiveDate: v.EffectiveDate ?? '',
  Archived: v.Archived,
});

/** 10.25 -> '10.25%', 8 -> '8.00%', 8.8755 -> '8.8755%': at least cents of a percent, never rounded. */
export function formatTaxRate(rate: number): string {
  const text = numberToText(rate, TAX_RATE_DECIMALS);
  const [whole, fraction = ''] = text.split('.');
  return `${whole}.${fraction.padEnd(2, '0')}%`;
}

/** The header and two lines of a file the import accepts. */
export const SAMPLE_CSV =
  'ZipCode,TaxRate,EffectiveDate\r\n60201,10.25,1/1/2026\r\n60202-1234,9.5,2026-07-01\r\n';
