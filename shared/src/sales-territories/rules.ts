import { padZip } from '../format/zip';

/**
 * A territory zip: 1 to 5 digits padded to 5 ('501' -> '00501'). A ZIP+4 counts as its 5-digit zip,
 * because territories are drawn by 5-digit zip. Anything else is not a zip, or null.
 */
export function territoryZip(text: string | number | null | undefined): string | null {
  const t = String(text ?? '').trim();
  const m = /^(\d{1,5})(?:-?\d{4})?$/.exec(t);
  if (!m) return null;
  if (t.replace('-', '').length > 5 && m[1]!.length !== 5) return null;
  return padZip(m[1]!);
}

export interface CleanZipCodes {
  zips: string[];
  /** Zips given more than once (after padding), in order of first appearance. */
  duplicated: string[];
  invalid: string[];
}

/** Blanks are dropped, the rest padded to 5 digits; repeats and non-zips are reported. */
export function cleanZipCodes(list: readonly (string | number | null | undefined)[]): CleanZipCodes {
  const zips: string[] = [];
  const duplicated: string[] = [];
  const invalid: string[] = [];
  for (const item of list) {
    const text = String(item ?? '').trim();
    if (!text) continue;
    const zip = territoryZip(text);
    if (!zip) invalid.push(text);
    else if (!zips.includes(zip)) zips.push(zip);
    else if (!duplicated.includes(zip)) duplicated.push(zip);
  }
  return { zips, duplicated, invalid };
}
