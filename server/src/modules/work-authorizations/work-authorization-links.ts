import type { EncryptedIds } from '../../platform/encrypted-ids';

/** What kind of record a work authorization's customer link names. */
export const WA_LINK = 'work-authorization';
// The link carries the authorization's link version beside its id (id × 10^6 + version, well within
// the sealed number's 16 digits), so bumping the version revokes every link handed out before.
const VERSIONS = 1_000_000;

export function sealWaLink(ids: EncryptedIds, id: number, linkVersion: number): string {
  return ids.seal(WA_LINK, id * VERSIONS + (linkVersion % VERSIONS));
}

/** The id and link version a link names, or null when it is altered or made up. */
export function openWaLink(ids: EncryptedIds, text: string): { id: number; linkVersion: number } | null {
  const n = ids.open(WA_LINK, text);
  if (n === null) return null;
  const id = Math.floor(n / VERSIONS);
  return id > 0 ? { id, linkVersion: n % VERSIONS } : null;
}
