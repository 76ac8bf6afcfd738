import {
  centsToDollars,
  dollarsToExactCents,
  MaterialTypes,
  RESOURCE_LIST_TAKE,
  RESOURCE_NAME_MAX,
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
import { conflict, notFound, ValidationError } from '../../platform/errors';
import { pageOf } from '../../platform/lists';
import {
  checkedName,
  deleteUnlessUsed,
  flagOf,
  formErrors,
  isFlag,
  nameTaken,
  savedId,
  saveVersioned,
  toggleArchived,
  unlessDuplicate,
  type FormErrors,
} from '../inventory-settings/catalogue.helpers';
import { catalogueResourcesRepo } from './catalogue-resources.repo';
import {
  EQUIPMENT_TYPE_REFERENCES,
  LEASE_COMPANY_REFERENCES,
  MATERIAL_REFERENCES,
} from './resources.references';

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
  async function checkedLease(req: SaveLeaseCompany, id = 0) {
    const form = formErrors();
    const name = checkedName(form, req.Name, RESOURCE_NAME_MAX);
    if (!form.has('Name') && (await nameTaken(db, 'lease_companies', name, id)))
      form.add('Name', LEASE_TAKEN);
    form.check();
    return { name };
  }

  return {
    material,
    equipmentType,
    leaseCompany,

    async materials(req: MaterialSearch) {
      const { rows, total } = await repo.materials(pageOf(req, RESOURCE_LIST_TAKE), req.MaterialTypeId);
      return { rows: rows.map(toMaterial), total };
    },
    async createMaterial(req: SaveMaterial): Promise<Material> {
      const v = await checkedMaterial(req);
      const dup = () => new ValidationError({ Name: [materialTaken(v.material_type_id)] });
      const row = await unlessDuplicate(
        () => db.insertInto('materials').values(v).returning('id').executeTakeFirstOrThrow(),
        dup,
      );
      return material(row.id);
    },
    async saveMaterial(req: SaveMaterial): Promise<Material> {
      const id = savedId(req.Id);
      const v = await checkedMaterial(req, await material(id));
      const dup = () => new ValidationError({ Name: [materialTaken(v.material_type_id)] });
      if (!(await unlessDuplicate(() => saveVersioned(db, 'materials', id, req.Version, v), dup)))
        throw conflict(await material(id));
      return material(id);
    },
    async toggleMaterial(id: number): Promise<Material> {
      if (!(await toggleArchived(db, 'materials', id))) throw notFound();
      return material(id);
    },
    async removeMaterial(id: number): Promise<void> {
      const m = await material(id);
      const what = m.MaterialTypeId === MaterialTypes.Disposal ? 'disposal' : 'material';
      await deleteUnlessUsed(db, 'materials', id, what, MATERIAL_REFERENCES);
    },

    async equipmentTypes(req: SearchRequest) {
      const { rows, total } = await repo.equipmentTypes(pageOf(req, RESOURCE_LIST_TAKE));
      return { rows: rows.map(toEquipmentType), total };
    },
    async createEquipmentType(req: SaveEquipmentType): Promise<EquipmentType> {
      const v = await checkedEquipment(req);
      const dup = () => new ValidationError({ Name: [EQUIPMENT_TAKEN] });
      const row = await unlessDuplicate(
        () => db.insertInto('equipment_types').values(v).returning('id').executeTakeFirstOrThrow(),
        dup,
      );
      return equipmentType(row.id);
    },
    async saveEquipmentType(req: SaveEquipmentType): Promise<EquipmentType> {
      const id = savedId(req.Id);
      const v = await checkedEquipment(req, await equipmentType(id));
      const dup = () => new ValidationError({ Name: [EQUIPMENT_TAKEN] });
      if (!(await unlessDuplicate(() => saveVersioned(db, 'equipment_types', id, req.Version, v), dup)))
        throw conflict(await equipmentType(id));
      return equipmentType(id);
    },
    async toggleEquipmentType(id: number): Promise<EquipmentType> {
      if (!(await toggleArchived(db, 'equipment_types', id))) throw notFound();
      return equipmentType(id);
    },
    async removeEquipmentType(id: number): Promise<void> {
      await equipmentType(id);
      await deleteUnlessUsed(db, 'equipment_types', id, 'equipment type', EQUIPMENT_TYPE_REFERENCES);
    },

    async leaseCompanies(req: SearchRequest) {
      const { rows, total } = await repo.leaseCompanies(pageOf(req, RESOURCE_LIST_TAKE));
      return { rows: rows.map(toLeaseCompany), total };
    },
    async createLeaseCompany(req: SaveLeaseCompany): Promise<LeaseCompany> {
      const v = await checkedLease(req);
      const dup = () => new ValidationError({ Name: [LEASE_TAKEN] });
      const row = await unlessDuplicate(
        () => db.insertInto('lease_companies').values(v).returning('id').executeTakeFirstOrThrow(),
        dup,
      );
      return leaseCompany(row.id);
    },
    async saveLeaseCompany(req: SaveLeaseCompany): Promise<LeaseCompany> {
      const id = savedId(req.Id);
      await leaseCompany(id);
      const v = await checkedLease(req, id);
      const dup = () => new ValidationError({ Name: [LEASE_TAKEN] });
      if (!(await unlessDuplicate(() => saveVersioned(db, 'lease_companies', id, req.Version, v), dup)))
        throw conflict(await leaseCompany(id));
      return leaseCompany(id);
    },
    async removeLeaseCompany(id: number): Promise<void> {
      await leaseCompany(id);
      await deleteUnlessUsed(db, 'lease_companies', id, 'lease company', LEASE_COMPANY_REFERENCES);
    },
  };
}
export type CatalogueResourcesService = ReturnType<typeof catalogueResourcesService>;
