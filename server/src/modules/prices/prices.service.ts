import {
  centsToDollars,
  changedPriceOrNull,
  dollarsToExactCents,
  Messages,
  PRICE_LOOKUP_TAKE,
  PRICE_TABLE_NAME_MAX,
  PricingMethodList,
  PricingMethods,
  PricingTypeList,
  readPriceChange,
  type PriceDetail,
  type PriceDetailSearch,
  type PriceLookupQuery,
  type PriceTable,
  type PriceTableOption,
  type PriceTableRow,
  type PriceTableSearch,
  type SavePriceDetail,
  type SavePriceTable,
} from '@canopy/shared';
import type { Db } from '../../platform/db';
import { notFound, ruleFailed, ValidationError, formErrors, type FormErrors } from '../../platform/errors';
import { pageOf } from '../../platform/lists';
import {
  catalogueActions,
  checkedName,
  flagOf,
  isFlag,
  nameTaken,
  savedId,
  unlessDuplicate,
} from '../../platform/catalogue';
import { pricesRepo, type DetailValues } from './prices.repo';
import { requireClaim, type AuthContext } from '../../platform/auth/context';
import { priceAccess as access } from './prices.access';

const NAME_TAKEN = 'A price table with this name already exists.';
/** $100,000,000.00: no price grows past this, so cents stay exact integers. */
const MAX_PRICE_CENTS = 10_000_000_000;
const PRICE_FIELDS = [
  ['PricePerVisit', 'price_per_visit_cents'],
  ['PricePerYear', 'price_per_year_cents'],
  ['FlatPrice', 'flat_price_cents'],
] as const;

const nameOf = (list: { Id: number; Name: string }[], id: number) =>
  list.find((x) => x.Id === id)?.Name ?? '';
type DetailRow = NonNullable<Awaited<ReturnType<ReturnType<typeof pricesRepo>['detail']>>>;
const money = (cents: number | null) => (cents === null ? null : centsToDollars(Number(cents)));
const toDetail = (d: DetailRow): PriceDetail => ({
  Id: d.id,
  PriceId: d.price_table_id,
  InventoryItemSizeId: d.inventory_size_id,
  InventoryItemSize:
    d.inventory_size_id === null ? null : { Id: d.inventory_size_id, Name: d.size_name ?? '' },
  PricePerVisit: money(d.price_per_visit_cents),
  PricePerYear: money(d.price_per_year_cents),
  FlatPrice: money(d.flat_price_cents),
});

function priceCents(form: FormErrors, field: string, value: number | null | undefined): number | null {
  if (value === null || value === undefined) return null;
  const cents = dollarsToExactCents(value);
  if (cents === null || cents < 0 || cents > MAX_PRICE_CENTS)
    form.add(field, `${field} must be an amount in dollars and cents from 0 to 100,000,000.`);
  return cents;
}

/** Price tables and their prices per inventory size. */
export function pricesService(db: Db) {
  const repo = pricesRepo(db);

  async function get(id: number, on: Db = db): Promise<PriceTable> {
    const r = pricesRepo(on);
    const t = await r.byId(id);
    if (!t) throw notFound();
    const { rows } = await r.detailSearch(id, pageOf({ Take: 10000 }));
    return {
      Id: t.id,
      Name: t.name,
      PricingType: t.pricing_type_id,
      PricingMethod: t.pricing_method_id,
      Archived: isFlag(t.archived),
      Version: t.version,
      Details: rows.map(toDetail),
    };
  }

  async function checkedTable(req: SavePriceTable, stored?: PriceTable) {
    const form = formErrors();
    const name = checkedName(form, req.Name, PRICE_TABLE_NAME_MAX);
    if (!form.has('Name') && (await nameTaken(db, 'price_tables', name, stored?.Id)))
      form.add('Name', NAME_TAKEN);
    if (!PricingTypeList.some((t) => t.Id === req.PricingType))
      form.add('PricingType', 'Please choose a pricing type.');
    if (!PricingMethodList.some((m) => m.Id === req.PricingMethod))
      form.add('PricingMethod', 'Please choose a pricing method.');
    else if (stored && stored.PricingMethod !== req.PricingMethod && stored.Details.length)
      form.add('PricingMethod', 'The pricing method cannot change while the table has prices.');
    form.check();
    return {
      name,
      pricing_type_id: req.PricingType,
      pricing_method_id: req.PricingMethod,
      archived: flagOf(req.Archived ?? stored?.Archived ?? false),
    };
  }
  const tables = catalogueActions({
    db,
    table: 'price_tables',
    edit: access.edit,
    get,
    check: checkedTable,
    taken: () => new ValidationError({ Name: [NAME_TAKEN] }),
    what: 'price table',
  });

  /** Checks a row of prices against its table's method: one row per size, or one size-less row. */
  async function checkedDetail(req: SavePriceDetail, stored?: DetailRow): Promise<DetailValues> {
    const table = await repo.byId(req.PriceId);
    if (!table) throw new ValidationError({ PriceId: ['Please choose a price table.'] });
    if (stored && stored.price_table_id !== req.PriceId)
      throw new ValidationError({ PriceId: ['A price row cannot move to another table.'] });
    const form = formErrors();
    const exceptId = stored?.id ?? 0;
    const sizeId =
      req.InventoryItemSizeId === undefined ? (stored?.inventory_size_id ?? null) : req.InventoryItemSizeId;
    if (table.pricing_method_id === PricingMethods.InventorySize) {
      if (sizeId === null) form.add('InventoryItemSizeId', 'Please choose an inventory size.');
      else if (!(await repo.sizeExists(sizeId)))
        form.add('InventoryItemSizeId', 'Please choose an inventory size.');
      else if (await repo.sizeTaken(req.PriceId, sizeId, exceptId))
        form.add('InventoryItemSizeId', 'This size already has prices in this table.');
    } else if (sizeId !== null) {
      form.add('InventoryItemSizeId', 'A table priced by the service unit of measure has no sizes.');
    } else if ((await repo.detailCount(req.PriceId, exceptId)) > 0) {
      form.add('PriceId', 'A table priced by the service unit of measure has one row of prices.');
    }
    const values: DetailValues = {
      price_table_id: req.PriceId,
      inventory_size_id: sizeId,
      price_per_visit_cents: null,
      price_per_year_cents: null,
      flat_price_cents: null,
    };
    for (const [field, column] of PRICE_FIELDS)
      values[column] =
        req[field] === undefined && stored ? stored[column] : priceCents(form, field, req[field]);
    form.check();
    return values;
  }

  async function detailById(id: number): Promise<PriceDetail> {
    const d = await repo.detail(id);
    if (!d) throw notFound();
    return toDetail(d);
  }

  /** Writes under the table's lock; a racing second row for the same size meets the unique index. */
  async function writeDetail(priceId: number, work: (r: ReturnType<typeof pricesRepo>) => Promise<number>) {
    return unlessDuplicate(
      () =>
        db.transaction().execute(async (trx) => {
          await pricesRepo(trx).lock(priceId);
          return work(pricesRepo(trx));
        }),
      () => new ValidationError({ InventoryItemSizeId: ['This size already has prices in this table.'] }),
    );
  }

  return {
    async get(auth: AuthContext, id: number) {
      requireClaim(auth, access.view);
      return get(id);
    },
    pricingTypes(auth: AuthContext) {
      requireClaim(auth, access.pick);
      return PricingTypeList;
    },
    pricingMethods(auth: AuthContext) {
      requireClaim(auth, access.pick);
      return PricingMethodList;
    },

    async search(
      auth: AuthContext,
      req: PriceTableSearch,
    ): Promise<{ rows: PriceTableRow[]; total: number }> {
      requireClaim(auth, access.view);
      const { rows, total } = await repo.search(pageOf(req));
      return {
        total,
        rows: rows.map((r) => ({
          Id: r.id,
          Name: r.name,
          PricingType: r.pricing_type_id,
          PricingTypeName: nameOf(PricingTypeList, r.pricing_type_id),
          PricingMethod: r.pricing_method_id,
          PricingMethodName: nameOf(PricingMethodList, r.pricing_method_id),
          Archived: isFlag(r.archived),
          DetailCount: Number(r.detail_count ?? 0),
          Version: r.version,
        })),
      };
    },

    async simple(
      auth: AuthContext,
      q: PriceLookupQuery,
    ): Promise<{ rows: PriceTableOption[]; total: number }> {
      requireClaim(auth, access.pick);
      const page = pageOf({ Query: q.q, Skip: q.skip, Take: q.take }, PRICE_LOOKUP_TAKE);
      const { rows, total } = await repo.search(page);
      return {
        total,
        rows: rows.map((r) => ({
          Id: r.id,
          Name: r.name,
          PricingType: r.pricing_type_id,
          PricingMethod: r.pricing_method_id,
        })),
      };
    },

    create: tables.create,
    save: tables.save,
    remove: tables.remove,

    async detailSearch(
      auth: AuthContext,
      req: PriceDetailSearch,
    ): Promise<{ rows: PriceDetail[]; total: number }> {
      requireClaim(auth, access.view);
      if (!(await repo.byId(req.PriceId))) throw notFound();
      const { rows, total } = await repo.detailSearch(req.PriceId, pageOf(req));
      return { rows: rows.map(toDetail), total };
    },

    async createDetail(auth: AuthContext, req: SavePriceDetail): Promise<PriceDetail> {
      requireClaim(auth, access.edit);
      const values = await checkedDetail(req);
      return detailById(await writeDetail(req.PriceId, (r) => r.insertDetail(values)));
    },

    async saveDetail(auth: AuthContext, req: SavePriceDetail): Promise<PriceDetail> {
      requireClaim(auth, access.edit);
      const id = savedId(req.Id);
      const stored = await repo.detail(id);
      if (!stored) throw notFound();
      const values = await checkedDetail(req, stored);
      await writeDetail(req.PriceId, async (r) => {
        await r.updateDetail(id, values);
        return id;
      });
      return detailById(id);
    },

    async removeDetail(auth: AuthContext, id: number): Promise<void> {
      requireClaim(auth, access.edit);
      const r = await repo.removeDetail(id);
      if (Number(r.numDeletedRows) === 0) throw notFound();
    },

    /**
     * Raises (or, by a negative percent, lowers) every price of the table at once: by dollars
     * (ManagePricingOptions 1) or percent (2). Results are whole cents and never negative; prices a
     * row does not offer stay empty.
     */
    async updatePrices(auth: AuthContext, id: number, option: number, value: number): Promise<PriceTable> {
      requireClaim(auth, access.edit);
      const read = readPriceChange(option, value);
      if ('error' in read) {
        if (read.error === Messages.NegativeDollarAmounts) throw ruleFailed(read.error);
        throw new ValidationError({ Value: [read.error] });
      }
      const tooLarge = await db.transaction().execute(async (trx) => {
        const r = pricesRepo(trx);
        if (!(await r.lock(id))) return null;
        const rows = await r.pricesOf(id);
        const updates = rows.map((row) => {
          const next: Partial<DetailValues> = {};
          for (const [, column] of PRICE_FIELDS)
            next[column] = changedPriceOrNull(row[column] === null ? null : Number(row[column]), read.change);
          return { id: row.id, next };
        });
        const over = updates.some((u) => PRICE_FIELDS.some(([, c]) => (u.next[c] ?? 0) > MAX_PRICE_CENTS));
        if (over) return true;
        for (const u of updates) await r.updateDetail(u.id, u.next);
        return false;
      });
      if (tooLarge === null) throw notFound();
      if (tooLarge)
        throw new ValidationError({ Value: ['The change would make a price larger than $100,000,000.00.'] });
      return get(id);
    },
  };
}
export type PricesService = ReturnType<typeof pricesService>;
