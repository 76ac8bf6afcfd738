import { expect } from 'vitest';
import { F, P, ServiceClassifications, ServiceGroups, type Builder } from '@canopy/shared';
import type { Session, TestCtx } from './harness';
import { catalogue, proposalWithTrees, type Catalogue } from './proposal-builder.fixtures';
import { multipart, signInWith } from './support';

// A proposal for the format, print and e-mail tests, built through the builder's own calls: pruning
// offered as two options (both oaks $650, or the small one $250), a three-visit spray program on the
// small oak ($180) with a chemical, a chip disposal material ($45.50) and a photo with a caption.

const API = '/api/v1/proposals';
/** A 1×1 PNG the PDF can embed. */
export const PHOTO = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

let n = 0;
const catalogues = new WeakMap<TestCtx, Catalogue>();

export interface FormatProposal {
  s: Session;
  employeeId: number;
  id: number;
  locationId: number;
  accountId: number;
  customer: string;
  pruning: string;
  phc: string;
  chemical: string;
}

export async function formatProposal(
  ctx: TestCtx,
  claims: Record<string, number> = { Proposals: P, InventoryItems: F },
  branchId = 1,
): Promise<FormatProposal> {
  const db = ctx.dbh.db;
  const cat = catalogues.get(ctx) ?? (await catalogue(db));
  catalogues.set(ctx, cat);
  // The program is a spray: the spray summary lists it.
  await db
    .updateTable('services')
    .set({ service_classification_id: ServiceClassifications.Spray })
    .where('id', '=', cat.phc)
    .execute();
  const who = await signInWith(ctx, `format${++n}-${ctx.engine}`, claims, branchId);
  const p = await proposalWithTrees(db, cat, { salesRepId: who.employeeId, branchId });
  const s = who.session;
  await db.updateTable('proposals').set({ proposal_number: p.id }).where('id', '=', p.id).execute();
  const call = async (method: 'POST' | 'PUT', url: string, body: unknown) => {
    const res = await ctx.call(s, method, url, body);
    expect(res.statusCode, res.body).toBe(200);
    return res.json<Builder>();
  };
  const add = (body: Record<string, unknown>) =>
    call('POST', `${API}/ProposalData`, { ProposalId: p.id, ...body });
  const arbor = { ServiceGroupId: ServiceGroups.ArborCare, ServiceId: cat.pruning };
  await add({ ...arbor, ServiceItemIds: [p.smallOak, p.largeOak] });
  const two = await add({ ...arbor, ServiceItemIds: [p.smallOak] });
  const options = two.ProposalGroups.map((g) => g.ProposalOptionGroups[0]!.ProposalOptions[0]!.Id);
  await call('POST', `${API}/GroupOptions`, { ProposalId: p.id, ProposalOptionIds: options });
  await add({
    ServiceGroupId: ServiceGroups.ArborCare,
    MaterialId: cat.disposal,
    ServiceItemIds: [p.smallOak],
  });
  const phc = await add({
    ServiceGroupId: ServiceGroups.PlantHealthCare,
    ServiceId: cat.phc,
    ServiceItemIds: [p.smallOak],
  });
  const chemical = await db
    .selectFrom('chemicals')
    .select(['id', 'name'])
    .orderBy('id')
    .executeTakeFirstOrThrow();
  const line =
    phc.ProposalGroups.at(-1)!.ProposalOptionGroups[0]!.ProposalOptions[0]!.ProposalItemServices[0]!;
  await call('PUT', `${API}/ProposalItemService/${p.id}`, {
    Id: line.Id,
    Version: line.Version,
    Quantity: 1,
    RequiresNoEquipment: true,
    ChemicalIds: [chemical.id],
  });
  const form = multipart([{ filename: 'oak.png', content: PHOTO }], {
    'Captions[0]': 'Deadwood over the drive',
  });
  const pruningLine =
    two.ProposalGroups[0]!.ProposalOptionGroups[0]!.ProposalOptions[0]!.ProposalItemServices[0]!;
  const up = await ctx.app.inject({
    method: 'POST',
    url: `${API}/pic/${pruningLine.Id}`,
    headers: { ...form.headers, authorization: `Bearer ${s.token}`, 'x-csrf-token': s.csrf },
    payload: form.payload,
  });
  expect(up.statusCode, up.body).toBe(200);
  const row = await db
    .selectFrom('proposals as p')
    .innerJoin('accounts as a', 'a.id', 'p.account_id')
    .select(['a.id', 'a.name'])
    .where('p.id', '=', p.id)
    .executeTakeFirstOrThrow();
  const names = await db
    .selectFrom('services')
    .select(['id', 'name'])
    .where('id', 'in', [cat.pruning, cat.phc])
    .execute();
  const nameOf = (id: number) => names.find((x) => x.id === id)!.name;
  return {
    s,
    employeeId: who.employeeId,
    id: p.id,
    locationId: p.locationId,
    accountId: row.id,
    customer: row.name,
    pruning: nameOf(cat.pruning),
    phc: nameOf(cat.phc),
    chemical: chemical.name,
  };
}
