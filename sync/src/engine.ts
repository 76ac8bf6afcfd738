import type { LocalChange, SyncEngine, SyncEngineOptions, SyncRoundResult } from './engine-types';
import { applyPullPage } from './pull-rules';
import { applyPushResult } from './push-rules';
import { SYNC_ENTITIES, serverKey, type PullResponse, type SyncEntity, type SyncMutation } from './protocol';
import type { LocalRecord, OutboxEntry, Review } from './store';
import { uploadBlobs } from './blobs';

/** Rounds of push in one sync before giving the loop back (each round moves one entry per record). */
const MAX_PUSH_ROUNDS = 20;

/**
 * The device side of sync: local writes go to the store and the outbox in one transaction; push
 * sends the outbox in order and applies the answers; pull follows the change feed. The merge rules
 * (pull-rules, push-rules) keep the user's unsynced edits and never overwrite silently.
 */
export function createSyncEngine(opts: SyncEngineOptions): SyncEngine {
  const { store, transport, newId } = opts;
  const now = opts.now ?? (() => new Date().toISOString());

  const entriesFor = async (entity: SyncEntity, key: string) =>
    (await store.outbox()).filter((e) => e.Entity === entity && e.Key === key);

  async function clientId(): Promise<string> {
    let id = await store.getMeta<string>('clientId');
    if (!id) {
      id = newId();
      await store.setMeta('clientId', id);
    }
    return id;
  }

  function entry(
    entity: SyncEntity,
    key: string,
    op: OutboxEntry['Op'],
    fields: Partial<OutboxEntry>,
  ): Omit<OutboxEntry, 'Order'> {
    return {
      MutationId: newId(),
      Entity: entity,
      Op: op,
      Key: key,
      Id: null,
      BaseVersion: null,
      Data: null,
      Refs: {},
      BlobHash: null,
      Sent: false,
      CreatedAt: now(),
      ...fields,
    };
  }

  async function mustGet(entity: SyncEntity, key: string): Promise<LocalRecord> {
    const rec = await store.getRecord(entity, key);
    if (!rec || rec.Data === null) throw new Error(`No ${entity} ${key} on this device`);
    return rec;
  }

  async function create(entity: SyncEntity, change: LocalChange): Promise<string> {
    const key = newId();
    await store.transaction(async () => {
      await store.putRecord({
        Entity: entity,
        Key: key,
        Id: null,
        Version: 0,
        Data: change.view,
        Base: null,
        Pending: 1,
        NeedsReview: false,
      });
      await store.addOutbox(
        entry(entity, key, 'create', {
          Data: change.body,
          Refs: change.refs ?? {},
          BlobHash: change.blobHash ?? null,
        }),
      );
    });
    return key;
  }

  async function update(entity: SyncEntity, key: string, change: LocalChange): Promise<void> {
    await store.transaction(async () => {
      const rec = await mustGet(entity, key);
      const queued = await entriesFor(entity, key);
      const last = queued[queued.length - 1];
      // An edit not yet sent absorbs the new one: the server sees one change with the latest values.
      if (last && !last.Sent && last.Op !== 'delete') {
        // A queued create keeps the fields only its body has (the work order, the photo).
        const data = last.Op === 'create' ? merge(last.Data, change.body) : change.body;
        await store.putOutbox({ ...last, Data: data, Refs: { ...last.Refs, ...change.refs } });
      } else {
        await store.addOutbox(
          entry(entity, key, 'update', {
            Id: rec.Id,
            BaseVersion: rec.Version,
            Data: change.body,
            Refs: change.refs ?? {},
          }),
        );
        rec.Pending = queued.length + 1;
      }
      await store.putRecord({ ...rec, Data: change.view });
    });
  }

  async function remove(entity: SyncEntity, key: string): Promise<void> {
    await store.transaction(async () => {
      const rec = await store.getRecord(entity, key);
      if (!rec) return;
      const queued = await entriesFor(entity, key);
      for (const e of queued.filter((q) => !q.Sent)) {
        await store.deleteOutbox(e.MutationId);
        if (e.BlobHash) await store.deleteBlob(e.BlobHash);
      }
      const inFlight = queued.filter((q) => q.Sent);
      await store.deleteReview(entity, key);
      if (rec.Id === null && inFlight.length === 0) {
        // Never reached the server: forgetting it is the whole delete.
        await store.deleteRecord(entity, key);
        return;
      }
      await store.addOutbox(entry(entity, key, 'delete', { Id: rec.Id, BaseVersion: rec.Version }));
      // Kept with no Data (hidden from screens) until the server agrees, so a refusal can restore it.
      await store.putRecord({ ...rec, Data: null, Pending: inFlight.length + 1, NeedsReview: false });
    });
  }

  async function resolve(
    entity: SyncEntity,
    key: string,
    choice: 'mine' | 'theirs',
    corrected?: LocalChange,
  ): Promise<void> {
    await store.transaction(async () => {
      const found = await store.getReview(entity, key);
      if (!found) return;
      const review = corrected ? { ...found, Mine: corrected.view, MineBody: corrected.body } : found;
      await store.deleteReview(entity, key);
      const rec = await store.getRecord(entity, key);
      if (choice === 'theirs') return takeTheirs(review, rec);
      return keepMine(review, rec);
    });
  }

  async function takeTheirs(review: Review, rec: LocalRecord | undefined): Promise<void> {
    const { Entity: entity, Key: key } = review;
    for (const e of await entriesFor(entity, key)) await store.deleteOutbox(e.MutationId);
    if (review.Theirs === null || review.TheirsId === null) {
      await store.deleteRecord(entity, key);
      return;
    }
    const version = review.TheirsVersion ?? 0;
    await store.putRecord({
      Entity: entity,
      Key: rec?.Key ?? key,
      Id: review.TheirsId,
      Version: version,
      Data: review.Theirs,
      Base: { Id: review.TheirsId, Version: version, Data: review.Theirs },
      Pending: 0,
      NeedsReview: false,
    });
  }

  async function keepMine(review: Review, rec: LocalRecord | undefined): Promise<void> {
    const { Entity: entity, Key: key } = review;
    const onServer = review.Theirs !== null && review.TheirsId !== null;
    if (review.Mine === null) {
      // My delete against their edit: delete again from their Version, or nothing left to do.
      if (!onServer) return store.deleteRecord(entity, key);
      await store.addOutbox(
        entry(entity, key, 'delete', { Id: review.TheirsId, BaseVersion: review.TheirsVersion }),
      );
      if (rec) await store.putRecord({ ...rec, Data: null, Pending: 1, NeedsReview: false });
      return;
    }
    if (onServer) {
      await store.addOutbox(
        entry(entity, key, 'update', {
          Id: review.TheirsId,
          BaseVersion: review.TheirsVersion,
          Data: review.MineBody,
        }),
      );
      await store.putRecord({
        Entity: entity,
        Key: key,
        Id: review.TheirsId,
        Version: review.TheirsVersion ?? 0,
        Data: review.Mine,
        Base: rec?.Base ?? null,
        Pending: 1,
        NeedsReview: false,
      });
      return;
    }
    // Gone from the server (or never saved there): mine comes back as a new record under a new key.
    await store.deleteRecord(entity, key);
    const fresh = review.Op === 'create' && review.Kind === 'rejected' ? key : newId();
    await store.putRecord({
      Entity: entity,
      Key: fresh,
      Id: null,
      Version: 0,
      Data: review.Mine,
      Base: null,
      Pending: 1,
      NeedsReview: false,
    });
    await store.addOutbox(entry(entity, fresh, 'create', { Data: review.MineBody }));
  }

  /** Refs to records the server has saved meanwhile become plain ids. */
  async function resolveRefs(e: OutboxEntry): Promise<{ data: unknown; refs: Record<string, string> }> {
    const data = e.Data && typeof e.Data === 'object' ? { ...(e.Data as Record<string, unknown>) } : e.Data;
    const refs: Record<string, string> = {};
    for (const [field, refKey] of Object.entries(e.Refs)) {
      let id: number | null = null;
      for (const entity of SYNC_ENTITIES) {
        const r = await store.getRecord(entity, refKey);
        if (r?.Id != null) id = r.Id;
      }
      if (id !== null && data && typeof data === 'object') (data as Record<string, unknown>)[field] = id;
      else refs[field] = refKey;
    }
    return { data, refs };
  }

  /** The entries that can go now: the first of each record, and not a photo still uploading. */
  async function nextBatch(): Promise<OutboxEntry[]> {
    const seen = new Set<string>();
    const batch: OutboxEntry[] = [];
    for (const e of await store.outbox()) {
      const k = `${e.Entity}:${e.Key}`;
      if (seen.has(k)) continue;
      seen.add(k);
      if (e.BlobHash && !(await store.getBlob(e.BlobHash))?.Done) continue;
      batch.push(e);
      if (batch.length >= 100) break;
    }
    return batch;
  }

  async function push(): Promise<number> {
    const batch = await store.transaction(async () => {
      const picked = await nextBatch();
      for (const e of picked) if (!e.Sent) await store.putOutbox({ ...e, Sent: true });
      return picked;
    });
    if (batch.length === 0) return 0;
    const mutations: SyncMutation[] = [];
    for (const e of batch) {
      const { data, refs } = await resolveRefs(e);
      mutations.push({
        MutationId: e.MutationId,
        Entity: e.Entity,
        Op: e.Op,
        Key: e.Key,
        Id: e.Id,
        BaseVersion: e.BaseVersion,
        ...(e.Op === 'delete' ? {} : { Data: data }),
        ...(Object.keys(refs).length ? { Refs: refs } : {}),
      });
    }
    const res = await transport.push({ ClientId: await clientId(), Mutations: mutations });
    await store.transaction(async () => {
      for (const r of res.Results) await applyPushResult(store, r, now());
    });
    return res.Results.length;
  }

  async function pull(): Promise<number> {
    let received = 0;
    const tell = (remaining: number | null, running: boolean) =>
      opts.onPullProgress?.({ received, remaining, running });
    try {
      return await pullPages((applied, res) => {
        received = applied;
        // A pull of one page is over before anyone could read about it.
        if (res.HasMore) tell(res.Remaining ?? null, true);
      });
    } finally {
      tell(0, false);
    }
  }

  /** Pulls page after page; `paged` after each page applied, with the changes applied so far. */
  async function pullPages(paged: (applied: number, res: PullResponse) => void): Promise<number> {
    let applied = 0;
    for (;;) {
      const cursor = (await store.getMeta<string>('cursor')) ?? null;
      const pins = await opts.pins?.();
      const res = await transport.pull({ Cursor: cursor, ...(pins ? { Pins: pins } : {}) });
      const fresh = await store.transaction(async () => {
        // A late answer to an older cursor must not roll the device back.
        if (((await store.getMeta<string>('cursor')) ?? null) !== cursor) return false;
        await applyPullPage(store, res.Changes);
        await store.setMeta('cursor', res.Cursor);
        await store.setMeta('lastSyncedAt', now());
        return true;
      });
      if (!fresh) return applied;
      applied += res.Changes.length;
      paged(applied, res);
      if (!res.HasMore) return applied;
    }
  }

  async function sync(): Promise<SyncRoundResult> {
    // A photo that cannot go up now must not hold back the records that have none.
    const uploadFailure = await uploadBlobs(store, transport, now).then(
      () => null,
      (e: unknown) => e ?? new Error('Photo upload failed'),
    );
    let pushed = 0;
    for (let round = 0; round < MAX_PUSH_ROUNDS; round++) {
      const n = await push();
      if (n === 0) break;
      pushed += n;
    }
    const pulled = await pull();
    if (uploadFailure) throw uploadFailure;
    return { pushed, pulled, remaining: (await store.outbox()).length };
  }

  return {
    create,
    update,
    remove,
    resolve,
    uploadBlobs: () => uploadBlobs(store, transport, now),
    push,
    pull,
    sync,
    pendingCount: async () => (await store.outbox()).length,
  };
}

export { serverKey };

function merge(a: unknown, b: unknown): unknown {
  const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null;
  return isObject(a) && isObject(b) ? { ...a, ...b } : b;
}
