import { expect } from 'vitest';
import { CSRF_HEADER, DefaultRoles, UserRoles, type ClaimFlags } from '@canopy/shared';
import type { PullRequest, PullResponse, SyncChange, SyncEntity } from '@canopy/sync/protocol';
import type { Db } from '../src/platform/db';
import { day } from './daily-logs-fixtures';
import type { Session, TestCtx } from './harness';
import { multipart, PNG, signInWith } from './support';
import { makeWorkOrder, scheduleWorkOrder, type WorkOrderSeed } from './work-order-fixtures';

// What the crew app's sync suites share: pulls as a device makes them, people with a built-in
// role's claims, and work orders at locations of their own so one test's scope is not another's.

export const PULL = '/api/v1/sync/pull';
export { day };

export const keyOf = (c: { Entity: SyncEntity; Id: number }) => `${c.Entity}:${c.Id}`;

/** One pull; fails the test on anything but 200. */
export async function pull(ctx: TestCtx, s: Session, body: Partial<PullRequest> = {}): Promise<PullResponse> {
  const res = await ctx.call(s, 'POST', PULL, { Cursor: null, ...body });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<PullResponse>();
}

/** Pulls page after page until the server has nothing more, as a device catching up does. */
export async function pullAll(
  ctx: TestCtx,
  s: Session,
  cursor: string | null = null,
  opts: Omit<Partial<PullRequest>, 'Cursor'> = {},
): Promise<{ changes: SyncChange[]; cursor: string; pages: PullResponse[] }> {
  const pages: PullResponse[] = [];
  let at = cursor;
  for (;;) {
    const page = await pull(ctx, s, { ...opts, Cursor: at });
    pages.push(page);
    at = page.Cursor;
    if (!page.HasMore) break;
    // A page that says more is waiting must have moved on; otherwise the device would loop.
    expect(pages.length).toBeLessThan(10_000);
  }
  return { changes: pages.flatMap((p) => p.Changes), cursor: at!, pages };
}

/** What a device holds after applying the changes in order: the last change of each record. */
export function latest(changes: SyncChange[]): Map<string, SyncChange> {
  return new Map(changes.map((c) => [keyOf(c), c]));
}

/** The last change of one record, if any. */
export const changeOf = (changes: SyncChange[], entity: SyncEntity, id: number) =>
  latest(changes).get(`${entity}:${id}`);

export const tombstone = (entity: SyncEntity, id: number): SyncChange => ({
  Entity: entity,
  Id: id,
  Version: 0,
  Deleted: true,
  Data: null,
});

/** The record as the device receives it when the online API would return `dto`. */
export const live = (entity: SyncEntity, dto: { Id: number; Version: number }): SyncChange => ({
  Entity: entity,
  Id: dto.Id,
  Version: dto.Version,
  Deleted: false,
  Data: dto,
});

/** Signed links carry their expiry second: two reads of one photo differ only there. */
export function unsigned<T>(dto: T): T {
  return JSON.parse(JSON.stringify(dto).replace(/\?exp=\d+&sig=[\w-]+/g, '')) as T;
}

/** A new person with exactly the claims of a built-in role, working in one branch. */
export async function withRole(
  ctx: TestCtx,
  username: string,
  role: keyof typeof UserRoles,
  branchId = 1,
  change: (claims: ClaimFlags) => ClaimFlags = (c) => c,
) {
  const claims = DefaultRoles.find((r) => r.Id === UserRoles[role])!.Claims;
  return signInWith(ctx, username, change({ ...claims }), branchId);
}

let street = 100;

/** A location of its own in the branch (an existing account of that branch), with no work on it yet. */
export async function newLocation(db: Db, branchId: number, address = 'Test Lane'): Promise<number> {
  const account = await db
    .selectFrom('accounts')
    .select('id')
    .where('branch_id', '=', branchId)
    .orderBy('id')
    .executeTakeFirstOrThrow();
  const row = await db
    .insertInto('account_locations')
    .values({
      account_id: account.id,
      branch_id: branchId,
      address: `${street++} ${address}`,
      city: 'Evanston',
      state: 'IL',
      zip: '60201',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** A work order at a new location of the branch with the employee on its crew on `date` (today). */
export async function crewedWorkOrder(
  db: Db,
  employeeId: number,
  opts: { date?: string; seed?: WorkOrderSeed; isForeman?: boolean } = {},
) {
  const branchId = opts.seed?.branchId ?? 1;
  const locationId = opts.seed?.locationId ?? (await newLocation(db, branchId));
  const id = await makeWorkOrder(db, { ...opts.seed, branchId, locationId });
  const crew = await scheduleWorkOrder(db, id, employeeId, opts.date ?? day(0), {
    isForeman: opts.isForeman,
  });
  return { id, locationId, ...crew };
}

/** Uploads one photo to the work order through the online API; returns the image id. */
export async function uploadPhoto(
  ctx: TestCtx,
  s: Session,
  workOrderId: number,
  caption = 'Before',
): Promise<number> {
  const form = multipart([{ filename: 'site.png', content: PNG }], { ImageTypeId: '3', Caption: caption });
  const res = await ctx.app.inject({
    method: 'POST',
    url: `/api/v1/workOrders/${workOrderId}/images`,
    headers: { ...form.headers, authorization: `Bearer ${s.token}`, [CSRF_HEADER]: s.csrf },
    payload: form.payload,
  });
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as { Images: { Id: number }[] }).Images[0]!.Id;
}
