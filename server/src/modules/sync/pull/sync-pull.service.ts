import { todayIsoDate } from '@canopy/shared';
import { countWithin, PULL_PAGE_BYTES } from '@canopy/sync/page-size';
import {
  PULL_LIMIT_MAX,
  SyncMessages,
  type PullRequest,
  type PullResponse,
  type SyncChange,
  type SyncEntity,
} from '@canopy/sync/protocol';
import { requireClaim, type AuthContext } from '../../../platform/auth/context';
import type { Db } from '../../../platform/db';
import {
  inSnapshot,
  logAfter,
  logCountAfter,
  logHead,
  logRecordsUpTo,
  type LogFilter,
  type LogRow,
  type Roots,
} from '../../../platform/db/change-log';
import { HttpError } from '../../../platform/errors';
import type { FilesService } from '../../../platform/files/files';
import { decodeCursor, encodeCursor, type CursorState } from './cursor';
import type { Loaded } from '../sync-entity';
import { syncAccess } from '../sync.access';
import type { SyncRegistry } from '../sync-registry';
import { keysOf, loadRecords } from './sync-entities';
import { syncScope, type SyncScope } from './sync-scope';

const minus = (a: readonly number[], b: readonly number[]) => {
  const drop = new Set(b);
  return a.filter((x) => !drop.has(x));
};
const rootsMinus = (a: Roots, b: Roots): Roots => ({
  workOrderIds: minus(a.workOrderIds, b.workOrderIds),
  locationIds: minus(a.locationIds, b.locationIds),
  branchIds: minus(a.branchIds, b.branchIds),
});
const entitiesMinus = (a: readonly SyncEntity[], b: readonly SyncEntity[]) => a.filter((e) => !b.includes(e));

/**
 * The most log rows a page walks in seq order. A device's scope is a few hundred work orders and
 * places among a whole company's log: from further back (a first sync reads from the start of millions
 * of rows) the scope's own rows, read through their indexes and sorted, are far fewer.
 */
const LOG_WALK_MAX = 50_000;

/**
 * The next page of the log in the caller's scope: up to `limit` records changed after `afterSeq`.
 * `nextSeq` is the last of them, or the head of the log when nothing more is waiting, so the next
 * pull starts after rows it has no business reading again.
 */
async function readPage(db: Db, f: LogFilter, afterSeq: number, limit: number, head: number) {
  const rows = await logAfter(db, f, afterSeq, limit + 1, head - afterSeq <= LOG_WALK_MAX);
  const hasMore = rows.length > limit;
  const taken = rows.slice(0, limit);
  return { records: taken, nextSeq: hasMore ? taken.at(-1)!.seq : Math.max(afterSeq, head), hasMore };
}

/** Records by key with their last seq; `send` false for those only to be retracted if out of scope. */
type Wanted = Map<string, { row: LogRow; send: boolean }>;

function want(into: Wanted, rows: Iterable<LogRow>, send: boolean) {
  for (const row of rows) {
    const key = `${row.entity}:${row.record_id}`;
    const had = into.get(key);
    into.set(key, {
      row: had && had.row.seq > row.seq ? had.row : row,
      send: send || !!had?.send,
    });
  }
}

/** A change with its JSON text: written once, both to size the page and as the page's own text. */
type Sequenced = { seq: number; change: SyncChange; json: string };

/** The current DTO of every wanted record, or its tombstone, in the order of their last change. */
async function changesOf(
  db: Db,
  auth: AuthContext,
  scope: SyncScope,
  deps: { files: FilesService; registry: SyncRegistry },
  wanted: Wanted,
): Promise<Sequenced[]> {
  const ids = new Map<SyncEntity, number[]>();
  for (const { row } of wanted.values()) {
    const list = ids.get(row.entity) ?? [];
    list.push(row.record_id);
    ids.set(row.entity, list);
  }
  const loaded = await loadRecords({ db, auth, scope, files: deps.files }, deps.registry, ids);
  const current = (row: LogRow): Loaded | undefined => loaded.get(row.entity)?.get(row.record_id);
  const present = new Map<SyncEntity, number[]>();
  for (const { row } of wanted.values()) {
    if (!current(row)) continue;
    const list = present.get(row.entity) ?? [];
    list.push(row.record_id);
    present.set(row.entity, list);
  }
  const keys = await keysOf(db, present);
  const out: Sequenced[] = [];
  for (const [key, { row, send }] of wanted) {
    const now = current(row);
    // A record that left with a root but is still held through another stays on the device.
    if (now && !send) continue;
    const clientKey = now ? keys.get(key) : undefined;
    const change: SyncChange = {
      Entity: row.entity,
      Id: row.record_id,
      ...(clientKey ? { Key: clientKey } : {}),
      Version: now?.version ?? 0,
      Deleted: !now,
      Data: now?.data ?? null,
    };
    out.push({ seq: row.seq, change, json: JSON.stringify(change) });
  }
  return out.sort((a, b) => a.seq - b.seq);
}

/**
 * Page records are loaded a chunk at a time, so a page cut short by its bytes loads little in vain:
 * the first chunk this many, the next ones as many as the records so far say will fill the room left.
 */
const FIRST_CHUNK = 500;
const MAX_CHUNK = 2_000;

/** How many records of `bytesEach` fill `room`, with a tenth more so one more load is rarely needed. */
const chunkFor = (room: number, bytesEach: number) =>
  Math.min(MAX_CHUNK, Math.max(1, Math.ceil((room / Math.max(bytesEach, 1)) * 1.1)));

/**
 * The page's own records (changed after the cursor, in seq order) that fit in what is left of the
 * page's bytes, loaded a chunk at a time; `cut` when some were left for the next pull.
 */
async function fitByBytes(
  load: (w: Wanted) => Promise<Sequenced[]>,
  rows: Wanted,
  room: number,
): Promise<{ taken: Sequenced[]; cut: boolean }> {
  const queue = [...rows.entries()];
  const taken: Sequenced[] = [];
  let bytes = 0;
  for (let at = 0; at < queue.length;) {
    const next = queue.slice(at, at + (taken.length ? chunkFor(room, bytes / taken.length) : FIRST_CHUNK));
    at += next.length;
    const chunk = await load(new Map(next));
    const sizes = chunk.map((c) => c.json.length);
    // The first record always goes, however large, so every pull moves on.
    const n = room <= 0 && taken.length ? 0 : countWithin(sizes, Math.max(room, 0));
    taken.push(...chunk.slice(0, n));
    const used = sizes.slice(0, n).reduce((a, b) => a + b, 0);
    room -= used;
    bytes += used;
    if (n < chunk.length) return { taken, cut: true };
  }
  return { taken, cut: false };
}

/**
 * POST sync/pull: the changes since the device's cursor within the caller's scope now, what entered
 * the scope since (backfill) and tombstones for what left it. Stateless: the cursor carries the
 * position and the roots the device holds, so a lost or repeated pull is harmless.
 */
export function syncPullService(deps: {
  db: Db;
  files: FilesService;
  registry: SyncRegistry;
  today?: () => string;
}) {
  const today = deps.today ?? (() => todayIsoDate());

  return {
    /**
     * The page as JSON text (a PullResponse): its changes were written out to size the page, and a
     * page of a megabyte is not written out a second time.
     */
    async pull(auth: AuthContext, req: PullRequest): Promise<string> {
      requireClaim(auth, syncAccess.pull);
      const prev: CursorState = decodeCursor(req.Cursor);
      // A page is bounded by its bytes (PULL_PAGE_BYTES); the count only by what the device asks.
      const limit = Math.min(req.Limit ?? PULL_LIMIT_MAX, PULL_LIMIT_MAX);
      return inSnapshot(deps.db, async (db) => {
        const head = await logHead(db);
        // Our log never shrinks: a position past its end comes from another database.
        if (prev.seq > head) throw new HttpError(400, SyncMessages.BadCursor);
        const scope = await syncScope(db, auth, req.Pins, today(), deps.registry);
        const cur: LogFilter = { roots: scope.roots, entities: scope.entities };
        const held: LogFilter = { roots: prev.roots, entities: prev.entities };
        const entered = rootsMinus(cur.roots, held.roots);
        const enteredEntities = entitiesMinus(cur.entities, held.entities);
        const left = rootsMinus(held.roots, cur.roots);
        const leftEntities = entitiesMinus(held.entities, cur.entities);

        const page = await readPage(db, cur, prev.seq, limit, head);
        const backfill = await logRecordsUpTo(
          db,
          [
            { roots: entered, entities: cur.entities },
            { roots: cur.roots, entities: enteredEntities },
          ],
          prev.seq,
        );
        const removed = await logRecordsUpTo(
          db,
          [
            { roots: left, entities: held.entities },
            { roots: held.roots, entities: leftEntities },
          ],
          page.nextSeq,
        );

        // What entered or left the scope goes whole (the cursor will say it is held or gone); the
        // records changed after the cursor fill the page up to its bytes.
        const wanted: Wanted = new Map();
        want(wanted, removed, false);
        want(wanted, backfill, true);
        const fresh: Wanted = new Map();
        for (const row of page.records) {
          if (wanted.has(`${row.entity}:${row.record_id}`)) want(wanted, [row], true);
          else want(fresh, [row], true);
        }
        const load = (w: Wanted) => changesOf(db, auth, scope, deps, w);
        const whole = await load(wanted);
        const room = PULL_PAGE_BYTES - whole.reduce((n, c) => n + c.json.length, 0);
        const { taken, cut } = await fitByBytes(load, fresh, room);
        const nextSeq = cut ? (taken.at(-1)?.seq ?? prev.seq) : page.nextSeq;
        const changes = [...whole, ...taken].sort((a, b) => a.seq - b.seq).map((c) => c.json);
        const hasMore = page.hasMore || cut;
        const rest: Omit<PullResponse, 'Changes'> = {
          Cursor: encodeCursor({ seq: nextSeq, entities: scope.entities, roots: scope.roots }),
          HasMore: hasMore,
          ServerTime: new Date().toISOString(),
          ...(hasMore ? { Remaining: await logCountAfter(db, cur, nextSeq) } : {}),
        };
        return `{"Changes":[${changes.join(',')}],${JSON.stringify(rest).slice(1)}`;
      });
    },
  };
}
export type SyncPullService = ReturnType<typeof syncPullService>;
