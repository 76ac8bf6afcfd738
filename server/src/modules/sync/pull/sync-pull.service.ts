import { todayIsoDate } from '@canopy/shared';
import {
  PULL_LIMIT_DEFAULT,
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
 * The next page of the log in the caller's scope: up to `limit` records changed after `afterSeq`.
 * `nextSeq` is the last of them, or the head of the log when nothing more is waiting, so the next
 * pull starts after rows it has no business reading again.
 */
async function readPage(db: Db, f: LogFilter, afterSeq: number, limit: number, head: number) {
  const rows = await logAfter(db, f, afterSeq, limit + 1);
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

/** The current DTO of every wanted record, or its tombstone, in the order of their last change. */
async function changesOf(
  db: Db,
  auth: AuthContext,
  scope: SyncScope,
  deps: { files: FilesService; registry: SyncRegistry },
  wanted: Wanted,
): Promise<SyncChange[]> {
  const ids = new Map<SyncEntity, number[]>();
  for (const { row } of wanted.values()) {
    const list = ids.get(row.entity) ?? [];
    list.push(row.record_id);
    ids.set(row.entity, list);
  }
  const loaded = await loadRecords({ db, auth, scope, files: deps.files }, deps.registry, ids);
  const current = (row: LogRow): Loaded | undefined => loaded.get(row.entity)?.get(row.record_id);
  const keys = await keysOf(
    db,
    [...wanted.values()].flatMap(({ row }) => (current(row) ? [row.record_id] : [])),
  );
  const out: { seq: number; change: SyncChange }[] = [];
  for (const [key, { row, send }] of wanted) {
    const now = current(row);
    // A record that left with a root but is still held through another stays on the device.
    if (now && !send) continue;
    const clientKey = now ? keys.get(key) : undefined;
    out.push({
      seq: row.seq,
      change: {
        Entity: row.entity,
        Id: row.record_id,
        ...(clientKey ? { Key: clientKey } : {}),
        Version: now?.version ?? 0,
        Deleted: !now,
        Data: now?.data ?? null,
      },
    });
  }
  return out.sort((a, b) => a.seq - b.seq).map((o) => o.change);
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
    async pull(auth: AuthContext, req: PullRequest): Promise<PullResponse> {
      requireClaim(auth, syncAccess.pull);
      const prev: CursorState = decodeCursor(req.Cursor);
      const limit = Math.min(req.Limit ?? PULL_LIMIT_DEFAULT, PULL_LIMIT_MAX);
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

        const wanted: Wanted = new Map();
        want(wanted, removed, false);
        want(wanted, backfill, true);
        want(wanted, page.records, true);
        const changes = await changesOf(db, auth, scope, deps, wanted);
        return {
          Changes: changes,
          Cursor: encodeCursor({ seq: page.nextSeq, entities: scope.entities, roots: scope.roots }),
          HasMore: page.hasMore,
          ServerTime: new Date().toISOString(),
        };
      });
    },
  };
}
export type SyncPullService = ReturnType<typeof syncPullService>;
