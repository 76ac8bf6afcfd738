import type { MutationOp, SyncEntity } from './protocol';

/** The server's last acknowledged state of a record on this device. */
export interface ServerState<T = unknown> {
  Id: number;
  Version: number;
  Data: T;
}

/**
 * A record on the device. `Data` is what the user sees, their unsynced edits included; `Base` is
 * the server's state they started from (null for a record made on the device and not yet saved).
 */
export interface LocalRecord<T = unknown> {
  Entity: SyncEntity;
  Key: string;
  /** The server id; null until the server has saved a record made on the device. */
  Id: number | null;
  Version: number;
  Data: T;
  Base: ServerState<T> | null;
  /** The number of outbox entries for this record; 0 when it is in step with the server. */
  Pending: number;
  /** True while a conflict or rejection of this record waits for the user (see Review). */
  NeedsReview: boolean;
}

/** One change waiting to be sent, in the order the user made it. */
export interface OutboxEntry {
  /** Store-assigned, increasing: the order of sending. */
  Order: number;
  MutationId: string;
  Entity: SyncEntity;
  Op: MutationOp;
  Key: string;
  Id: number | null;
  BaseVersion: number | null;
  Data: unknown;
  /** Field name -> Key of a record made on the device that Data refers to. */
  Refs: Record<string, string>;
  /** Content hash of a photo that must be uploaded before this entry is sent. */
  BlobHash: string | null;
  /** Once sent the entry is never changed: a replay must carry the very same mutation. */
  Sent: boolean;
  CreatedAt: string;
}

/** A record the server would not take as it was; the user chooses per record. */
export interface Review {
  Entity: SyncEntity;
  Key: string;
  Kind: 'conflict' | 'rejected';
  /** The operation the user made. */
  Op: MutationOp;
  /** What the user had, as shown (null when they deleted it). */
  Mine: unknown;
  /** The call body that carries Mine, resubmitted by "keep mine". */
  MineBody: unknown;
  /** The server's record now; null when it was deleted on the server (or never saved). */
  Theirs: unknown;
  TheirsId: number | null;
  TheirsVersion: number | null;
  /** For a rejection: the server's first message and its field errors. */
  Message: string | null;
  ModelState: Record<string, string[]>;
  At: string;
}

/** A photo waiting for upload, as bytes (Safari loses Blobs kept in IndexedDB). */
export interface StoredBlob {
  Hash: string;
  Bytes: ArrayBuffer;
  ContentType: string;
  /** Bytes the server has acknowledged, so an upload resumes there. */
  Uploaded: number;
  Done: boolean;
}

/**
 * Where a device keeps its records. The client implements it over Dexie, the tests in memory;
 * the engine's merge rules run unchanged over either. `transaction` runs its body atomically.
 */
export interface SyncStore {
  transaction<T>(body: () => Promise<T>): Promise<T>;
  getRecord(entity: SyncEntity, key: string): Promise<LocalRecord | undefined>;
  findRecordById(entity: SyncEntity, id: number): Promise<LocalRecord | undefined>;
  putRecord(record: LocalRecord): Promise<void>;
  deleteRecord(entity: SyncEntity, key: string): Promise<void>;
  allRecords(entity: SyncEntity): Promise<LocalRecord[]>;
  /** The entity's records with any of these keys or server ids, read at once. */
  recordsFor(entity: SyncEntity, keys: string[], ids: number[]): Promise<LocalRecord[]>;
  /** Writes and deletes many records at once (a pulled page). */
  putRecords(records: LocalRecord[]): Promise<void>;
  deleteRecords(entity: SyncEntity, keys: string[]): Promise<void>;

  /** Entries in sending order. */
  outbox(): Promise<OutboxEntry[]>;
  /** Appends an entry, assigning its Order. */
  addOutbox(entry: Omit<OutboxEntry, 'Order'>): Promise<OutboxEntry>;
  putOutbox(entry: OutboxEntry): Promise<void>;
  deleteOutbox(mutationId: string): Promise<void>;

  reviews(): Promise<Review[]>;
  getReview(entity: SyncEntity, key: string): Promise<Review | undefined>;
  putReview(review: Review): Promise<void>;
  deleteReview(entity: SyncEntity, key: string): Promise<void>;

  getBlob(hash: string): Promise<StoredBlob | undefined>;
  putBlob(blob: StoredBlob): Promise<void>;
  deleteBlob(hash: string): Promise<void>;

  getMeta<T>(name: string): Promise<T | undefined>;
  setMeta(name: string, value: unknown): Promise<void>;
}
