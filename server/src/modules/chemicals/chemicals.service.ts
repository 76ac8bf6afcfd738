import {
  CatalogueStatuses,
  CatalogueStatusList,
  CHEMICAL_PAGE_SIZE,
  CHEMICAL_SIMPLE_TAKE,
  CHEMICAL_TYPEAHEAD_TAKE,
  chemicalFormProblems,
  dollarsToExactCents,
  keptInactiveReason,
  Messages,
  type Chemical,
  type ChemicalForm,
  type ChemicalOption,
  type ChemicalRow,
  type ChemicalSearch,
  type ChemicalSimpleQuery,
  type ChemicalTypeahead,
  type IdName,
  type NewChemical,
  type SaveChemical,
} from '@canopy/shared';
import { isForeignKeyViolation, type Db } from '../../platform/db';
import { saveIfCurrent } from '../../platform/db/versioned';
import { conflict, formErrors, notFound, ruleFailed, ValidationError } from '../../platform/errors';
import { pageOf } from '../../platform/lists';
import { usersOf } from '../../platform/references';
import type { ListTableName } from '../settings-lists/settings-lists.definitions';
import { servicesRepo } from '../services/services.repo';
import { toChemical, toChemicalOption, toChemicalRow } from './chemicals.mapper';
import { chemicalsRepo, type ChemicalColumns } from './chemicals.repo';
import { requireClaim, type AuthContext } from '../../platform/auth/context';
import { chemicalAccess as access } from './chemicals.access';

/** The service catalogue's links to a chemical: refused with the services message, not the proposal one. */
const SERVICE_LINKS = ['service_chemicals', 'service_visit_chemicals'];

/** A sent value wins; a value left out keeps the stored one (or the default of a new chemical). */
const pick = <T>(sent: T | undefined, stored: T | undefined, fallback: T): T =>
  sent !== undefined ? sent : stored !== undefined ? stored : fallback;
const text = (v: string | null | undefined) => v?.trim() || null;
const keep = (sent: string | null | undefined, stored: string | null | undefined) =>
  sent === undefined ? (stored ?? null) : text(sent);

export function chemicalsService(db: Db) {
  const repo = chemicalsRepo(db);

  async function get(id: number): Promise<Chemical> {
    const c = await repo.byId(id);
    if (!c) throw notFound();
    return toChemical(c);
  }

  /** Merges the form over the stored chemical and checks every field, reporting all failures at once. */
  async function settle(req: NewChemical, stored?: Chemical): Promise<ChemicalColumns> {
    // A new chemical is Active unless the caller says otherwise (the service screens send 2).
    const statusId = pick(req.StatusId, stored?.StatusId, CatalogueStatuses.Active);
    const form: ChemicalForm = {
      Name: req.Name.trim(),
      StatusId: statusId,
      MixRate: pick(req.MixRate, stored?.MixRate, null),
      TemperatureRangeLow: pick(req.TemperatureRangeLow, stored?.TemperatureRangeLow, null),
      TemperatureRangeHigh: pick(req.TemperatureRangeHigh, stored?.TemperatureRangeHigh, null),
      ChemicalUpCharge: pick(req.ChemicalUpCharge, stored?.ChemicalUpCharge, 0) ?? 0,
    };
    const problems = formErrors(chemicalFormProblems(form));
    const methodId = pick(req.MethodId, stored?.MethodId, null);
    const unitId = pick(req.UnitId, stored?.UnitId, null);
    const carrierId = pick(req.CarrierId, stored?.CarrierId, null);
    const reasonId = keptInactiveReason(statusId, pick(req.InactiveReasonId, stored?.InactiveReasonId, null));
    const listed: [string, ListTableName, number | null, string][] = [
      ['MethodId', 'chemical_methods', methodId, 'Unknown method.'],
      ['UnitId', 'chemical_units', unitId, 'Unknown unit.'],
      ['CarrierId', 'chemical_carriers', carrierId, 'Unknown carrier.'],
      ['InactiveReasonId', 'inactive_reasons', reasonId, 'Unknown inactive reason.'],
    ];
    for (const [field, table, id, message] of listed)
      if (id !== null && !(await servicesRepo(db).listHas(table, id))) problems.add(field, message);
    problems.check();
    return {
      name: form.Name,
      epa_number: keep(req.EpaNumber, stored?.EpaNumber),
      description: keep(req.Description, stored?.Description),
      mix_rate: form.MixRate,
      rate_of_application: keep(req.RateOfApplication, stored?.RateOfApplication),
      target: keep(req.Target, stored?.Target),
      temperature_range_low: form.TemperatureRangeLow,
      temperature_range_high: form.TemperatureRangeHigh,
      method_id: methodId,
      unit_id: unitId,
      carrier_id: carrierId,
      status_id: statusId,
      inactive_reason_id: reasonId,
      included_in_base_visit: pick(req.IncludedInBaseVisit, stored?.IncludedInBaseVisit, false) ? 1 : 0,
      chemical_up_charge_cents: dollarsToExactCents(form.ChemicalUpCharge)!,
    };
  }

  return {
    async get(auth: AuthContext, id: number): Promise<Chemical> {
      requireClaim(auth, access.view);
      return get(id);
    },

    statuses: (): IdName[] => CatalogueStatusList,

    async search(auth: AuthContext, req: ChemicalSearch): Promise<{ rows: ChemicalRow[]; total: number }> {
      requireClaim(auth, access.list);
      const { rows, total } = await repo.page(pageOf(req, CHEMICAL_PAGE_SIZE), req.StatusIds);
      return { rows: rows.map(toChemicalRow), total };
    },

    /** Chemicals to pick from (inactive ones left out), at most 2000 per call. */
    async typeahead(
      auth: AuthContext,
      req: ChemicalTypeahead,
    ): Promise<{ rows: ChemicalOption[]; total: number }> {
      requireClaim(auth, access.pickers);
      const take = Math.min(req.Take ?? CHEMICAL_TYPEAHEAD_TAKE, CHEMICAL_TYPEAHEAD_TAKE);
      const page = pageOf({ Query: req.Query, Skip: req.Skip, Take: take });
      const { rows, total } = await repo.page(page, undefined, CatalogueStatuses.Inactive);
      return { rows: rows.map(toChemicalOption), total };
    },

    async simple(
      auth: AuthContext,
      q: ChemicalSimpleQuery,
    ): Promise<{ rows: ChemicalOption[]; total: number }> {
      requireClaim(auth, access.pickers);
      const page = pageOf({ Skip: q.skip, Take: q.take ?? CHEMICAL_SIMPLE_TAKE });
      const { rows, total } = await repo.page(page, undefined, CatalogueStatuses.Inactive);
      return { rows: rows.map(toChemicalOption), total };
    },

    /** Case-insensitive; the client asks before saving and lets the user confirm a duplicate. */
    async nameExists(auth: AuthContext, name: string, excludeId?: number): Promise<{ Exists: boolean }> {
      requireClaim(auth, access.view);
      return { Exists: !!name.trim() && (await repo.nameTaken(name, excludeId)) };
    },

    async create(auth: AuthContext, req: NewChemical): Promise<Chemical> {
      requireClaim(auth, access.edit);
      return get(await repo.insert(await settle(req)));
    },

    /** Saves only if nobody saved the chemical since `Version`. */
    async save(auth: AuthContext, id: number, req: SaveChemical): Promise<Chemical> {
      requireClaim(auth, access.edit);
      if (req.Id !== undefined && req.Id !== id)
        throw new ValidationError({ Id: ['The id in the body is not the chemical being saved.'] });
      const columns = await settle(req, await get(id));
      if (!(await saveIfCurrent(db, 'chemicals', id, req.Version, columns))) throw conflict(await get(id));
      return get(id);
    },

    /** Active <-> Inactive; the inactive reason is cleared either way (it is set on the form). */
    async toggleActive(auth: AuthContext, id: number): Promise<Chemical> {
      requireClaim(auth, access.edit);
      const c = await get(id);
      const statusId =
        c.StatusId === CatalogueStatuses.Inactive ? CatalogueStatuses.Active : CatalogueStatuses.Inactive;
      if (
        !(await saveIfCurrent(db, 'chemicals', id, c.Version, {
          status_id: statusId,
          inactive_reason_id: null,
        }))
      )
        throw conflict(await get(id));
      return get(id);
    },

    /**
     * Refused while a service or visit links the chemical, or anything else (proposals, work orders)
     * uses it; its pictures go with it.
     */
    async remove(
      auth: AuthContext,
      id: number,
      removeFile: (fileId: number) => Promise<void>,
    ): Promise<void> {
      requireClaim(auth, access.edit);
      await get(id);
      const refusal = async () => {
        const users = await usersOf(db, 'chemicals', [id]);
        if (!users.length) return null;
        return users.some((u) => SERVICE_LINKS.includes(u.table))
          ? ruleFailed(Messages.ChemicalUsedByServices)
          : ruleFailed(Messages.ChemicalUsedInProposal);
      };
      const refused = await refusal();
      if (refused) throw refused;
      const files = (await repo.pictures(id)).map((p) => p.file_id);
      try {
        await repo.remove(id);
      } catch (e) {
        // Something began using the chemical since the check, or a column nobody listed refers to it.
        if (isForeignKeyViolation(e)) throw (await refusal()) ?? ruleFailed(Messages.ChemicalUsedInProposal);
        throw e;
      }
      for (const f of files) await removeFile(f);
    },
  };
}
export type ChemicalsService = ReturnType<typeof chemicalsService>;
