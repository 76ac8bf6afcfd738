import { randomUUID } from 'node:crypto';
import { expect, it } from 'vitest';
import {
  ApprovalByTypes,
  B,
  F,
  proposalTermsHash,
  R,
  WorkAuthorizationMessages as M,
  WorkAuthorizationStatuses as S,
  type CustomerSignature,
  type SyncWorkAuthorization,
} from '@canopy/shared';
import type { MutationResult, SyncMutation } from '@canopy/sync/protocol';
import { describeEngines, type Session } from './harness';
import { changeOf, crewedWorkOrder, newLocation, pullAll } from './sync-fixtures';
import { signInWith } from './support';
import { confirmedWa, getWa, materialsOf, servicesOf, WA } from './work-authorizations.fixtures';
import {
  DEVICE_SIGNING_LOCATIONS_MAX,
  waDeviceRepo,
} from '../src/modules/work-authorizations/work-authorization-device.repo';

const PUSH = '/api/v1/sync/push';
const SIGNED_AT = '2026-04-02T15:20:00.000Z';
const INK = 'data:image/png;base64,iVBORw0KGgo=';

describeEngines('sync: a customer signs a work authorization on the device', (ctx) => {
  const db = () => ctx().dbh.db;
  let n = 0;

  const push = async (s: Session, mutations: SyncMutation[]) => {
    const res = await ctx().call(s, 'POST', PUSH, { ClientId: 'tablet-0001', Mutations: mutations });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<{ Results: MutationResult[] }>().Results;
  };

  /** What the arborist's device holds of the authorization after a first sync. */
  async function onDevice(s: Session, id: number) {
    const { changes } = await pullAll(ctx(), s);
    return changeOf(changes, 'workAuthorization', id);
  }

  /** The customer approves the pruning at $650 and the whole spray program, declines the chips, signs. */
  function signature(wa: SyncWorkAuthorization, over: Partial<CustomerSignature> = {}): CustomerSignature {
    return {
      Services: servicesOf(wa)
        .filter((s) => s.Cost !== 250)
        .map((s) => ({
          ProposalItemServiceId: s.Id,
          Approved: true,
          Visits: s.Visits.map((v) => ({ Id: v.Id, Approved: true })),
        })),
      Materials: materialsOf(wa).map((m) => ({ ProposalItemMaterialId: m.Id, Approved: false })),
      Signature: INK,
      SignerName: 'Dana Whitfield',
      TermsHash: proposalTermsHash(wa),
      SignedAt: SIGNED_AT,
      ...over,
    };
  }

  const signing = (wa: SyncWorkAuthorization, body: CustomerSignature): SyncMutation => ({
    MutationId: randomUUID(),
    Entity: 'workAuthorization',
    Op: 'update',
    Key: `s:${wa.Id}`,
    Id: wa.Id,
    BaseVersion: wa.Version,
    Data: body,
  });

  it("reaches the rep's device with its lines and terms hash; the signature is applied as the customer's approval", async () => {
    const { p, id, office } = await confirmedWa(ctx());
    const held = await onDevice(p.s, id);
    expect(held?.Deleted).toBe(false);
    const wa = held!.Data as SyncWorkAuthorization;
    expect(wa.AccountLocationId).toBe(p.locationId);
    expect(wa.TermsHash).toBe(proposalTermsHash(wa));
    expect(wa.EncryptedId).toBeNull();
    expect(
      servicesOf(wa)
        .map((s) => s.Cost)
        .sort((a, b) => a - b),
    ).toEqual([180, 250, 650]);

    const [result] = await push(p.s, [signing(wa, signature(wa))]);
    expect(result).toMatchObject({ Status: 'applied', Id: id });
    const answered = (result as { Data: SyncWorkAuthorization }).Data;
    expect([answered.StatusId, answered.SignerName, answered.SignedAt]).toEqual([
      S.ReceivedFromClient,
      'Dana Whitfield',
      SIGNED_AT,
    ]);

    // The office sees the customer's approval: $650 + $180, the chips declined, signed on site.
    const now = await getWa(ctx(), office, id);
    expect([now.StatusId, now.ApprovedByTypeId, now.Signed, now.TotalApprovedCost]).toEqual([
      S.ReceivedFromClient,
      ApprovalByTypes.Customer,
      true,
      830,
    ]);
    expect(now.DateApproved && new Date(now.DateApproved).toISOString()).toBe(SIGNED_AT);
    // Nothing was paid: the deposit waits for a connection.
    expect(now.CustomerPayments).toEqual([]);
    const row = await db()
      .selectFrom('work_authorizations')
      .select(['signature', 'signed_terms_hash'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ signature: INK, signed_terms_hash: wa.TermsHash });
  });

  it('a replayed signature has one effect and gets the same answer', async () => {
    const { p, id, office } = await confirmedWa(ctx());
    const wa = (await onDevice(p.s, id))!.Data as SyncWorkAuthorization;
    const m = signing(wa, signature(wa));
    const [first] = await push(p.s, [m]);
    const version = (await getWa(ctx(), office, id)).Version;
    const [again] = await push(p.s, [m]);
    expect(again).toEqual(first);
    expect((await getWa(ctx(), office, id)).Version).toBe(version);
    // A second signature of the same terms, made anew, is refused: the customer has submitted.
    const [twice] = await push(p.s, [signing(wa, signature(wa))]);
    expect(twice).toMatchObject({ Status: 'rejected', Message: M.AlreadySubmitted });
  });

  it('a proposal edited after the customer signed sends the signature to review and writes nothing', async () => {
    const { p, id, office } = await confirmedWa(ctx());
    const wa = (await onDevice(p.s, id))!.Data as SyncWorkAuthorization;
    const pruning = servicesOf(wa).find((s) => s.Cost === 650)!;
    // Meanwhile the office rewrites the pruning's description.
    await db()
      .updateTable('proposal_item_services')
      .set({ description: 'Crown reduction by a third' })
      .where('id', '=', pruning.Id)
      .execute();
    const before = await getWa(ctx(), office, id);

    const [result] = await push(p.s, [signing(wa, signature(wa))]);
    expect(result).toMatchObject({ Status: 'conflict', Id: id, CurrentVersion: before.Version });
    const current = (result as { Current: SyncWorkAuthorization }).Current;
    expect(current.TermsHash).not.toBe(wa.TermsHash);
    expect(servicesOf(current).find((s) => s.Id === pruning.Id)!.Description).toBe(
      'Crown reduction by a third',
    );
    const after = await getWa(ctx(), office, id);
    expect([after.StatusId, after.Signed, after.TotalApprovedCost, after.Version]).toEqual([
      before.StatusId,
      false,
      0,
      before.Version,
    ]);
    // The device holds the new terms after its next pull, and a signature of those is taken.
    const fresh = (await onDevice(p.s, id))!.Data as SyncWorkAuthorization;
    expect(fresh.TermsHash).toBe(current.TermsHash);
    const [retry] = await push(p.s, [signing(fresh, signature(fresh))]);
    expect(retry).toMatchObject({ Status: 'applied' });
  });

  it("refuses another branch's signer and checks the signature is whole", async () => {
    const { p, id } = await confirmedWa(ctx());
    const wa = (await onDevice(p.s, id))!.Data as SyncWorkAuthorization;
    const other = await signInWith(
      ctx(),
      `wa-branch2-${++n}-${ctx().engine}`,
      { WorkAuthorizations: B, Proposals: B, WorkOrders: B },
      2,
    );
    const [elsewhere] = await push(other.session, [signing(wa, signature(wa))]);
    expect(elsewhere).toMatchObject({ Status: 'rejected' });
    const viewer = await signInWith(ctx(), `wa-viewer-${++n}-${ctx().engine}`, { WorkAuthorizations: R }, 1);
    const [readOnly] = await push(viewer.session, [signing(wa, signature(wa))]);
    expect(readOnly).toMatchObject({ Status: 'rejected' });

    const refusals = await push(p.s, [
      signing(wa, signature(wa, { Signature: '   ' })),
      signing(wa, signature(wa, { SignerName: ' ' })),
      signing(
        wa,
        signature(wa, {
          Services: signature(wa).Services.map((s) => ({
            ...s,
            Approved: false,
            Visits: s.Visits.map((v) => ({ ...v, Approved: false })),
          })),
        }),
      ),
    ]);
    expect(refusals.map((r) => (r as { Message?: string }).Message)).toEqual([
      M.SignBeforeSubmitting,
      M.SignerRequired,
      M.NothingApproved,
    ]);
    const row = await db()
      .selectFrom('work_authorizations')
      .select(['status_id', 'signature'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ status_id: S.Created, signature: null });
  });

  it('goes to the crew at the location who may see it, not to other branches, and leaves once confirmed', async () => {
    const { p, id, office } = await confirmedWa(ctx());
    const crew = await signInWith(
      ctx(),
      `wa-crew-${++n}-${ctx().engine}`,
      { WorkOrders: B, Schedules: B, WorkAuthorizations: R },
      1,
    );
    await crewedWorkOrder(db(), crew.employeeId, { seed: { locationId: p.locationId } });
    const plainCrew = await signInWith(
      ctx(),
      `wa-plain-${++n}-${ctx().engine}`,
      { WorkOrders: B, Schedules: B },
      1,
    );
    await crewedWorkOrder(db(), plainCrew.employeeId, { seed: { locationId: p.locationId } });
    const other = await signInWith(
      ctx(),
      `wa-far-${++n}-${ctx().engine}`,
      { WorkOrders: F, WorkAuthorizations: B, Proposals: B },
      2,
    );

    const crewPull = await pullAll(ctx(), crew.session);
    expect(changeOf(crewPull.changes, 'workAuthorization', id)?.Deleted).toBe(false);
    expect(
      changeOf((await pullAll(ctx(), plainCrew.session)).changes, 'workAuthorization', id),
    ).toBeUndefined();
    expect(changeOf((await pullAll(ctx(), other.session)).changes, 'workAuthorization', id)).toBeUndefined();
    const repPull = await pullAll(ctx(), p.s);

    // Approving in the office reaches the devices as a change; confirming takes it off them.
    const wa = await getWa(ctx(), office, id);
    const pruning = servicesOf(wa).find((s) => s.Cost === 650)!;
    const res = await ctx().call(office, 'PUT', `${WA}/service/UpdateApproveStatus`, {
      WorkAuthorizationId: id,
      ProposalItemServiceId: pruning.Id,
      Approved: true,
    });
    expect(res.statusCode, res.body).toBe(200);
    const changed = await pullAll(ctx(), crew.session, crewPull.cursor);
    const seen = changeOf(changed.changes, 'workAuthorization', id)!.Data as SyncWorkAuthorization;
    expect(seen.TotalApprovedCost).toBe(650);
    const confirm = await ctx().call(office, 'PUT', `${WA}/save`, {
      Id: id,
      Version: seen.Version,
      StatusId: S.Confirmed,
    });
    expect(confirm.statusCode, confirm.body).toBe(200);
    expect(
      changeOf((await pullAll(ctx(), crew.session, changed.cursor)).changes, 'workAuthorization', id),
    ).toMatchObject({ Deleted: true });
    expect(
      changeOf((await pullAll(ctx(), p.s, repPull.cursor)).changes, 'workAuthorization', id),
    ).toMatchObject({ Deleted: true });
  });

  it("carries the places of the rep's newest authorizations waiting for a signature, up to the cap", async () => {
    const made = [await confirmedWa(ctx()), await confirmedWa(ctx()), await confirmedWa(ctx())];
    // One rep's three proposals at three places, the last one's authorization the newest.
    const rep = await db()
      .selectFrom('proposals')
      .select('sales_rep_id')
      .where('id', '=', made[0]!.p.id)
      .executeTakeFirstOrThrow();
    await db()
      .updateTable('proposals')
      .set({ sales_rep_id: rep.sales_rep_id })
      .where(
        'id',
        'in',
        made.map((m) => m.p.id),
      )
      .execute();
    const places = [made[0]!.p.locationId, await newLocation(db(), 1), await newLocation(db(), 1)];
    for (const [i, m] of made.entries())
      await db()
        .updateTable('proposals')
        .set({ account_location_id: places[i]! })
        .where('id', '=', m.p.id)
        .execute();
    const everywhere = { kind: 'all' } as const;
    const device = waDeviceRepo(db());
    expect(await device.signableLocations(everywhere, rep.sales_rep_id!)).toEqual([...places].reverse());
    expect(await device.signableLocations(everywhere, rep.sales_rep_id!, 2)).toEqual([places[2], places[1]]);
    // Signed, an authorization no longer keeps its place on the rep's device.
    await db()
      .updateTable('work_authorizations')
      .set({ status_id: S.Confirmed })
      .where('id', '=', made[2]!.id)
      .execute();
    expect(await device.signableLocations(everywhere, rep.sales_rep_id!, 2)).toEqual([places[1], places[0]]);
    expect(DEVICE_SIGNING_LOCATIONS_MAX).toBeLessThanOrEqual(100);
  });
});
