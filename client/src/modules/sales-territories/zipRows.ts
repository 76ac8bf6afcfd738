import { Messages, padZip } from '@canopy/shared';

/** A row of the zip editor; `uid` keeps React keys and focus stable while rows come and go. */
export type ZipRow = { uid: number; text: string };

let nextUid = 1;
export const zipRow = (text = ''): ZipRow => ({ uid: nextUid++, text });

/** Rows for a loaded list; an empty list starts with one blank row to type into. */
export const toZipRows = (zips: readonly string[]): ZipRow[] => (zips.length ? zips.map(zipRow) : [zipRow()]);

/** Digits only, at most 5: territories are drawn by 5-digit zip. */
export const zipDigits = (text: string) => text.replace(/\D/g, '').slice(0, 5);

/** What a row will be saved as: padded to 5 digits ('603' -> '00603'); blank rows are dropped. */
export const savedForm = (text: string): string | null => (text.trim() ? padZip(text.trim()) : null);

export const toZipList = (rows: readonly ZipRow[]): string[] =>
  rows.map((r) => r.text.trim()).filter((t) => t !== '');

/** Zips named by the server's "The following zip codes are duplicated: a, b" message. */
export function duplicatedIn(message: string | undefined): string[] {
  if (!message?.startsWith(Messages.ZipCodesDuplicated)) return [];
  return message
    .slice(Messages.ZipCodesDuplicated.length)
    .split(',')
    .map((z) => z.trim())
    .filter(Boolean);
}

/** Whether the rows hold exactly the list loaded (given as its JSON). */
export const sameZips = (rows: readonly ZipRow[], loadedJson: string) =>
  JSON.stringify(toZipList(rows)) === loadedJson;
