import type {
  BlobStatus,
  PullRequest,
  PullResponse,
  PushRequest,
  PushResponse,
  SyncEntity,
} from './protocol';
import type { SyncStore } from './store';

/** How the engine reaches the server; the client implements it with fetch, the tests with inject. */
export interface SyncTransport {
  pull(req: PullRequest): Promise<PullResponse>;
  push(req: PushRequest): Promise<PushResponse>;
  blobStatus(hash: string): Promise<BlobStatus>;
  /** Sends bytes [offset, offset + chunk.byteLength); `final` on the last piece. */
  putBlobChunk(hash: string, offset: number, chunk: ArrayBuffer, final: boolean): Promise<BlobStatus>;
}

export interface SyncEngineOptions {
  store: SyncStore;
  transport: SyncTransport;
  /** A fresh unique id (a UUID) for record keys and mutation ids. */
  newId: () => string;
  now?: () => string;
  /** Records opened online beyond the crew scope, sent with every pull. */
  pins?: () => Promise<PullRequest['Pins']>;
  /** Told after each page a pull applies while more wait, and once more when the pull ends. */
  onPullProgress?: (progress: PullProgress) => void;
}

/** How far a pull has come: changes applied so far, and about how many wait (null: not said). */
export interface PullProgress {
  received: number;
  remaining: number | null;
  /** False once the pull has stopped (finished, or failed). */
  running: boolean;
}

/** A local change: `view` is the record as the screens show it, `body` the online call's body. */
export interface LocalChange {
  view: unknown;
  body: unknown;
  /** Fields of body that refer to records made on the device: field -> their Key. */
  refs?: Record<string, string>;
  /** A photo's content hash that must be uploaded before the change is sent. */
  blobHash?: string;
}

export interface SyncRoundResult {
  pushed: number;
  pulled: number;
  /** Entries still waiting (a photo not yet uploaded, or entries behind one in flight). */
  remaining: number;
}

export interface SyncEngine {
  /** Saves a new record on the device and queues its create; returns the record's Key. */
  create(entity: SyncEntity, change: LocalChange): Promise<string>;
  update(entity: SyncEntity, key: string, change: LocalChange): Promise<void>;
  remove(entity: SyncEntity, key: string): Promise<void>;
  /**
   * The user's choice on a record that needs review: keep mine (resubmit) or take theirs. With
   * `corrected`, mine is first replaced by it: the user fixed what the server refused, and sends that.
   */
  resolve(entity: SyncEntity, key: string, choice: 'mine' | 'theirs', corrected?: LocalChange): Promise<void>;
  /** Uploads waiting photos (resuming each where the server stopped). */
  uploadBlobs(): Promise<void>;
  /** Sends what can be sent now (one entry per record per round) and applies the answers. */
  push(): Promise<number>;
  /** Follows the change feed until it has no more. */
  pull(): Promise<number>;
  /** uploadBlobs, push until nothing more can go, pull. */
  sync(): Promise<SyncRoundResult>;
  pendingCount(): Promise<number>;
}
