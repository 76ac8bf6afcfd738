import { SYNC_ENTITIES, SyncMessages, type SyncEntity } from '@canopy/sync/protocol';
import type { Roots } from '../../../platform/db/change-log';
import { HttpError } from '../../../platform/errors';

/**
 * Where a device is in the change log, and what it holds: the last seq it has read, the entities it
 * may read and the roots (work orders, locations, branches) its records came from. The server keeps
 * nothing per device; the next pull compares these with the caller's scope now to send what entered
 * and retract what left. A forged cursor can only make the server send again what the caller's
 * current scope allows anyway.
 *
 * Text: `v1.<seq>.<entity bits>.<work orders>.<locations>.<branches>`, each id list sorted and written
 * as base-36 gaps joined by '-', so a scope of thousands of work orders stays a few kilobytes.
 */
export interface CursorState {
  seq: number;
  entities: SyncEntity[];
  roots: Roots;
}

export const START: CursorState = {
  seq: 0,
  entities: [],
  roots: { workOrderIds: [], locationIds: [], branchIds: [] },
};

const badCursor = () => new HttpError(400, SyncMessages.BadCursor);

function encodeIds(ids: readonly number[]): string {
  const sorted = [...new Set(ids)].sort((a, b) => a - b);
  return sorted.map((id, i) => (id - (i ? sorted[i - 1]! : 0)).toString(36)).join('-');
}

function decodeIds(text: string): number[] {
  if (!text) return [];
  let last = 0;
  return text.split('-').map((gap) => {
    if (!/^[0-9a-z]{1,11}$/.test(gap)) throw badCursor();
    const id = last + parseInt(gap, 36);
    if (id <= last || !Number.isSafeInteger(id)) throw badCursor();
    return (last = id);
  });
}

export function encodeCursor(c: CursorState): string {
  const bits = SYNC_ENTITIES.reduce((m, e, i) => (c.entities.includes(e) ? m | (1 << i) : m), 0);
  const { workOrderIds, locationIds, branchIds } = c.roots;
  return ['v1', c.seq, bits, encodeIds(workOrderIds), encodeIds(locationIds), encodeIds(branchIds)].join('.');
}

/**
 * The device's position, or the start for its first pull; a cursor that is not ours is a 400. The
 * schema's coercion turns a null Cursor into '', so both mean the start.
 */
export function decodeCursor(text: string | null | undefined): CursorState {
  if (!text) return START;
  const parts = text.split('.');
  if (parts.length !== 6 || parts[0] !== 'v1') throw badCursor();
  const [, seqText, bitsText, w, l, b] = parts as [string, string, string, string, string, string];
  if (!/^\d{1,15}$/.test(seqText) || !/^\d{1,9}$/.test(bitsText)) throw badCursor();
  const bits = Number(bitsText);
  if (bits >= 1 << SYNC_ENTITIES.length) throw badCursor();
  return {
    seq: Number(seqText),
    entities: SYNC_ENTITIES.filter((_, i) => bits & (1 << i)),
    roots: { workOrderIds: decodeIds(w), locationIds: decodeIds(l), branchIds: decodeIds(b) },
  };
}
