import {
  LOCATION_DIRECTIONS_MAX,
  LOCATION_PAGE_SIZE,
  type AccountLocation,
  type LocationRow,
  type LocationSearch,
  type NewLocation,
  type SaveLocation,
  type SaveLocationContactInfo,
  type SaveLocationDirections,
} from '@canopy/shared';
import { requireClaim, type AuthContext } from '../../platform/auth/context';
import type { Db } from '../../platform/db';
import { saveIfCurrent } from '../../platform/db/versioned';
import { conflict, notFound, formErrors } from '../../platform/errors';
import { pageOf } from '../../platform/lists';
import { taxRateForZip } from '../tax-rates/tax-rates.service';
import { inReach, locationAccess as access, reachLocation, readReach, writeReach } from './locations.access';
import {
  checkedLinks,
  checkedLocation,
  checkedPhones,
  checkedPosition,
  checkLocationForm,
  type LocationValues,
} from './locations.form';
import { toLocation, toLocationRow } from './locations.mapper';
import { locationsRepo } from './locations.repo';

/** Service locations of accounts: the info panel, the contact info panel and directions. */
export function locationsService(db: Db) {
  const repo = locationsRepo(db);

  async function get(id: number): Promise<AccountLocation> {
    const l = await repo.detail(id);
    if (!l) throw notFound();
    const [phones, contacts, transfers, rate] = await Promise.all([
      repo.phones(id),
      repo.contacts(id),
      repo.transfers(id),
      taxRateForZip(db, l.zip),
    ]);
    return toLocation(l, { phones, contacts, transfers, hasTaxRate: rate !== null });
  }

  /** Writes what a form changed besides the row: phones, contact links, the account's bill-to. */
  async function writeChildren(on: Db, id: number, accountId: number, v: Partial<LocationValues>) {
    const r = locationsRepo(on);
    if (v.phones) await r.replacePhones(id, v.phones);
    if (v.links) await r.replaceContacts(id, v.links);
    if (v.cols?.is_bill_to) await r.clearOtherBillTo(accountId, id);
  }

  /** Saves row values only if nobody saved the location since `version`; else 409 with the current. */
  async function saveCurrent(
    id: number,
    accountId: number,
    version: number,
    values: Record<string, unknown>,
    v: Partial<LocationValues>,
  ): Promise<AccountLocation> {
    const saved = await db.transaction().execute(async (trx) => {
      if (!(await saveIfCurrent(trx, 'account_locations', id, version, values))) return false;
      await writeChildren(trx, id, accountId, v);
      return true;
    });
    // Read after the transaction: SQLite has one connection and it is busy until then.
    if (!saved) throw conflict(await get(id));
    return get(id);
  }

  return {
    get,

    async view(auth: AuthContext, id: number): Promise<AccountLocation> {
      requireClaim(auth, access.view);
      await reachLocation(db, auth, id);
      return get(id);
    },

    async search(auth: AuthContext, req: LocationSearch): Promise<{ rows: LocationRow[]; total: number }> {
      requireClaim(auth, access.view);
      const { rows, total } = await repo.search(readReach(auth), pageOf(req, LOCATION_PAGE_SIZE), {
        accountId: req.AccountId,
        statusIds: req.StatusIds,
        branchIds: req.BranchIds,
      });
      return { rows: rows.map(toLocationRow), total };
    },

    async create(auth: AuthContext, req: NewLocation): Promise<AccountLocation> {
      requireClaim(auth, access.edit);
      const account = await repo.account(req.AccountId);
      if (!account || !inReach(writeReach(auth), account.branch_id)) throw notFound();
      const v = await checkedLocation(db, auth, req, account);
      const id = await db.transaction().execute(async (trx) => {
        const newId = await locationsRepo(trx).insert(account.id, v.cols);
        await writeChildren(trx, newId, account.id, v);
        return newId;
      });
      return get(id);
    },

    async save(auth: AuthContext, req: SaveLocation): Promise<AccountLocation> {
      requireClaim(auth, access.edit);
      const ref = await reachLocation(db, auth, req.Id, true);
      const stored = (await repo.detail(req.Id))!;
      const account = { id: ref.account_id, branch_id: ref.branch_id };
      const v = await checkedLocation(db, auth, req, account, stored);
      return saveCurrent(req.Id, ref.account_id, req.Version, { ...v.cols }, v);
    },

    /** The contact info panel: phones, the contacts of the location (a primary one) and call-ahead. */
    async saveContactInfo(
      auth: AuthContext,
      id: number,
      req: SaveLocationContactInfo,
    ): Promise<AccountLocation> {
      requireClaim(auth, access.edit);
      const ref = await reachLocation(db, auth, id, true);
      const form = formErrors();
      const phones = checkedPhones(form, req.LocationPhoneNumbers);
      const links = await checkedLinks(db, form, ref.account_id, req.ContactLocations);
      checkLocationForm(form);
      const values = req.CallAhead === undefined ? {} : { call_ahead: req.CallAhead ? 1 : 0 };
      return saveCurrent(id, ref.account_id, req.Version, values, { phones, links });
    },

    /** Directions text and the coordinates the map link is built from. */
    async saveDirections(
      auth: AuthContext,
      id: number,
      req: SaveLocationDirections,
    ): Promise<AccountLocation> {
      requireClaim(auth, access.edit);
      const ref = await reachLocation(db, auth, id, true);
      const stored = (await repo.detail(id))!;
      const form = formErrors();
      const directions = req.Directions?.trim() || null;
      if (directions && directions.length > LOCATION_DIRECTIONS_MAX)
        form.add('Directions', `Directions must be at most ${LOCATION_DIRECTIONS_MAX} characters.`);
      const position = checkedPosition(
        form,
        req.Latitude === undefined ? stored.latitude : req.Latitude,
        req.Longitude === undefined ? stored.longitude : req.Longitude,
      );
      checkLocationForm(form);
      return saveCurrent(id, ref.account_id, req.Version, { directions, ...position }, {});
    },
  };
}
export type LocationsService = ReturnType<typeof locationsService>;
