import {
  cleanZipCodes,
  Messages,
  SALES_TERRITORY_NAME_MAX,
  SALES_TERRITORY_PAGE_SIZE,
  territoryZip,
  type ModelState,
  type SalesTerritory,
  type SalesTerritoryOption,
  type SalesTerritoryRow,
  type SalesTerritorySearch,
  type SaveSalesTerritory,
} from '@canopy/shared';
import { isForeignKeyViolation, type Db } from '../../platform/db';
import { saveIfCurrent } from '../../platform/db/versioned';
import { conflict, notFound, ruleFailed, ValidationError } from '../../platform/errors';
import { pageOf } from '../../platform/lists';
import { isUniqueViolation, usedBy } from '../settings-lists/references';
import { salesTerritoriesRepo } from './sales-territories.repo';
import { TERRITORY_REFERENCES } from './sales-territories.references';

const NAME_TAKEN = 'A sales territory with this name already exists.';
const nameTaken = () => new ValidationError({ Name: [NAME_TAKEN] });

/**
 * The sales territory a zip code falls in, or null. Any zip form works ('501', '60201-1234'); only
 * its 5-digit zip counts. Accounts, locations and scheduling call this.
 */
export async function territoryForZip(
  db: Db,
  zip: string | number | null | undefined,
): Promise<SalesTerritoryOption | null> {
  const five = territoryZip(String(zip ?? '').trim());
  if (!five) return null;
  const t = await salesTerritoriesRepo(db).territoryForZip(five);
  return t ? { Id: t.id, Name: t.name, BranchId: t.branch_id } : null;
}

export function salesTerritoriesService(db: Db) {
  const repo = salesTerritoriesRepo(db);

  async function get(id: number, on: Db = db): Promise<SalesTerritory> {
    const r = salesTerritoriesRepo(on);
    const t = await r.byId(id);
    if (!t) throw notFound();
    const zips = await r.zipCodes(id);
    return {
      Id: t.id,
      Name: t.name,
      BranchId: t.branch_id,
      BranchName: t.branch_name,
      Version: t.version,
      SalesTerritoryZipCodes: zips.map((z) => ({
        Id: z.id,
        SalesTerritoryId: z.sales_territory_id,
        ZipCode: z.zip_code,
      })),
    };
  }

  async function checked(req: SaveSalesTerritory) {
    const ms: ModelState = {};
    const name = req.Name.trim();
    if (!name) ms.Name = ['Name is required.'];
    else if (name.length > SALES_TERRITORY_NAME_MAX)
      ms.Name = [`Name must be at most ${SALES_TERRITORY_NAME_MAX} characters.`];
    else if (await repo.nameTaken(name, req.Id)) ms.Name = [NAME_TAKEN];
    if (!(await repo.branchExists(req.BranchId))) ms.BranchId = ['Please choose a branch.'];
    if (Object.keys(ms).length) throw new ValidationError(ms);
    return { name, branch_id: req.BranchId };
  }

  /** The spec's duplicate message; zips held by other territories count as duplicated too. */
  async function duplicates(id: number, zips: string[], repeated: string[]) {
    const elsewhere = await salesTerritoriesRepo(db).zipsElsewhere(zips, id);
    const all = [...new Set([...repeated, ...zips.filter((z) => elsewhere.some((e) => e.zip_code === z))])];
    if (!all.length) return null;
    const message = Messages.ZipCodesDuplicated + all.join(', ');
    return new ValidationError(
      {
        Service: [message],
        ...(elsewhere.length
          ? { ZipCodes: elsewhere.map((e) => `${e.zip_code} is already in the sales territory ${e.name}.`) }
          : {}),
      },
      message,
    );
  }

  return {
    get,
    territoryForZip: (zip: string | number | null | undefined) => territoryForZip(db, zip),

    async all(): Promise<SalesTerritoryOption[]> {
      return (await repo.all()).map((t) => ({ Id: t.id, Name: t.name, BranchId: t.branch_id }));
    },

    async search(req: SalesTerritorySearch): Promise<{ rows: SalesTerritoryRow[]; total: number }> {
      const { rows, total } = await repo.search(pageOf(req, SALES_TERRITORY_PAGE_SIZE), req.BranchIds);
      return {
        total,
        rows: rows.map((r) => ({
          Id: r.id,
          Name: r.name,
          BranchId: r.branch_id,
          BranchName: r.branch_name,
          ZipCodeCount: Number(r.zip_count ?? 0),
          Version: r.version,
        })),
      };
    },

    /** Id 0 creates; otherwise saves, refusing a stale Version when one is sent. */
    async save(req: SaveSalesTerritory): Promise<SalesTerritory> {
      if (req.Id > 0 && !(await repo.byId(req.Id))) throw notFound();
      const values = await checked(req);
      try {
        if (req.Id === 0) {
          const row = await db
            .insertInto('sales_territories')
            .values(values)
            .returning('id')
            .executeTakeFirstOrThrow();
          return await get(row.id);
        }
        if (req.Version === undefined) {
          // No Version sent (the inline list edit): the last save wins.
          await db
            .updateTable('sales_territories')
            .set((eb) => ({ ...values, version: eb('version', '+', 1) }))
            .where('id', '=', req.Id)
            .execute();
        } else if (!(await saveIfCurrent(db, 'sales_territories', req.Id, req.Version, values))) {
          throw conflict(await get(req.Id));
        }
      } catch (e) {
        if (isUniqueViolation(e)) throw nameTaken();
        throw e;
      }
      return get(req.Id);
    },

    async remove(id: number): Promise<void> {
      if (!(await repo.byId(id))) throw notFound();
      const inUse = (users: string[]) =>
        new ValidationError(
          { Service: [`${Messages.DeleteFailed}. The sales territory is used by ${users.join(', ')}.`] },
          Messages.DeleteFailed,
        );
      const users = await usedBy(db, TERRITORY_REFERENCES, [id]);
      if (users.length) throw inUse(users);
      try {
        await db.deleteFrom('sales_territories').where('id', '=', id).execute();
      } catch (e) {
        if (isForeignKeyViolation(e)) throw inUse(['other records']);
        throw e;
      }
    },

    /**
     * Replaces the territory's zip codes: blanks dropped, each padded to 5 digits. A zip listed twice,
     * or already in another territory, is refused with the spec's duplicate message.
     */
    async saveZipCodes(id: number, list: readonly string[]): Promise<SalesTerritory> {
      if (!(await repo.byId(id))) throw notFound();
      const { zips, duplicated, invalid } = cleanZipCodes(list);
      if (invalid.length)
        throw new ValidationError({ ZipCodes: [`These are not zip codes: ${invalid.join(', ')}`] });
      const dup = await duplicates(id, zips, duplicated);
      if (dup) throw dup;
      try {
        await db.transaction().execute((trx) => salesTerritoriesRepo(trx).replaceZipCodes(id, zips));
      } catch (e) {
        // Another territory took one of these zips after the check.
        if (isUniqueViolation(e))
          throw (await duplicates(id, zips, [])) ?? ruleFailed(Messages.ZipCodesSaveFailed);
        throw e;
      }
      return get(id);
    },
  };
}
export type SalesTerritoriesService = ReturnType<typeof salesTerritoriesService>;
