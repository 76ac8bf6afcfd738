import { Messages, type ModelState } from '@canopy/shared';
import {
  SyncMessages,
  type MutationResult,
  type PushRequest,
  type PushResponse,
  type SyncMutation,
} from '@canopy/sync/protocol';
import type { AuthContext } from '../../../platform/auth/context';
import type { Db } from '../../../platform/db';
import { withSavepoint } from '../../../platform/db/transaction';
import { HttpError, ruleFailed } from '../../../platform/errors';
import type { FilesService } from '../../../platform/files/files';
import type { BlobsService } from './sync-blobs.service';
import type { EntityHandler, Outcome } from './sync-push.handlers';
import { recordId, rememberKey, resolveRefs } from './sync-push.keys';
import { syncPushRepo } from './sync-push.repo';

/** Entities with no handler travel to devices but are changed only online (work orders). */
export type Handlers = Partial<Record<SyncMutation['Entity'], EntityHandler>>;

export interface SyncPushDeps {
  db: Db;
  /** The files service over a given connection (the mutation's transaction). */
  filesOver: (db: Db) => FilesService;
  blobs: BlobsService;
  handlers: Handlers;
}

const answer = (m: SyncMutation) => ({ MutationId: m.MutationId, Entity: m.Entity, Key: m.Key });

function resultOf(m: SyncMutation, o: Outcome): MutationResult {
  if (o.kind === 'applied') {
    const { kind: _, ...rest } = o;
    return { ...answer(m), Status: 'applied', ...rest };
  }
  const { kind: _, ...rest } = o;
  return { ...answer(m), Status: 'conflict', ...rest };
}

/**
 * What the online call would have answered with a 4xx, as a result: a 409 is a conflict carrying the
 * server's record, anything else a rejection with the first message. Null for anything unexpected.
 */
function refusalOf(m: SyncMutation, e: unknown): MutationResult | null {
  if (!(e instanceof HttpError) || e.statusCode < 400 || e.statusCode >= 500) return null;
  if (e.statusCode === 409 && 'Current' in e.body) {
    const current = e.body.Current as { Id?: number; Version?: number } | null;
    return {
      ...answer(m),
      Status: 'conflict',
      Id: current?.Id ?? m.Id ?? null,
      Current: current,
      CurrentVersion: current?.Version ?? null,
    };
  }
  const modelState = (e.body.ModelState ?? {}) as ModelState;
  const message = modelState.Service?.[0] ?? Object.values(modelState).flat()[0] ?? e.message;
  return { ...answer(m), Status: 'rejected', Message: message, ModelState: modelState };
}

/**
 * POST sync/push: each mutation in order, in its own transaction, through the online services and
 * claims. Its answer is stored with it in that transaction, so the same MutationId replayed (or sent
 * twice at once) has one effect and gets the same answer. An unexpected failure stores nothing and
 * fails the request; the device sends the rest again later.
 */
export function syncPushService(deps: SyncPushDeps) {
  const { db, handlers } = deps;

  /** The stored answer; someone else's mutation id is refused without telling what it did. */
  async function storedAnswer(auth: AuthContext, m: SyncMutation): Promise<MutationResult | null> {
    const row = await syncPushRepo(db).answerOf(m.MutationId);
    if (!row?.result) return null;
    if (row.employee_id !== auth.employeeId)
      return { ...answer(m), Status: 'rejected', Message: Messages.NotAuthorized, ModelState: {} };
    return JSON.parse(row.result) as MutationResult;
  }

  async function apply(trx: Db, auth: AuthContext, m: SyncMutation): Promise<Outcome> {
    const handler = handlers[m.Entity];
    if (!handler) throw ruleFailed(SyncMessages.ReadOnly);
    const data = await resolveRefs(trx, m);
    const id = m.Op === 'create' ? 0 : await recordId(trx, m);
    const files = deps.filesOver(trx);
    const outcome = await handler[m.Op]({ trx, auth, m, id, data, files, blobs: deps.blobs });
    if (m.Op === 'create' && outcome.kind === 'applied') await rememberKey(trx, m, outcome.Id);
    return outcome;
  }

  async function pushOne(auth: AuthContext, clientId: string, m: SyncMutation): Promise<MutationResult> {
    const known = await storedAnswer(auth, m);
    if (known) return known;
    const fresh = await db.transaction().execute(async (trx) => {
      // Taking the id first makes a racing copy wait here (PostgreSQL) until this one commits, then
      // find the row taken: it reads the stored answer instead of applying the mutation again.
      const repo = syncPushRepo(trx);
      if (!(await repo.take(m, clientId, auth.employeeId))) return null;
      // A refused mutation leaves nothing behind but its answer, whatever it wrote before refusing.
      const result = await withSavepoint(
        trx,
        async () => resultOf(m, await apply(trx, auth, m)),
        (e) => refusalOf(m, e) ?? undefined,
      );
      const recordId = 'Id' in result ? result.Id : (m.Id ?? null);
      await repo.keepAnswer(m.MutationId, JSON.stringify(result), result.Status, recordId);
      return result;
    });
    if (fresh) return fresh;
    const raced = await storedAnswer(auth, m);
    if (!raced) throw new Error(`Mutation ${m.MutationId} was taken but has no stored answer`);
    return raced;
  }

  return {
    async push(auth: AuthContext, req: PushRequest): Promise<PushResponse> {
      const Results: MutationResult[] = [];
      for (const m of req.Mutations) Results.push(await pushOne(auth, req.ClientId, m));
      return { Results };
    },
  };
}
export type SyncPushService = ReturnType<typeof syncPushService>;
