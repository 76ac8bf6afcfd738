import { parseDate, type IsoDate } from '../format/dates';
import { parseZip } from '../format/zip';
import { toScaled } from '../prices/decimal';

/** Rates are exact percents to 4 decimals, stored as ten-thousandths of a percent (10.25% = 102500). */
export const TAX_RATE_DECIMALS = 4;
export const TAX_RATE_MAX_E4 = 100 * 10 ** TAX_RATE_DECIMALS;
export const TAX_RATE_PAGE_SIZE = 12;
export const TAX_RATE_CSV_HEADER = ['ZipCode', 'TaxRate', 'EffectiveDate'] as const;

export const ZIP_MESSAGE = 'Please enter a zip code of 5 digits, or 5 digits, a dash and 4 digits.';
export const RATE_MESSAGE = 'Please enter a tax rate from 0 to 100 percent with at most 4 decimals.';
export const DATE_MESSAGE = 'Please enter the date the rate takes effect.';

/** The zip mask: 5 digits, or 5 + dash + 4 ('602011234' reads as '60201-1234'); null otherwise. */
export const taxRateZip = (text: string | null | undefined): string | null => parseZip(text);

/** A percent (10.25) as ten-thousandths (102500), or null when out of 0–100 or too precise. */
export function taxRateE4(percent: number): number | null {
  const e4 = toScaled(percent, TAX_RATE_DECIMALS);
  return e4 === null || e4 < 0 || e4 > TAX_RATE_MAX_E4 ? null : e4;
}

/** The tax on an amount in cents at a rate in ten-thousandths of a percent, rounded half up to the cent. */
export function taxOn(cents: number, rateE4: number): number {
  const scaled = BigInt(cents) * BigInt(rateE4);
  const unit = BigInt(100 * 10 ** TAX_RATE_DECIMALS);
  const half = unit / 2n;
  return Number(scaled >= 0n ? (scaled + half) / unit : -((-scaled + half) / unit));
}

/** RFC 4180 fields: commas, quotes doubled inside quoted fields, CRLF or LF line ends. */
export function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  const src = text.replace(/^\uFEFF/, '');
  for (let i = 0; i < src.length; i++) {
    const ch = src[i]!;
    if (quoted) {
      if (ch === '"' && src[i + 1] === '"') {
        field += '"';
        i++;
      } else if (ch === '"') quoted = false;
      else field += ch;
    } else if (ch === '"' && field === '') quoted = true;
    else if (ch === ',') {
      row.push(field);
      field = '';
    } else if (ch === '\n' || ch === '\r') {
      if (ch === '\r' && src[i + 1] === '\n') i++;
      row.push(field);
      rows.push(row);
      row = [];
      field = '';
    } else field += ch;
  }
  if (field !== '' || row.length) {
    row.push(field);
    rows.push(row);
  }
  return rows;
}

export interface TaxRateCsvRow {
  line: number;
  zipCode: string;
  rateE4: number;
  effectiveDate: IsoDate;
}

/**
 * Reads an import file: the header line ZipCode,TaxRate,EffectiveDate (in that order, any case),
 * then one rate a line. Blank lines are skipped but counted, so 'Line 7' is the seventh
 * line of the file. A rate may carry a '%'. The same zip and date twice is an error on the later line.
 */
export function readTaxRateCsv(text: string): { rows: TaxRateCsvRow[]; errors: string[] } {
  const lines = parseCsv(text);
  const rows: TaxRateCsvRow[] = [];
  const errors: string[] = [];
  const header = (lines[0] ?? []).map((h) => h.trim().toLowerCase());
  const expected = TAX_RATE_CSV_HEADER.map((h) => h.toLowerCase());
  if (header.length !== expected.length || header.some((h, i) => h !== expected[i])) {
    return { rows, errors: [`Line 1: the first line must be the header ${TAX_RATE_CSV_HEADER.join(',')}.`] };
  }
  const seen = new Map<string, number>();
  lines.slice(1).forEach((cells, i) => {
    const line = i + 2;
    if (cells.every((c) => c.trim() === '')) return;
    const fail = (m: string) => errors.push(`Line ${line}: ${m}`);
    if (cells.length !== 3) return fail(`expected 3 values, found ${cells.length}.`);
    const [zipText = '', rateText = '', dateText = ''] = cells.map((c) => c.trim());
    const zipCode = taxRateZip(zipText);
    const rateDigits = rateText.replace(/%$/, '').trim();
    const rateE4 = /^\d+(\.\d+)?$/.test(rateDigits) ? taxRateE4(Number(rateDigits)) : null;
    const effectiveDate = parseDate(dateText);
    const before = errors.length;
    if (!zipCode) fail(`"${zipText}" is not a zip code. ${ZIP_MESSAGE}`);
    if (rateE4 === null) fail(`"${rateText}" is not a tax rate. ${RATE_MESSAGE}`);
    if (!effectiveDate) fail(`"${dateText}" is not a date (M/d/yyyy or yyyy-MM-dd).`);
    if (errors.length > before || !zipCode || rateE4 === null || !effectiveDate) return;
    const key = `${zipCode} ${effectiveDate}`;
    const first = seen.get(key);
    if (first !== undefined)
      return fail(`${zipCode} effective ${effectiveDate} is already on line ${first}.`);
    seen.set(key, line);
    rows.push({ line, zipCode, rateE4, effectiveDate });
  });
  if (!errors.length && !rows.length) errors.push('The file has no tax rates after the header line.');
  return { rows, errors };
}
