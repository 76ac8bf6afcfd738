import {
  CatalogueStatuses,
  centsToDollars,
  isServiceGroupId,
  Messages,
  PricingOptions,
  SERVICE_PAGE_SIZE,
  serviceDefaults,
  serviceRateAfter,
  type NewService,
  type SaveService,
  type SaveServiceChemicals,
  type SaveServiceVisitChemicals,
  type Service,
  type ServiceDefaults,
  type ServiceRow,
  type ServiceSearch,
  type UpdatePricesResult,
} from '@canopy/shared';
import { isForeignKeyViolation, type Db } from '../../platform/db';
import { saveIfCurrent } from '../../platform/db/versioned';
import { conflict, formErrors, notFound, ruleFailed, ValidationError } from '../../platform/errors';
import { pageOf } from '../../platform/lists';
import { usedBy } from '../../platform/references';
import { checkChemicals, settleService, type SettledService } from './service-form';
import { companySettings } from './company-settings';
import { toService, toServiceRow } from './services.mapper';
import { servicesRepo } from './services.repo';
import { requireClaim, type AuthContext } from '../../platform/auth/context';
import { serviceAccess as access } from './services.access';

const serviceInUse = () => ruleFailed(Messages.ServiceInUse);
const visitInUse = () =>
  new ValidationError({
    ServiceVisits: ['A removed visit is used by proposals or work orders and cannot be removed.'],
  });

/** Runs a write; a row that something began referring to since the check reads as the given refusal. */
async function refusingInUse<T>(work: () => Promise<T>, refusal: () => Error): Promise<T> {
  try {
    return await work();
  } catch (e) {
    if (isForeignKeyViolation(e)) throw refusal();
    throw e;
  }
}

export function servicesService(db: Db) {
  const repo = servicesRepo(db);
  const settings = companySettings(db);

  async function get(id: number, on: Db = db): Promise<Service> {
    const r = servicesRepo(on);
    const s = await r.byId(id);
    if (!s) throw notFound();
    const visits = await r.visits(id);
    const [visitChemicals, chemicals] = await Promise.all([
      r.visitChemicals(visits.map((v) => v.id)),
      r.serviceChemicals(id),
    ]);
    return toService(s, { visits, visitChemicals, chemicals });
  }

  /** Writes the visits and chemical links that were sent; the rest stays as stored. */
  async function writeChildren(trx: Db, id: number, v: SettledService, storedVisitIds: number[]) {
    const r = servicesRepo(trx);
    if (v.chemicalIds) await r.replaceChemicals(id, v.chemicalIds);
    if (!v.visits) return;
    const removed = storedVisitIds.filter((sid) => !v.visits!.some((x) => x.id === sid));
    if ((await usedBy(trx, 'service_visits', removed)).length) throw visitInUse();
    await r.removeVisits(removed);
    for (const [i, visit] of v.visits.entries()) {
      const visitId = visit.id > 0 ? visit.id : await r.addVisit(id, visit.columns, i + 1);
      if (visit.id > 0) await r.updateVisit(visit.id, visit.columns, i + 1);
      if (visit.chemicalIds) await r.replaceVisitChemicals(visitId, visit.chemicalIds);
    }
  }

  /** Replaces one set of chemical links, only if the service is still at `version` (when sent). */
  async function relink(
    serviceId: number,
    version: number | undefined,
    chemicalIds: number[],
    write: (trx: Db, ids: number[]) => Promise<void>,
  ): Promise<Service> {
    const current = await get(serviceId);
    const ids = [...new Set(chemicalIds)];
    const form = formErrors();
    const already = new Set([
      ...current.ServiceChemicals.map((c) => c.ChemicalId),
      ...current.ServiceVisits.flatMap((v) => v.ServiceVisitChemicals.map((c) => c.ChemicalId)),
    ]);
    await checkChemicals(db, [ids], already, form.ms);
    form.check();
    const saved = await db.transaction().execute(async (trx) => {
      if (!(await servicesRepo(trx).bumpVersion(serviceId, version ?? current.Version))) return false;
      await write(trx, ids);
      return true;
    });
    if (!saved) throw conflict(await get(serviceId));
    return get(serviceId);
  }

  return {
    async get(auth: AuthContext, id: number) {
      requireClaim(auth, access.view);
      return get(id);
    },

    async search(auth: AuthContext, req: ServiceSearch): Promise<{ rows: ServiceRow[]; total: number }> {
      requireClaim(auth, access.view);
      const { rows, total } = await repo.search(pageOf(req, SERVICE_PAGE_SIZE), {
        statusIds: req.StatusIds,
        groupIds: req.ServiceGroupIds,
        categoryIds: req.ServiceCategoryIds,
        typeIds: req.ServiceTypeIds,
      });
      return { rows: rows.map(toServiceRow), total };
    },

    defaults(auth: AuthContext, serviceGroupId: number): ServiceDefaults {
      requireClaim(auth, access.view);
      if (!isServiceGroupId(serviceGroupId)) throw notFound();
      return serviceDefaults(serviceGroupId);
    },

    async create(auth: AuthContext, req: NewService): Promise<Service> {
      requireClaim(auth, access.edit);
      const v = await settleService(db, req, await settings.recurrenceMax(), undefined);
      const id = await db.transaction().execute(async (trx) => {
        const newId = await servicesRepo(trx).insert(v.columns);
        await writeChildren(trx, newId, { ...v, visits: v.visits ?? [] }, []);
        return newId;
      });
      return get(id);
    },

    /** Saves the service with its visits and links, only if nobody saved it since `Version`. */
    async save(auth: AuthContext, req: SaveService): Promise<Service> {
      requireClaim(auth, access.edit);
      const stored = await get(req.Id);
      const v = await settleService(db, req, await settings.recurrenceMax(), stored);
      const saved = await refusingInUse(
        () =>
          db.transaction().execute(async (trx) => {
            if (!(await saveIfCurrent(trx, 'services', req.Id, req.Version, v.columns))) return false;
            await writeChildren(
              trx,
              req.Id,
              v,
              stored.ServiceVisits.map((x) => x.Id),
            );
            return true;
          }),
        visitInUse,
      );
      if (!saved) throw conflict(await get(req.Id));
      return get(req.Id);
    },

    /** Refused while anything outside the service refers to it or to one of its visits. */
    async remove(auth: AuthContext, id: number): Promise<void> {
      requireClaim(auth, access.edit);
      const visitIds = (await get(id)).ServiceVisits.map((v) => v.Id);
      const users = [
        ...(await usedBy(db, 'services', [id])),
        ...(await usedBy(db, 'service_visits', visitIds)),
      ];
      if (users.length) throw serviceInUse();
      // Visits and chemical links go with the service (cascade); anything else still referring to it
      // makes the engine refuse.
      await refusingInUse(() => repo.remove(id), serviceInUse);
    },

    /** Active <-> Inactive; the inactive reason is cleared either way (it is set on the form). */
    async toggleActive(auth: AuthContext, id: number): Promise<Service> {
      requireClaim(auth, access.edit);
      const s = await get(id);
      const statusId =
        s.StatusId === CatalogueStatuses.Inactive ? CatalogueStatuses.Active : CatalogueStatuses.Inactive;
      if (
        !(await saveIfCurrent(db, 'services', id, s.Version, {
          status_id: statusId,
          inactive_reason_id: null,
        }))
      )
        throw conflict(await get(id));
      return get(id);
    },

    saveChemicals(auth: AuthContext, req: SaveServiceChemicals): Promise<Service> {
      requireClaim(auth, access.edit);
      return relink(
        req.ServiceId,
        req.Version,
        req.ServiceChemicals.map((c) => c.ChemicalId),
        (trx, ids) => servicesRepo(trx).replaceChemicals(req.ServiceId, ids),
      );
    },

    async saveVisitChemicals(auth: AuthContext, req: SaveServiceVisitChemicals): Promise<Service> {
      requireClaim(auth, access.edit);
      const visit = await repo.visitById(req.ServiceVisitId);
      if (!visit) throw notFound();
      return relink(
        visit.service_id,
        req.Version,
        req.ServiceVisitChemicals.map((c) => c.ChemicalId),
        (trx, ids) => servicesRepo(trx).replaceVisitChemicals(visit.id, ids),
      );
    },

    /**
     * Moves the unit-of-measure rate of each service by dollars or a percent (rounded to the cent,
     * never below zero). Services priced by table or not priced are left as they are; their prices
     * live in the price tables. All of them change, or none.
     */
    async updatePrices(
      auth: AuthContext,
      valueType: number,
      value: number,
      ids: number[],
    ): Promise<UpdatePricesResult> {
      requireClaim(auth, access.edit);
      const bad = serviceRateAfter(0, valueType, value);
      if ('error' in bad) throw new ValidationError({ Value: [bad.error] }, bad.error);
      const unique = [...new Set(ids)];
      const rows = await repo.ratesOf(unique);
      if (rows.length !== unique.length) throw notFound();
      const next = new Map<number, number>();
      for (const r of rows) {
        if (r.pricing_option_id !== PricingOptions.UnitOfMeasure) continue;
        const after = serviceRateAfter(r.pricing_unit_of_measure_rate_cents, valueType, value);
        if ('cents' in after && after.cents !== null) next.set(r.id, after.cents);
      }
      await db.transaction().execute(async (trx) => {
        for (const [id, cents] of next) await servicesRepo(trx).setRate(id, cents);
      });
      const after = next.size ? await repo.ratesOf([...next.keys()]) : [];
      return {
        Message: Messages.PricesUpdated,
        Updated: after.map((r) => ({
          Id: r.id,
          Name: r.name,
          PricingUnitOfMeasureRate: centsToDollars(Number(r.pricing_unit_of_measure_rate_cents)),
          Version: r.version,
        })),
        Unchanged: rows.filter((r) => !next.has(r.id)).map((r) => r.id),
      };
    },
  };
}
export type ServicesService = ReturnType<typeof servicesService>;
