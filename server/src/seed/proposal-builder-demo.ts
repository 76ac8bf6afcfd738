import { createHash } from 'node:crypto';
import { ServiceGroups } from '@canopy/shared';
import type { Db } from '../platform/db';
import { priceOf } from '../modules/proposal-builder/proposal-builder.pricing';
import * as repo from '../modules/proposal-builder/proposal-builder.repo';
import { demoPictureBytes } from './work-order-images-demo';

/** The catalogue rows the demo builder content uses, found once by name. */
export async function builderCatalogue(db: Db) {
  const services = await db
    .selectFrom('services')
    .select(['id', 'name', 'application_description'])
    .where('name', 'in', ['Structural Pruning', 'Crown Cleaning', 'Apple Scab Program'])
    .execute();
  const material = await db
    .selectFrom('materials')
    .select(['id', 'unit_price_cents'])
    .where('name', '=', 'Wood Chips')
    .executeTakeFirst();
  const byName = new Map(services.map((s) => [s.name, s]));
  const structural = byName.get('Structural Pruning');
  const crown = byName.get('Crown Cleaning');
  const program = byName.get('Apple Scab Program');
  if (!structural || !crown || !program || !material) return null;
  return { structural, crown, program, material };
}
type BuilderCatalogue = NonNullable<Awaited<ReturnType<typeof builderCatalogue>>>;

let photoN = 0;
/** A demo photo on a placeholder file the server stores on start (see storeDemoImageFiles). */
async function demoFile(db: Db, picture: 'crown' | 'stump') {
  const bytes = demoPictureBytes(picture);
  const f = await db
    .insertInto('stored_files')
    .values({
      storage_key: `demo:${picture}:proposal-${++photoN}`,
      original_name: `${picture}.png`,
      content_type: 'image/png',
      size_bytes: bytes.length,
      sha256: createHash('sha256').update(bytes).digest('hex'),
      created_by: null,
      created_at: new Date().toISOString(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return f.id;
}

/** Two of the location's trees; a location with none gets two oaks, one small and one large. */
async function twoTrees(db: Db, locationId: number): Promise<number[]> {
  const trees = await db
    .selectFrom('service_items')
    .select('id')
    .where('account_location_id', '=', locationId)
    .orderBy('id')
    .limit(2)
    .execute();
  if (trees.length) return trees.map((t) => t.id);
  const oak = await db
    .selectFrom('inventory_item_types')
    .select('id')
    .where('name', 'like', '%Oak%')
    .orderBy('id')
    .executeTakeFirst();
  const sizes = await db.selectFrom('inventory_sizes').select('id').orderBy('id').execute();
  const made = await db
    .insertInto('service_items')
    .values(
      [sizes[0], sizes[sizes.length - 1]].map((size) => ({
        account_location_id: locationId,
        type_id: oak?.id ?? null,
        size_id: size?.id ?? null,
        created_at: new Date().toISOString(),
      })),
    )
    .returning('id')
    .execute();
  return made.map((m) => m.id);
}

/**
 * A demo proposal's builder: pruning offered as two options in one group (structural pruning with
 * the chip disposal, or a crown cleaning), and a three-visit Apple Scab program, priced by the
 * catalogue as the builder prices them, with captioned photos of the tree.
 */
export async function seedProposalBuilderDemo(
  db: Db,
  c: BuilderCatalogue,
  p: { id: number; locationId: number },
) {
  const itemIds = await twoTrees(db, p.locationId);
  const one = (ids: number[]) => ids.map((id) => ({ serviceItemId: id, pricingUnitsE2: repo.ONE_UNIT }));
  const service = async (
    s: BuilderCatalogue['structural'],
    optionId: number,
    sgRow: number,
    items: number[],
  ) => {
    const parts = await repo.catalogueParts(db, s.id);
    const price = await priceOf(db, s.id, one(items), parts.visitIds.length, 1);
    return repo.insertService(db, {
      proposalId: p.id,
      optionId,
      serviceGroupRowId: sgRow,
      serviceId: s.id,
      quantity: 1,
      description: s.application_description,
      totalCents: price.TotalCents,
      perVisitCents: price.PerVisitCents,
      serviceItemIds: items,
      ...parts,
    });
  };

  const arbor = await repo.serviceGroupRow(db, p.id, ServiceGroups.ArborCare);
  const pruning = await repo.newOptionInGroup(db, p.id, arbor, 'Group 1', false);
  const structural = await service(c.structural, pruning.optionId, arbor, itemIds);
  const disposal = await repo.insertMaterial(db, {
    proposalId: p.id,
    optionId: pruning.optionId,
    serviceGroupRowId: arbor,
    materialId: c.material.id,
    proposalItemServiceId: structural,
    serviceItemId: itemIds[0]!,
    quantityE2: 200,
    unitPriceCents: c.material.unit_price_cents,
  });
  const second = await db
    .insertInto('proposal_options')
    .values({ proposal_option_group_id: pruning.optionGroupId, sort_order: 1 })
    .returning('id')
    .executeTakeFirstOrThrow();
  await service(c.crown, second.id, arbor, itemIds);

  const phc = await repo.serviceGroupRow(db, p.id, ServiceGroups.PlantHealthCare);
  const program = await repo.newOptionInGroup(db, p.id, phc, 'Group 2', false);
  await service(c.program, program.optionId, phc, itemIds.slice(0, 1));

  await db
    .insertInto('proposal_item_service_photos')
    .values({
      proposal_item_service_id: structural,
      file_id: await demoFile(db, 'crown'),
      caption: 'Deadwood over the drive on the north side',
      sort_order: 0,
    })
    .execute();
  await db
    .insertInto('proposal_item_material_photos')
    .values({
      proposal_item_material_id: disposal,
      file_id: await demoFile(db, 'stump'),
      caption: 'Where the chips will be piled',
      sort_order: 0,
    })
    .execute();
}

/**
 * A few builder rows for each generated proposal (one group, one option, one priced pruning), in
 * multi-row statements per batch so the large seed stays fast.
 */
export async function growProposalItems(db: Db, proposals: { id: number; cents: number }[]) {
  const pruning = await db
    .selectFrom('services')
    .select(['id', 'application_description'])
    .where('service_group_id', '=', ServiceGroups.ArborCare)
    .orderBy('id')
    .executeTakeFirst();
  if (!pruning || !proposals.length) return;
  const sgs = await db
    .insertInto('proposal_service_groups')
    .values(proposals.map((p) => ({ proposal_id: p.id, service_group_id: ServiceGroups.ArborCare })))
    .returning(['id', 'proposal_id'])
    .execute();
  const sgOf = new Map(sgs.map((r) => [r.proposal_id, r.id]));
  const groups = await db
    .insertInto('proposal_groups')
    .values(
      proposals.map((p) => ({
        proposal_id: p.id,
        proposal_service_group_id: sgOf.get(p.id)!,
        name: 'Group 1',
      })),
    )
    .returning(['id', 'proposal_id'])
    .execute();
  const ogs = await db
    .insertInto('proposal_option_groups')
    .values(groups.map((g) => ({ proposal_group_id: g.id })))
    .returning(['id', 'proposal_group_id'])
    .execute();
  const proposalOfGroup = new Map(groups.map((g) => [g.id, g.proposal_id]));
  const options = await db
    .insertInto('proposal_options')
    .values(ogs.map((og) => ({ proposal_option_group_id: og.id })))
    .returning(['id', 'proposal_option_group_id'])
    .execute();
  const proposalOfOg = new Map(ogs.map((og) => [og.id, proposalOfGroup.get(og.proposal_group_id)!]));
  const cents = new Map(proposals.map((p) => [p.id, p.cents]));
  await db
    .insertInto('proposal_item_services')
    .values(
      options.map((o) => {
        const proposalId = proposalOfOg.get(o.proposal_option_group_id)!;
        return {
          proposal_id: proposalId,
          proposal_option_id: o.id,
          proposal_service_group_id: sgOf.get(proposalId)!,
          service_id: pruning.id,
          description: pruning.application_description,
          total_cost_cents: cents.get(proposalId)!,
        };
      }),
    )
    .execute();
}
