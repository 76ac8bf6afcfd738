import type { SyncTransport } from '../engine-types';
import type {
  BlobStatus,
  MutationResult,
  PullRequest,
  PullResponse,
  PushRequest,
  PushResponse,
  SyncMutation,
} from '../protocol';

interface Row {
  Entity: string;
  Id: number;
  Version: number;
  Data: Record<string, unknown>;
}

/**
 * A small stand-in for the server's sync semantics (versions, conflicts, idempotent mutations, a
 * change log read by cursor), so the engine's merge rules are tested alone. The real server is
 * exercised by the server's convergence test.
 */
export function modelServer(pageSize = 3) {
  const rows = new Map<string, Row | null>();
  const log: { seq: number; entity: string; id: number }[] = [];
  const keys = new Map<string, number>();
  const answers = new Map<string, MutationResult>();
  const blobs = new Map<string, number[]>();
  const complete = new Set<string>();
  let nextId = 100;
  const k = (entity: string, id: number) => `${entity}:${id}`;
  const touch = (entity: string, id: number) => log.push({ seq: log.length + 1, entity, id });

  function write(entity: string, id: number, data: Record<string, unknown> | null) {
    const prev = rows.get(k(entity, id));
    rows.set(
      k(entity, id),
      data && { Entity: entity, Id: id, Version: (prev?.Version ?? 0) + 1, Data: data },
    );
    const row = rows.get(k(entity, id));
    if (row) row.Data = { ...row.Data, Id: id, Version: row.Version };
    touch(entity, id);
  }

  function apply(m: SyncMutation): MutationResult {
    const base = { MutationId: m.MutationId, Entity: m.Entity, Key: m.Key };
    const body = { ...((m.Data ?? {}) as Record<string, unknown>) };
    for (const [field, key] of Object.entries(m.Refs ?? {})) {
      const id = keys.get(key);
      if (id === undefined) return { ...base, Status: 'rejected', Message: 'unknown ref', ModelState: {} };
      body[field] = id;
    }
    if (body.Bad)
      return { ...base, Status: 'rejected', Message: 'Bad value', ModelState: { Service: ['Bad value'] } };
    if (m.Op === 'create') {
      const id = nextId++;
      keys.set(m.Key, id);
      write(m.Entity, id, body);
      const row = rows.get(k(m.Entity, id))!;
      return { ...base, Status: 'applied', Id: id, Version: row.Version, Deleted: false, Data: row.Data };
    }
    const id = m.Id ?? keys.get(m.Key);
    const row = id === undefined ? undefined : rows.get(k(m.Entity, id));
    if (!row || id === undefined) {
      if (m.Op === 'delete')
        return { ...base, Status: 'applied', Id: id ?? 0, Version: 0, Deleted: true, Data: null };
      return { ...base, Status: 'conflict', Id: id ?? null, Current: null, CurrentVersion: null };
    }
    if (row.Version !== m.BaseVersion)
      return { ...base, Status: 'conflict', Id: id, Current: row.Data, CurrentVersion: row.Version };
    if (m.Op === 'delete') {
      write(m.Entity, id, null);
      return { ...base, Status: 'applied', Id: id, Version: 0, Deleted: true, Data: null };
    }
    write(m.Entity, id, body);
    const now = rows.get(k(m.Entity, id))!;
    return { ...base, Status: 'applied', Id: id, Version: now.Version, Deleted: false, Data: now.Data };
  }

  const server = {
    rows,
    /** An edit made online by someone else. */
    edit(entity: string, id: number, data: Record<string, unknown>) {
      write(entity, id, data);
    },
    remove(entity: string, id: number) {
      write(entity, id, null);
    },
    current(entity: string, id: number) {
      return rows.get(k(entity, id)) ?? null;
    },
    pull(req: PullRequest): PullResponse {
      const from = req.Cursor ? Number(req.Cursor) : 0;
      const page = log.filter((l) => l.seq > from).slice(0, pageSize);
      const last = page.length ? page[page.length - 1]!.seq : from;
      const Changes = page.map((l) => {
        const row = rows.get(k(l.entity, l.id));
        const key = [...keys].find(([, id]) => id === l.id)?.[0];
        return {
          Entity: l.entity as never,
          Id: l.id,
          ...(key ? { Key: key } : {}),
          Version: row?.Version ?? 0,
          Deleted: !row,
          Data: row?.Data ?? null,
        };
      });
      return { Changes, Cursor: String(last), HasMore: log.some((l) => l.seq > last), ServerTime: '' };
    },
    push(req: PushRequest): PushResponse {
      return {
        Results: req.Mutations.map((m) => {
          const stored = answers.get(m.MutationId);
          if (stored) return stored;
          const r = apply(m);
          answers.set(m.MutationId, r);
          return r;
        }),
      };
    },
    blobStatus(hash: string): BlobStatus {
      const got = blobs.get(hash);
      return { Hash: hash, Received: got?.length ?? 0, Complete: complete.has(hash) };
    },
    putBlobChunk(hash: string, offset: number, chunk: ArrayBuffer, final: boolean): BlobStatus {
      const got = blobs.get(hash) ?? [];
      if (offset !== got.length) return server.blobStatus(hash);
      for (const b of new Uint8Array(chunk)) got.push(b);
      blobs.set(hash, got);
      if (final) complete.add(hash);
      return { Hash: hash, Received: got.length, Complete: final };
    },
    blobs,
  };
  return server;
}

/** A transport over the model server whose calls can be made to fail like a dropped connection. */
export function modelTransport(server: ReturnType<typeof modelServer>) {
  const faults = { offline: false, loseNextPushAnswer: false, failNextChunk: false };
  const gate = () => {
    if (faults.offline)
      throw Object.assign(new Error('Error connecting. Check your connection.'), { status: 0 });
  };
  const transport: SyncTransport = {
    pull: async (req) => (gate(), structuredClone(server.pull(structuredClone(req)))),
    push: async (req) => {
      gate();
      const res = structuredClone(server.push(structuredClone(req)));
      if (faults.loseNextPushAnswer) {
        faults.loseNextPushAnswer = false;
        throw Object.assign(new Error('lost'), { status: 0 });
      }
      return res;
    },
    blobStatus: async (hash) => (gate(), server.blobStatus(hash)),
    putBlobChunk: async (hash, offset, chunk, final) => {
      gate();
      if (faults.failNextChunk) {
        faults.failNextChunk = false;
        throw Object.assign(new Error('dropped'), { status: 0 });
      }
      return server.putBlobChunk(hash, offset, chunk, final);
    },
  };
  return { transport, faults };
}
