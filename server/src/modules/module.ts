import type { FastifyInstance } from 'fastify';
import type { Config } from '../config';
import type { Db, DbHandle } from '../platform/db';
import type { DocumentsService } from '../platform/files/documents';
import type { FilesService } from '../platform/files/files';
import type { JobQueue } from '../platform/jobs/queue';
import type { Mailer } from '../platform/mail';
import type { CardPayments } from '../platform/payments';
import type { SyncEntityDef } from './sync/sync-entity';

/**
 * What the composition root (app.ts) builds once and hands every module: the database, mail, files
 * and documents, and token signing. A module builds its own services from these and nothing else.
 */
export interface ModuleDeps {
  config: Config;
  db: Db;
  engine: DbHandle['engine'];
  mailer: Mailer;
  files: FilesService;
  /** The files service over another connection on the same store (a sync push's transaction). */
  filesOver: (db: Db) => FilesService;
  documents: DocumentsService;
  /** A folder of the file store for uploads still arriving in pieces (photos pushed by devices). */
  filesTempDir: string;
  sign: (claims: object, expiresIn: number) => string;
  /** Card payments: register a payable kind, verify a reported transaction, record it once. */
  payments: CardPayments;
  /** Background jobs: enqueue in the caller's transaction, handlers registered by name. */
  jobs: JobQueue;
}

/**
 * One domain module, as the app sees it: its routes under /api/v1 and, for records a device holds,
 * how they are read for a pull and changed by a push. modules/index.ts lists every module.
 */
export interface CanopyModule {
  name: string;
  register(api: FastifyInstance, deps: ModuleDeps): Promise<void>;
  sync?: readonly SyncEntityDef[];
}
