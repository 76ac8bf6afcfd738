import {
  centsToDollars,
  dollarsToExactCents,
  MaterialTypes,
  RESOURCE_LIST_TAKE,
  RESOURCE_NAME_MAX,
  seesCataloguePrices,
  UNIT_MAX,
  type EquipmentType,
  type LeaseCompany,
  type Material,
  type MaterialSearch,
  type SaveEquipmentType,
  type SaveLeaseCompany,
  type SaveMaterial,
  type SearchRequest,
} from '@canopy/shared';
import type { Db } from '../../platform/db';
import { notFound, ValidationError, formErrors, type FormErrors } from '../../platform/errors';
import { pageOf } from '../../platform/lists';
import { catalogueActions, checkedName, flagOf, isFlag, nameTaken } from '../../platform/catalogue';
import { catalogueResourcesRepo } from './catalogue-resources.repo';
import { requireClaim, type AuthContext } from '../../platform/auth/context';
import { resourceAccess as access } from './resources.access';

/** $1,000,000.00: a cost per unit or a daily rate above this is a typing slip. */
const MAX_CENTS = 100_000_000;

function amount(form: FormErrors, field: string, dollars: number): number {
  const cents = dollarsToExactCents(dollars);
  if (cents === null || cents < 0 || cents > MAX_CENTS)
    form.add(field, `${field} must be an amount in dollars and cents from 0 to 1,000,000.`);
  return cents ?? 0;
}

type Repo = ReturnType<typeof catalogueResourcesRepo>;
const toMaterial = (m: NonNullable<Awaited<ReturnType<Repo['material']>>>): Material => ({
  Id: m.id,
  Name: m.name,
  MaterialTypeId: m.material_type_id,
  Unit: m.unit,
  UnitPrice: centsToDollars(Number(m.unit_price_cents)),
  Archived: isFlag(m.archived),
  Version: m.version,
});
/** The material as the caller may read it: the price only for those who price work. */
const asSeenBy = (auth: AuthContext, m: Material): Material =>
  seesCataloguePrices(auth.claims) ? m : { ...m, UnitPrice: null };
const toEquipmentType = (e: NonNullable<Awaited<ReturnType<Repo['equipmentType']>>>): EquipmentType => ({
  Id: e.id,
  Name: e.name,
  DailyRate: centsToDollars(Number(e.daily_rate_cents)),
  Archived: isFlag(e.archived),
  Version: e.version,
});
const toLeaseCompany = (l: NonNullable<Awaited<ReturnType<Repo['leaseCompany']>>>): LeaseCompany => ({
  Id: l.id,
  Name: l.name,
  Version: l.version,
});

/** Materials and disposals, equipment types with daily rates, and lease companies. */
export function catalogueResourcesService(db: Db) {
  const repo = catalogueResourcesRepo(db);
  const found = async <T>(row: Promise<T | undefined>): Promise<T> => {
    const r = await row;
    if (!r) throw notFound();
    return r;
  };
  const material = async (id: number) => toMaterial(await found(repo.material(id)));
  const equipmentType = async (id: number) => toEquipmentType(await found(repo.equipmentType(id)));
  const leaseCompany = async (id: number) => toLeaseCompany(await found(repo.leaseCompany(id)));

  const materialTaken = (typeId: number) =>
    `A ${typeId === MaterialTypes.Disposal ? 'disposal' : 'material'} with this name already exists.`;
  async function checkedMaterial(req: SaveMaterial, stored?: Material) {
    const form = formErrors();
    const name = checkedName(form, req.Name, RESOURCE_NAME_MAX);
    const typeOk = Object.values(MaterialTypes).some((t) => t === req.MaterialTypeId);
    if (!typeOk) form.add('MaterialTypeId', 'Please choose Material or Disposal.');
    else if (
      !form.has('Name') &&
      (await nameTaken(db, 'materials', name, stored?.Id, {
        column: 'material_type_id',
        value: req.MaterialTypeId,
      }))
    )
      form.add('Name', materialTaken(req.MaterialTypeId));
    const unit = req.Unit === undefined ? (stored?.Unit ?? null) : req.Unit?.trim() || null;
    if (unit && unit.length > UNIT_MAX) form.add('Unit', `Unit must be at most ${UNIT_MAX} characters.`);
    const cents = amount(form, 'UnitPrice', req.UnitPrice);
    form.check();
    return {
      name,
      material_type_id: req.MaterialTypeId,
      unit,
      unit_price_cents: cents,
      archived: flagOf(req.Archived ?? stored?.Archived ?? false),
    };
  }

  const EQUIPMENT_TAKEN = 'An equipment type with this name already exists.';
  async function checkedEquipment(req: SaveEquipmentType, stored?: EquipmentType) {
    const form = formErrors();
    const name = checkedName(form, req.Name, RESOURCE_NAME_MAX);
    if (!form.has('Name') && (await nameTaken(db, 'equipment_types', name, stored?.Id)))
      form.add('Name', EQUIPMENT_TAKEN);
    const cents = amount(form, 'DailyRate', req.DailyRate);
    form.check();
    return { name, daily_rate_cents: cents, archived: flagOf(req.Archived ?? stored?.Archived ?? false) };
  }

  const LEASE_TAKEN = 'A lease company with this name already exists.';
  async function checkedLease(req: SaveLeaseCompany, stored?: LeaseCompany) {
    const form = formErrors();
    const name = checkedName(form, req.Name, RESOURCE_NAME_MAX);
    if (!form.has('Name') && (await nameTaken(db, 'lease_companies', name, stored?.Id)))
      form.add('Name', LEASE_TAKEN);
    form.check();
    return { name };
  }

  const materialActions = catalogueActions({
    db,
    table: 'materials',
    edit: access.editMaterials,
    get: material,
    check: checkedMaterial,
    taken: (v) => new ValidationError({ Name: [materialTaken(v.material_type_id)] }),
    what: (m) => (m.MaterialTypeId === MaterialTypes.Disposal ? 'disposal' : 'material'),
  });
  const equipmentActions = catalogueActions({
    db,
    table: 'equipment_types',
    edit: access.editEquipment,
    get: equipmentType,
    check: checkedEquipment,
    taken: () => new ValidationError({ Name: [EQUIPMENT_TAKEN] }),
    what: 'equipment type',
  });
  const leaseActions = catalogueActions({
    db,
    table: 'lease_companies',
    edit: access.editEquipment,
    get: leaseCompany,
    check: checkedLease,
    taken: () => new ValidationError({ Name: [LEASE_TAKEN] }),
    what: 'lease company',
  });

  return {
    async material(auth: AuthContext, id: number) {
      requireClaim(auth, access.read);
      return asSeenBy(auth, await material(id));
    },
    async equipmentType(auth: AuthContext, id: number) {
      requireClaim(auth, access.read);
      return equipmentType(id);
    },
    async leaseCompany(auth: AuthContext, id: number) {
      requireClaim(auth, access.readLeases);
      return leaseCompany(id);
    },

    async materials(auth: AuthContext, req: MaterialSearch) {
      requireClaim(auth, access.read);
      const { rows, total } = await repo.materials(pageOf(req, RESOURCE_LIST_TAKE), req.MaterialTypeId);
      return { rows: rows.map((r) => asSeenBy(auth, toMaterial(r))), total };
    },
    createMaterial: materialActions.create,
    saveMaterial: materialActions.save,
    toggleMaterial: materialActions.toggleArchived,
    removeMaterial: materialActions.remove,

    async equipmentTypes(auth: AuthContext, req: SearchRequest) {
      requireClaim(auth, access.read);
      const { rows, total } = await repo.equipmentTypes(pageOf(req, RESOURCE_LIST_TAKE));
      return { rows: rows.map(toEquipmentType), total };
    },
    createEquipmentType: equipmentActions.create,
    saveEquipmentType: equipmentActions.save,
    toggleEquipmentType: equipmentActions.toggleArchived,
    removeEquipmentType: equipmentActions.remove,

    async leaseCompanies(auth: AuthContext, req: SearchRequest) {
      requireClaim(auth, access.readLeases);
      const { rows, total } = await repo.leaseCompanies(pageOf(req, RESOURCE_LIST_TAKE));
      return { rows: rows.map(toLeaseCompany), total };
    },
    createLeaseCompany: leaseActions.create,
    saveLeaseCompany: leaseActions.save,
    removeLeaseCompany: leaseActions.remove,
  };
}
export type CatalogueResourcesService = ReturnType<typeof catalogueResourcesService>;
