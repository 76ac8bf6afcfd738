import { expect, it } from 'vitest';
import { B, F, P, R } from '@canopy/shared';
import type { Db } from '../src/platform/db';
import { describeEngines, type Session, type TestCtx } from './harness';
import { formatProposal } from './proposal-format.fixtures';
import { signInWith } from './support';

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
interface Target {
  id: number;
  groupId: number;
  optionId: number;
  serviceId: number;
  materialId: number;
  lineId: number;
  serviceGroupId: number;
  photoId: number;
  noteId: number;
  treeId: number;
}
/**
 * What the route needs: 'view' answers a reader, 'edit' someone who may change proposals, 'full'
 * Proposals Full (changing a note already in the notes list, spec §6).
 */
type Need = 'view' | 'edit' | 'full';

/**
 * Every proposals and builder call that names a proposal or a part of one (spec §4, §6). A new call
 * is one more row; `Need` says which claim it asks for, so the refusal expected of each caller follows.
 */
const calls = (t: Target): [Method, string, unknown, Need][] => [
  ['GET', `/proposals/${t.id}`, undefined, 'view'],
  ['PUT', `/proposals/${t.id}`, { Id: t.id, Version: 1, Notes: 'x' }, 'edit'],
  ['PUT', '/proposals', { Id: t.id, Version: 1, Notes: 'x' }, 'edit'],
  ['PUT', `/proposals/${t.id}/cancel`, undefined, 'edit'],
  ['POST', `/proposals/confirmProposal/${t.id}`, undefined, 'edit'],
  ['PUT', `/proposals/${t.id}/purchaseOrders`, [], 'edit'],
  ['PUT', `/proposals/${t.id}/promotions`, [], 'edit'],
  ['GET', `/proposals/${t.id}/notes`, undefined, 'view'],
  ['POST', `/proposals/${t.id}/notes/_search`, { Skip: 0, Take: 12 }, 'view'],
  ['POST', `/proposals/${t.id}/notes`, { Notes: 'x', TypeId: 1, StatusId: 1 }, 'edit'],
  ['PUT', `/proposals/${t.id}/notes`, { Id: t.noteId, Notes: 'x', TypeId: 1, StatusId: 1 }, 'full'],
  ['DELETE', `/proposals/${t.id}/notes?noteId=${t.noteId}`, undefined, 'full'],
  ['DELETE', `/proposals/CoverLetter/${t.id}`, undefined, 'edit'],
  ['DELETE', `/proposals/Proposal/${t.id}`, undefined, 'edit'],
  ['GET', `/proposals/${t.id}/coverLetter`, undefined, 'view'],
  ['GET', `/proposals/${t.id}/coverLetterText`, undefined, 'view'],
  ['PUT', `/proposals/${t.id}/coverLetter`, { Text: 'x' }, 'edit'],
  ['GET', `/proposals/builder/${t.id}`, undefined, 'view'],
  ['GET', `/proposals/existingBuilder/${t.id}`, undefined, 'view'],
  ['GET', `/proposals/groups/${t.id}`, undefined, 'view'],
  ['GET', `/proposals/getPricingTableRate/${t.serviceId}`, undefined, 'view'],
  ['GET', `/proposals/proposalItemService/${t.serviceId}`, undefined, 'view'],
  ['GET', `/proposals/serviceitems/${t.id}`, undefined, 'view'],
  ['POST', '/proposals/ProposalData', { ProposalId: t.id, ServiceItemIds: [t.treeId] }, 'edit'],
  ['DELETE', `/proposals/ProposalItemService/${t.id}?id=${t.serviceId}`, undefined, 'edit'],
  ['DELETE', `/proposals/ProposalItemMaterial/${t.id}?id=${t.materialId}`, undefined, 'edit'],
  ['DELETE', `/proposals/ProposalGroup/${t.id}?id=${t.groupId}`, undefined, 'edit'],
  ['DELETE', `/proposals/ProposalOption/${t.id}?id=${t.optionId}`, undefined, 'edit'],
  ['DELETE', `/proposals/ProposalItemServiceServiceItem/${t.id}?id=${t.lineId}`, undefined, 'edit'],
  [
    'PUT',
    `/proposals/ProposalItemService/${t.id}`,
    { Id: t.serviceId, Version: 1, Quantity: 1, RequiresNoEquipment: true },
    'edit',
  ],
  [
    'PUT',
    `/proposals/ProposalItemMaterial/${t.id}`,
    { Id: t.materialId, Version: 1, Quantity: 1, UnitPrice: 1, ShowPricing: true },
    'edit',
  ],
  [
    'PUT',
    '/proposals/ProposalItemServiceServiceItem/edited-cost',
    { ProposalItemServiceId: t.serviceId, EditedCost: 1 },
    'edit',
  ],
  [
    'PUT',
    `/proposals/ProposalItemServiceServiceItem/${t.id}`,
    { ProposalItemServiceId: t.serviceId, ServiceItems: [] },
    'edit',
  ],
  [
    'POST',
    '/proposals/ProposalItemServiceServiceItem',
    { ProposalItemServiceId: t.serviceId, ServiceItemId: t.treeId },
    'edit',
  ],
  [
    'PUT',
    `/proposals/proposalItemServiceEquipment/${t.id}`,
    { ProposalItemServiceId: t.serviceId, RequiresNoEquipment: true, EquipmentIds: [] },
    'edit',
  ],
  [
    'PUT',
    `/proposals/ProposalServiceGroup/${t.id}`,
    [{ Id: t.serviceGroupId, ProposalSortOrder: 5 }],
    'edit',
  ],
  ['POST', '/proposals/GroupOptions', { ProposalId: t.id, ProposalOptionIds: [t.optionId] }, 'edit'],
  ['POST', `/proposals/${t.id}/Ungroup/${t.optionId}`, undefined, 'edit'],
  ['POST', `/proposals/groups/${t.id}`, [{ Id: t.groupId, Name: 'x', SeparateWorkOrderGroup: true }], 'edit'],
  [
    'POST',
    `/proposals/groups/update-show-pricing/${t.id}`,
    { ProposalGroupId: t.groupId, ShowPricing: false },
    'edit',
  ],
  ['PUT', `/proposals/proposalItemImage/${t.photoId}`, { Caption: 'x', Order: 3 }, 'edit'],
  ['DELETE', `/proposals/ProposalItemServicePhoto/${t.photoId}`, undefined, 'edit'],
  ['GET', `/proposals/${t.id}/format`, undefined, 'view'],
  ['PUT', `/proposals/${t.id}/format`, { CoverLetter: 'x' }, 'edit'],
  ['POST', `/proposals/emailProposal/${t.id}/false`, {}, 'view'],
  ['POST', '/proposals/spray-summary', { ProposalId: t.id }, 'view'],
  ['POST', '/encryption', { Id: t.id, Type: 'Proposal' }, 'view'],
];

const TABLES = [
  'proposals',
  'proposal_groups',
  'proposal_option_groups',
  'proposal_options',
  'proposal_service_groups',
  'proposal_item_services',
  'proposal_item_service_service_items',
  'proposal_item_service_equipment',
  'proposal_item_service_chemicals',
  'proposal_item_service_photos',
  'proposal_item_materials',
  'proposal_notes',
  'proposal_cover_letters',
  'proposal_promotions',
  'proposal_purchase_orders',
] as const;

/** Every proposal row a refused call might have touched (the fixture's proposal is the only one changed). */
async function snapshot(db: Db) {
  const out: Record<string, string[]> = {};
  // Some are link tables without an id: compare them as sorted rows.
  for (const t of TABLES)
    out[t] = (await db.selectFrom(t).selectAll().execute()).map((r) => JSON.stringify(r)).sort();
  return out;
}

async function target(ctx: TestCtx, branchId: number): Promise<Target> {
  const db = ctx.dbh.db;
  const p = await formatProposal(ctx, { Proposals: P, InventoryItems: F }, branchId);
  const note = await ctx.call(p.s, 'POST', `/api/v1/proposals/${p.id}/notes`, {
    Notes: 'Gate code 4411',
    TypeId: 1,
    StatusId: 1,
  });
  expect(note.statusCode, note.body).toBe(200);
  const first = <T>(q: Promise<T | undefined>) => q.then((r) => r!);
  const service = await first(
    db
      .selectFrom('proposal_item_services as s')
      .innerJoin('proposal_options as o', 'o.id', 's.proposal_option_id')
      .innerJoin('proposal_option_groups as og', 'og.id', 'o.proposal_option_group_id')
      .innerJoin('proposal_groups as g', 'g.id', 'og.proposal_group_id')
      .innerJoin('proposal_service_groups as sg', 'sg.id', 'g.proposal_service_group_id')
      .select(['s.id', 'o.id as optionId', 'g.id as groupId', 'sg.id as serviceGroupId'])
      .where('sg.proposal_id', '=', p.id)
      .orderBy('s.id')
      .executeTakeFirst(),
  );
  const pick = (table: (typeof TABLES)[number], column: string, value: number) =>
    first(
      db
        .selectFrom(table)
        .select('id')
        .where(column as never, '=', value as never)
        .orderBy('id')
        .executeTakeFirst(),
    ).then((r) => r.id);
  const photo = await first(
    db.selectFrom('proposal_item_service_photos').select('id').orderBy('id', 'desc').executeTakeFirst(),
  );
  return {
    id: p.id,
    groupId: service.groupId,
    optionId: service.optionId,
    serviceId: service.id,
    serviceGroupId: service.serviceGroupId,
    materialId: (
      await first(
        db.selectFrom('proposal_item_materials').select('id').orderBy('id', 'desc').executeTakeFirst(),
      )
    ).id,
    lineId: await pick('proposal_item_service_service_items', 'proposal_item_service_id', service.id),
    photoId: photo.id,
    noteId: await pick('proposal_notes', 'proposal_id', p.id),
    treeId: (
      await first(
        db
          .selectFrom('service_items')
          .select('id')
          .where('account_location_id', '=', p.locationId)
          .orderBy('id')
          .executeTakeFirst(),
      )
    ).id,
  };
}

describeEngines('proposals out of reach', (ctx) => {
  /** `refused`: what the caller gets on a call by its need (404 out of reach, 403 without the claim). */
  async function refusesAll(session: Session, t: Target, refused: Record<Need, number>) {
    const before = await snapshot(ctx().dbh.db);
    const got: string[] = [];
    const want: string[] = [];
    for (const [method, path, body, need] of calls(t)) {
      const res = await ctx().call(session, method, `/api/v1${path}`, body);
      got.push(`${method} ${path} ${res.statusCode}`);
      want.push(`${method} ${path} ${refused[need]}`);
    }
    expect(got).toEqual(want);
    expect(await snapshot(ctx().dbh.db)).toEqual(before);
  }

  it("answers 404 to a Branch user for every call on another branch's proposal, and changes nothing", async () => {
    const t = await target(ctx(), 2);
    const { session } = await signInWith(ctx(), 'pscope-branch', { Proposals: B | P, InventoryItems: F }, 1);
    await refusesAll(session, t, { view: 404, edit: 404, full: 403 });
  });

  it("answers 404 to a Personal rep for every call on another rep's proposal of his branch, and changes nothing", async () => {
    const t = await target(ctx(), 1);
    const { session } = await signInWith(ctx(), 'pscope-rep', { Proposals: P, InventoryItems: F }, 1);
    await refusesAll(session, t, { view: 404, edit: 404, full: 403 });
  });

  it('refuses a ReadOnly user every change with 403, and changes nothing', async () => {
    const t = await target(ctx(), 1);
    const { session } = await signInWith(ctx(), 'pscope-reader', { Proposals: R, InventoryItems: R }, 1);
    const before = await snapshot(ctx().dbh.db);
    const got: string[] = [];
    const want: string[] = [];
    for (const [method, path, body] of calls(t).filter((c) => c[3] !== 'view')) {
      const res = await ctx().call(session, method, `/api/v1${path}`, body);
      got.push(`${method} ${path} ${res.statusCode}`);
      want.push(`${method} ${path} 403`);
    }
    expect(got).toEqual(want);
    expect(await snapshot(ctx().dbh.db)).toEqual(before);
  });
});
