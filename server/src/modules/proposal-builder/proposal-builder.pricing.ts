import {
  cataloguePrice,
  keptEditedCost,
  type CataloguePrice,
  type PricedItem,
  type PricedService,
} from '@canopy/shared';
import type { Db } from '../../platform/db';
import { itemServices } from './proposal-builder.repo';

/** The catalogue's pricing of a service: its option, rate and price table rows. */
export async function pricedService(db: Db, serviceId: number): Promise<PricedService & { id: number }> {
  const s = await db
    .selectFrom('services as s')
    .leftJoin('price_tables as t', 't.id', 's.pricing_table_id')
    .select([
      's.id',
      's.service_type_id',
      's.pricing_option_id',
      's.pricing_unit_of_measure_rate_cents',
      's.pricing_table_id',
      't.pricing_type_id',
      't.pricing_method_id',
    ])
    .where('s.id', '=', serviceId)
    .executeTakeFirstOrThrow();
  const rows = s.pricing_table_id
    ? await db
        .selectFrom('price_table_details')
        .selectAll()
        .where('price_table_id', '=', s.pricing_table_id)
        .execute()
    : [];
  return {
    id: s.id,
    ServiceTypeId: s.service_type_id,
    PricingOptionId: s.pricing_option_id,
    PricingUnitOfMeasureRateCents: s.pricing_unit_of_measure_rate_cents,
    Table:
      s.pricing_type_id != null && s.pricing_method_id != null
        ? {
            PricingTypeId: s.pricing_type_id,
            PricingMethodId: s.pricing_method_id,
            Rows: rows.map((r) => ({
              InventorySizeId: r.inventory_size_id,
              PricePerVisitCents: r.price_per_visit_cents,
              PricePerYearCents: r.price_per_year_cents,
              FlatPriceCents: r.flat_price_cents,
            })),
          }
        : null,
  };
}

/** The sizes of the inventory items, for pricing by inventory size. */
export async function itemSizes(db: Db, ids: readonly number[]): Promise<Map<number, number | null>> {
  if (!ids.length) return new Map();
  const rows = await db
    .selectFrom('service_items')
    .select(['id', 'size_id'])
    .where('id', 'in', [...ids])
    .execute();
  return new Map(rows.map((r) => [r.id, r.size_id]));
}

/** The catalogue price of a proposal's service for its lines, visits and quantity. */
export async function priceOf(
  db: Db,
  serviceId: number,
  lines: readonly { serviceItemId: number; pricingUnitsE2: number }[],
  visitsThisYear: number,
  quantity: number,
): Promise<CataloguePrice> {
  const service = await pricedService(db, serviceId);
  const sizes = await itemSizes(
    db,
    lines.map((l) => l.serviceItemId),
  );
  const items: PricedItem[] = lines.map((l) => ({
    SizeId: sizes.get(l.serviceItemId) ?? null,
    PricingUnitsE2: l.pricingUnitsE2,
  }));
  return cataloguePrice(service, items, visitsThisYear, quantity);
}

/** Prices the stored service again from the catalogue; an edited cost equal to the new price is dropped. */
export async function repriceService(trx: Db, id: number) {
  const [s] = await itemServices(trx, { id });
  if (!s) return;
  const price = await priceOf(
    trx,
    s.service_id,
    s.items.map((i) => ({ serviceItemId: i.service_item_id, pricingUnitsE2: i.pricing_units_e2 })),
    s.visits.filter((v) => v.include_this_year === 1).length,
    s.quantity,
  );
  await trx
    .updateTable('proposal_item_services')
    .set({
      total_cost_cents: price.TotalCents,
      per_visit_cost_cents: price.PerVisitCents,
      edited_cost_cents: keptEditedCost(s.edited_cost_cents, price.TotalCents),
    })
    .where('id', '=', id)
    .execute();
}
