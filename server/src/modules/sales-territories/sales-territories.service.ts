import {
  cleanZipCodes,
  Messages,
  SALES_TERRITORY_NAME_MAX,
  SALES_TERRITORY_PAGE_SIZE,
  territoryZip,
  type SalesTerritory,
  type SalesTerritoryOption,
  type SalesTerritoryRow,
  type SalesTerritorySearch,
  type SaveSalesTerritory,
} from '@canopy/shared';
import { isUniqueViolation, type Db } from '../../platform/db';
import { catalogueActions } from '../../platform/catalogue';
import { formErrors, notFound, ruleFailed, ValidationError } from '../../platform/errors';
import { pageOf } from '../../platform/lists';
import { salesTerritoriesRepo } from './sales-territories.repo';
import { requireClaim, type AuthContext } from '../../platform/auth/context';
import { salesTerritoryAccess as access } from './sales-territories.access';

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
    const form = formErrors();
    const name = req.Name.trim();
    if (!name) form.add('Name', 'Name is required.');
    else if (name.length > SALES_TERRITORY_NAME_MAX)
      form.add('Name', `Name must be at most ${SALES_TERRITORY_NAME_MAX} characters.`);
    else if (await repo.nameTaken(name, req.Id)) form.add('Name', NAME_TAKEN);
    if (!(await repo.branchExists(req.BranchId))) form.add('BranchId', 'Please choose a branch.');
    form.check();
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

  const actions = catalogueActions({
    db,
    table: 'sales_territories',
    edit: access.edit,
    get,
    check: checked,
    taken: nameTaken,
    what: 'sales territory',
  });

  return {
    async get(auth: AuthContext, id: number) {
      requireClaim(auth, access.info);
      return get(id);
    },
    territoryForZip: (zip: string | number | null | undefined) => territoryForZip(db, zip),

    async all(): Promise<SalesTerritoryOption[]> {
      return (await repo.all()).map((t) => ({ Id: t.id, Name: t.name, BranchId: t.branch_id }));
    },

    async search(
      auth: AuthContext,
      req: SalesTerritorySearch,
    ): Promise<{ rows: SalesTerritoryRow[]; total: number }> {
      requireClaim(auth, access.list);
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
    save: (auth: AuthContext, req: SaveSalesTerritory): Promise<SalesTerritory> =>
      req.Id === 0 ? actions.create(auth, req) : actions.save(auth, req),
    remove: actions.remove,

    /**
     * Replaces the territory's zip codes: blanks dropped, each padded to 5 digits. A zip listed twice,
     * or already in another territory, is refused with the spec's duplicate message.
     */
    async saveZipCodes(auth: AuthContext, id: number, list: readonly string[]): Promise<SalesTerritory> {
      requireClaim(auth, access.edit);
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
