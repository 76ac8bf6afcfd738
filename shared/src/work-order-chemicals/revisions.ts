/**
 * An application record is never edited in place: a correction appends a revision naming the one
 * it replaces, and the record's current state is the last revision. These rules are the whole of
 * the chain; the server stores what they return and the property test holds them to it.
 */
export interface Revision {
  Id: string;
  Revision: number;
  ReplacesId: string | null;
}

export type AppendResult<T> = { ok: true; chain: T[] } | { ok: false; reason: 'stale' | 'duplicate' };

/** The current record: the last revision, or null when nothing was recorded. */
export const currentRevision = <T extends Revision>(chain: readonly T[]): T | null =>
  chain.length ? chain[chain.length - 1]! : null;

/**
 * The chain with `next` appended. `next.ReplacesId` must name the current revision (null for the
 * first): a correction based on an older revision is stale and changes nothing. An id already in
 * the chain is a duplicate (a resend of what was stored), also refused here.
 */
export function appendRevision<T extends Revision>(
  chain: readonly T[],
  next: Omit<T, 'Revision'>,
): AppendResult<T> {
  if (chain.some((r) => r.Id === next.Id)) return { ok: false, reason: 'duplicate' };
  const current = currentRevision(chain);
  if ((current?.Id ?? null) !== (next.ReplacesId ?? null)) return { ok: false, reason: 'stale' };
  return { ok: true, chain: [...chain, { ...next, Revision: chain.length + 1 } as T] };
}

/** Whether a stored chain is well formed: numbered 1…n, each revision replacing the one before. */
export function isWellFormed(chain: readonly Revision[]): boolean {
  return chain.every((r, i) => r.Revision === i + 1 && r.ReplacesId === (i === 0 ? null : chain[i - 1]!.Id));
}
