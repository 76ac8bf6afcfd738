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
import type { EntityHandler, MutationCtx, Outcome } from './sync-push.handlers';
import { keyBook, type GroupKeys } from './sync-push.keys';
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

/** Mutations applied per transaction: fewer commits (one fsync each) without holding locks for long. */
export const MUTATIONS_PER_TRANSACTION = 25;

/** A group that cannot be applied in one go; it is rolled back and applied a mutation at a time. */
class OneAtATime extends Error {}

/**
 * Whether a group may first be tried in one go. Removing a photo's file cannot be rolled back with the
 * group, and a mutation sent twice in one group must find its first copy's answer stored.
 */
function mayGoAtOnce(ms: SyncMutation[]): boolean {
  return (
    ms.every((m) => m.Entity !== 'workOrderImage') && new Set(ms.map((m) => m.MutationId)).size === ms.length
  );
}

/**
 * The group cut into runs to apply together: consecutive mutations of one entity and operation whose
 * handler takes them at once, each record once in a run (its later change waits for the next run).
 */
function runsOf(ms: SyncMutation[], handlers: Handlers): SyncMutation[][] {
  const runs: SyncMutation[][] = [];
  let keys = new Set<string>();
  for (const m of ms) {
    const run = runs.at(-1);
    const joins =
      run &&
      run[0]!.Entity === m.Entity &&
      run[0]!.Op === m.Op &&
      handlers[m.Entity]?.many?.[m.Op] !== undefined &&
      !keys.has(m.Key);
    if (joins) run.push(m);
    else {
      runs.push([m]);
      keys = new Set();
    }
    keys.add(m.Key);
  }
  return runs;
}

/**
 * POST sync/push: the mutations in order, through the online services and claims, in transactions of
 * up to MUTATIONS_PER_TRANSACTION. Each has its own savepoint, so a conflict or refusal undoes only its
 * own writes; its answer is stored with it, so the same MutationId replayed (or sent twice at once)
 * has one effect and gets the same answer. An unexpected failure rolls back its group, stores nothing
 * of it and fails the request; the device sends those mutations again later.
 *
 * The whole request, then each group, is first tried in one go, with no savepoints and its answers
 * and keys written together at its end, and runs of one kind through the handler's `many` (runsOf):
 * most pushes are a device's own work, all applied. Anything else (a refusal, a conflict, a mutation
 * another request took meanwhile) rolls that try back, and the group is applied again a mutation at a
 * time as described above, so the answers are the same either way.
 */
export function syncPushService(deps: SyncPushDeps) {
  const { db, handlers } = deps;
  const keys = keyBook();

  /** The stored answers of these mutations; someone else's mutation id is refused without telling what it did. */
  async function storedAnswers(auth: AuthContext, ms: SyncMutation[]): Promise<Map<string, MutationResult>> {
    const rows = await syncPushRepo(db).answersOf(ms.map((m) => m.MutationId));
    const byId = new Map(rows.map((r) => [r.mutation_id, r]));
    const known = new Map<string, MutationResult>();
    for (const m of ms) {
      const row = byId.get(m.MutationId);
      if (!row?.result) continue;
      known.set(
        m.MutationId,
        row.employee_id === auth.employeeId
          ? (JSON.parse(row.result) as MutationResult)
          : { ...answer(m), Status: 'rejected', Message: Messages.NotAuthorized, ModelState: {} },
      );
    }
    return known;
  }

  async function apply(trx: Db, gk: GroupKeys, auth: AuthContext, m: SyncMutation, atOnce: boolean) {
    const handler = handlers[m.Entity];
    if (!handler) throw ruleFailed(SyncMessages.ReadOnly);
    const data = await gk.resolveRefs(m);
    const id = m.Op === 'create' ? 0 : await gk.recordId(m);
    const files = deps.filesOver(trx);
    const outcome = await handler[m.Op]({ trx, auth, m, id, data, files, blobs: deps.blobs });
    if (m.Op === 'create' && outcome.kind === 'applied') await gk.remember(m, outcome.Id, atOnce);
    return outcome;
  }

  /**
   * A run of mutations at once: through the handler's `many` when it has one for them, else the one
   * mutation alone. Throws OneAtATime if the run cannot be applied in one go.
   */
  async function applyRun(trx: Db, gk: GroupKeys, auth: AuthContext, run: SyncMutation[]) {
    const many = run.length > 1 ? handlers[run[0]!.Entity]?.many?.[run[0]!.Op] : undefined;
    if (!many) return [await apply(trx, gk, auth, run[0]!, true)];
    const files = deps.filesOver(trx);
    const cs: MutationCtx[] = [];
    for (const m of run) {
      const data = await gk.resolveRefs(m);
      const id = m.Op === 'create' ? 0 : await gk.recordId(m);
      cs.push({ trx, auth, m, id, data, files, blobs: deps.blobs });
    }
    const outcomes = await many(cs);
    for (const [i, m] of run.entries()) {
      const o = outcomes[i]!;
      if (m.Op === 'create' && o.kind === 'applied') await gk.remember(m, o.Id, true);
    }
    return outcomes;
  }

  /** The group in one transaction with no savepoints; OneAtATime unless every mutation applied. */
  async function applyAtOnce(auth: AuthContext, clientId: string, ms: SyncMutation[]) {
    const fresh = new Map<string, MutationResult>();
    const gk = await db.transaction().execute(async (trx) => {
      const gk = keys.group(trx);
      const answers = [];
      for (const run of runsOf(ms, handlers)) {
        const outcomes = await applyRun(trx, gk, auth, run).catch(() => {
          throw new OneAtATime();
        });
        for (const [i, m] of run.entries()) {
          const outcome = outcomes[i];
          if (outcome?.kind !== 'applied') throw new OneAtATime();
          const result = resultOf(m, outcome);
          answers.push({
            m,
            clientId,
            employeeId: auth.employeeId,
            recordId: outcome.Id,
            result,
            status: 'applied',
          });
          fresh.set(m.MutationId, result);
        }
      }
      if (!(await gk.writeLater())) throw new OneAtATime();
      const taken = await syncPushRepo(trx).keepAll(
        answers.map((a) => ({ ...a, result: JSON.stringify(a.result) })),
      );
      if (taken < answers.length) throw new OneAtATime();
      return gk;
    });
    // Only a committed group's keys hold for later pushes.
    gk.commit();
    return fresh;
  }

  /** Applies one group in one transaction; the answers of the mutations it applied, by MutationId. */
  async function applyGroup(auth: AuthContext, clientId: string, ms: SyncMutation[]) {
    const fresh = new Map<string, MutationResult>();
    if (!ms.length) return fresh;
    if (mayGoAtOnce(ms)) {
      const done = await applyAtOnce(auth, clientId, ms).catch((e: unknown) => {
        if (e instanceof OneAtATime) return null;
        throw e;
      });
      if (done) return done;
    }
    const gk = await db.transaction().execute(async (trx) => {
      const repo = syncPushRepo(trx);
      const gk = keys.group(trx);
      for (const m of ms) {
        // Taking the id first makes a racing copy wait here (PostgreSQL) until this group commits,
        // then find the row taken: it reads the stored answer instead of applying the mutation again.
        if (!(await repo.take(m, clientId, auth.employeeId))) continue;
        // A refused mutation leaves nothing behind but its answer, whatever it wrote before refusing.
        const result = await withSavepoint(
          trx,
          async () => resultOf(m, await apply(trx, gk, auth, m, false)),
          (e) => refusalOf(m, e) ?? undefined,
        );
        const recordId = 'Id' in result ? result.Id : (m.Id ?? null);
        await repo.keepAnswer(m.MutationId, JSON.stringify(result), result.Status, recordId);
        fresh.set(m.MutationId, result);
      }
      return gk;
    });
    gk.commit();
    return fresh;
  }

  async function pushGroup(
    auth: AuthContext,
    clientId: string,
    group: SyncMutation[],
    known: Map<string, MutationResult>,
  ) {
    const fresh = await applyGroup(
      auth,
      clientId,
      group.filter((m) => !known.has(m.MutationId)),
    );
    // Taken by another request (or twice in this one): its stored answer, read once that committed.
    const raced = group.filter((m) => !known.has(m.MutationId) && !fresh.has(m.MutationId));
    const late = raced.length ? await storedAnswers(auth, raced) : new Map<string, MutationResult>();
    return group.map((m) => {
      const result = known.get(m.MutationId) ?? fresh.get(m.MutationId) ?? late.get(m.MutationId);
      if (!result) throw new Error(`Mutation ${m.MutationId} was taken but has no stored answer`);
      return result;
    });
  }

  /**
   * The whole request's new mutations in one go, when there are more than a group's worth: a device
   * catching up sends its own work, nearly always all applied, and one transaction saves the round
   * trips of several. Null when it cannot go at once; the request then goes group by group.
   */
  async function applyWhole(auth: AuthContext, req: PushRequest, known: Map<string, MutationResult>) {
    const fresh = req.Mutations.filter((m) => !known.has(m.MutationId));
    if (fresh.length <= MUTATIONS_PER_TRANSACTION || !mayGoAtOnce(fresh)) return null;
    const applied = await applyAtOnce(auth, req.ClientId, fresh).catch((e: unknown) => {
      if (e instanceof OneAtATime) return null;
      throw e;
    });
    return applied && req.Mutations.map((m) => known.get(m.MutationId) ?? applied.get(m.MutationId)!);
  }

  return {
    async push(auth: AuthContext, req: PushRequest): Promise<PushResponse> {
      // What was answered before this request, read once for all its groups.
      const known = await storedAnswers(auth, req.Mutations);
      const whole = await applyWhole(auth, req, known);
      if (whole) return { Results: whole };
      const Results: MutationResult[] = [];
      for (let i = 0; i < req.Mutations.length; i += MUTATIONS_PER_TRANSACTION) {
        const group = req.Mutations.slice(i, i + MUTATIONS_PER_TRANSACTION);
        Results.push(...(await pushGroup(auth, req.ClientId, group, known)));
      }
      return { Results };
    },
  };
}
export type SyncPushService = ReturnType<typeof syncPushService>;
