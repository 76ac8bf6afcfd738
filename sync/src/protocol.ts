import { Type, type Static } from 'typebox';
import { LiteralUnion, LocationPlaceFields, Nullable, OtherItemType } from '@canopy/shared';

/**
 * The change-feed protocol between the crew app and the server. A device follows the server's
 * change log by an opaque cursor (pull) and sends its own edits as a batch of mutations, each
 * with a client-made id so a replay has one effect (push). Records are the online API's DTOs.
 */

/**
 * The records a device holds, in the order of the cursor's entity bits (add at the end). This list is
 * the one source: the wire schema below and the server's per-entity loaders and handlers follow it.
 * Work orders are read-only on the device (they carry their schedules), as are locations (what the
 * inventory screens show of a work location, so the device need not ask for each one after a pull).
 * A schedule day is the foreman's day as the daily view shows it (one schedule date, its crew,
 * equipment and work orders in route order); a device changes its hours, route and clock-outs.
 * A chemical line, its application record (the line's revisions, under the line's id: a device only
 * appends to it) and a service's weather (with the service's name, under the service's id) travel
 * with their work order.
 * Materials (and disposals), damages with their damage services, and equipment problems travel with
 * their work order; a device adds and saves them, and archives them with `Archived` on an update.
 * A work authorization travels with its proposal's location; a device only records the customer's
 * approval and signature on it (an update), bound to the terms it showed.
 */
export const SYNC_ENTITIES = [
  'workOrder',
  'dailyLog',
  'workOrderImage',
  'scoutingReport',
  'serviceItem',
  'location',
  'scheduleDay',
  'chemicalLine',
  'applicationRecord',
  'serviceWeather',
  'workOrderMaterial',
  'workOrderDamage',
  'workOrderDamageService',
  'equipmentProblem',
  'workAuthorization',
] as const;
export type SyncEntity = (typeof SYNC_ENTITIES)[number];
export const SyncEntitySchema = LiteralUnion(SYNC_ENTITIES);

/** Entities a device may change; the others are only pulled. */
export const WRITABLE_ENTITIES = [
  'dailyLog',
  'workOrderImage',
  'scoutingReport',
  'serviceItem',
  'scheduleDay',
  'chemicalLine',
  'applicationRecord',
  'serviceWeather',
  'workOrderMaterial',
  'workOrderDamage',
  'workOrderDamageService',
  'equipmentProblem',
  'workAuthorization',
] as const satisfies readonly SyncEntity[];
export type WritableEntity = (typeof WRITABLE_ENTITIES)[number];

export const PULL_LIMIT_DEFAULT = 500;
export const PULL_LIMIT_MAX = 5000;
export const PUSH_BATCH_MAX = 200;
/** Photos are sent in pieces of this size so a dropped connection resumes where it stopped. */
export const BLOB_CHUNK_BYTES = 256 * 1024;
export const BLOB_MAX_BYTES = 20 * 1024 * 1024;

/** One record as it is now on the server, or its tombstone (deleted, or no longer in the caller's scope). */
export const SyncChange = Type.Object({
  Entity: SyncEntitySchema,
  /** The server's id. */
  Id: Type.Integer(),
  /** The client key the record was created under by a push, so its device matches it. */
  Key: Type.Optional(Type.String()),
  Version: Type.Integer(),
  Deleted: Type.Boolean(),
  /** The online API's DTO of the record; null for a tombstone. */
  Data: Type.Union([Type.Unknown(), Type.Null()]),
});
export type SyncChange = Static<typeof SyncChange>;

export const PullRequest = Type.Object({
  /** Null on a device's first pull. */
  Cursor: Nullable(Type.String()),
  Limit: Type.Optional(Type.Integer({ minimum: 1, maximum: PULL_LIMIT_MAX })),
  /**
   * Records a user opened online beyond their own crew scope (an office user on a work order,
   * anyone on a location's inventory). The server adds them to the scope only if the caller
   * reaches them through the online API's rules.
   */
  Pins: Type.Optional(
    Type.Object({
      WorkOrderIds: Type.Optional(Type.Array(Type.Integer(), { maxItems: 200 })),
      LocationIds: Type.Optional(Type.Array(Type.Integer(), { maxItems: 200 })),
    }),
  ),
});
export type PullRequest = Static<typeof PullRequest>;

export const PullResponse = Type.Object({
  Changes: Type.Array(SyncChange),
  Cursor: Type.String(),
  /** More changes are waiting: pull again with the new cursor. */
  HasMore: Type.Boolean(),
  /** ISO instant of the server when the page was read. */
  ServerTime: Type.String(),
  /**
   * About how many changes wait after this page, when HasMore (the log's rows in the caller's scope,
   * so a record changed twice counts twice): a device shows how far its sync has come.
   */
  Remaining: Type.Optional(Type.Integer({ minimum: 0 })),
});
export type PullResponse = Static<typeof PullResponse>;

/**
 * A work location as a device holds it: what the inventory screens show of it (their header and the
 * way back to the account) and the kinds of plant recorded there outside the catalogue.
 */
export const SyncLocation = Type.Object({
  ...LocationPlaceFields,
  Version: Type.Integer(),
  Latitude: Nullable(Type.Number()),
  Longitude: Nullable(Type.Number()),
  OtherItemTypes: Type.Array(OtherItemType),
});
export type SyncLocation = Static<typeof SyncLocation>;

export const MutationOps = ['create', 'update', 'delete'] as const;
export type MutationOp = (typeof MutationOps)[number];

export const SyncMutation = Type.Object({
  /** Made by the client (a UUID); the same id replayed gets the stored answer and changes nothing. */
  MutationId: Type.String({ minLength: 8, maxLength: 64 }),
  Entity: SyncEntitySchema,
  Op: Type.Union([Type.Literal('create'), Type.Literal('update'), Type.Literal('delete')]),
  /** The record's client key: a UUID for records made on the device, `s:<Id>` for records pulled. */
  Key: Type.String({ minLength: 1, maxLength: 64 }),
  /** The server id, when the device knows it; otherwise the server finds it by Key. */
  Id: Type.Optional(Nullable(Type.Integer())),
  /** The Version the user's edit started from (update, delete). */
  BaseVersion: Type.Optional(Nullable(Type.Integer())),
  /** The online API's body for this operation (create: the add body; update: the save body without Id/Version). */
  Data: Type.Optional(Type.Unknown()),
  /**
   * Fields of Data that refer to records made on the device and not yet known to the server:
   * field name -> that record's Key (a scouting entry on a tree added offline).
   */
  Refs: Type.Optional(Type.Record(Type.String(), Type.String())),
});
export type SyncMutation = Static<typeof SyncMutation>;

export const PushRequest = Type.Object({
  ClientId: Type.String({ minLength: 8, maxLength: 64 }),
  Mutations: Type.Array(SyncMutation, { maxItems: PUSH_BATCH_MAX }),
});
export type PushRequest = Static<typeof PushRequest>;

const ModelStateSchema = Type.Record(Type.String(), Type.Array(Type.String()));

export const MutationResult = Type.Union([
  Type.Object({
    MutationId: Type.String(),
    Status: Type.Literal('applied'),
    Entity: SyncEntitySchema,
    Key: Type.String(),
    Id: Type.Integer(),
    /** 0 after a delete. */
    Version: Type.Integer(),
    Deleted: Type.Boolean(),
    Data: Type.Union([Type.Unknown(), Type.Null()]),
  }),
  Type.Object({
    MutationId: Type.String(),
    Status: Type.Literal('conflict'),
    Entity: SyncEntitySchema,
    Key: Type.String(),
    Id: Type.Union([Type.Integer(), Type.Null()]),
    /** The server's record now; null when it was deleted on the server. */
    Current: Type.Union([Type.Unknown(), Type.Null()]),
    CurrentVersion: Type.Union([Type.Integer(), Type.Null()]),
  }),
  Type.Object({
    MutationId: Type.String(),
    Status: Type.Literal('rejected'),
    Entity: SyncEntitySchema,
    Key: Type.String(),
    /** The online API's answer: its first Service message or field errors. */
    Message: Type.String(),
    ModelState: ModelStateSchema,
  }),
]);
export type MutationResult = Static<typeof MutationResult>;

export const PushResponse = Type.Object({ Results: Type.Array(MutationResult) });
export type PushResponse = Static<typeof PushResponse>;

/** Blob upload progress: how many bytes of the photo the server holds, and whether it is whole. */
export const BlobStatus = Type.Object({
  Hash: Type.String(),
  Received: Type.Integer(),
  Complete: Type.Boolean(),
});
export type BlobStatus = Static<typeof BlobStatus>;

/** The key a pulled record gets on a device that did not create it. */
export const serverKey = (id: number) => `s:${id}`;

/** Messages of the sync calls that the online API does not already have. */
export const SyncMessages = {
  ReadOnly: 'This record cannot be changed from the crew app.',
  UnknownReference: 'It refers to a record that could not be saved.',
  PhotoMissing: 'The photo has not been uploaded yet.',
  BadCursor: 'The sync position is not valid; start again from the beginning.',
  HashMismatch: 'The photo does not match its hash.',
} as const;
