import {
  INVENTORY_NAME_MAX,
  INVENTORY_PAGE_SIZE,
  uniqueIds,
  WEED_TYPES_LAWN_ONLY,
  weedTypesAllowed,
  type AddServiceItemType,
  type InventorySearch,
  type ItemType,
  type ItemTypeRow,
  type SaveItemType,
} from '@canopy/shared';
import type { Db } from '../../platform/db';
import { notFound, ValidationError, formErrors } from '../../platform/errors';
import { pageOf } from '../../platform/lists';
import {
  catalogueActions,
  checkedGroups,
  checkedName,
  flagOf,
  isFlag,
  missingIds,
  nameTaken,
} from '../../platform/catalogue';
import { itemTypesRepo } from './item-types.repo';
import { requireClaim, type AuthContext } from '../../platform/auth/context';
import { inventoryAccess as access } from './access';

/** The meta item lists of an item type and the kind of meta item each holds. */
export const TYPE_META_LISTS = [
  { field: 'Insects', kind: 1, label: 'insect' },
  { field: 'Diseases', kind: 2, label: 'disease' },
  { field: 'WeedTypes', kind: 3, label: 'weed type' },
  { field: 'EcologicalProblems', kind: 4, label: 'ecological problem' },
] as const;
type MetaField = (typeof TYPE_META_LISTS)[number]['field'];

const NAME_TAKEN = 'An item type with this name already exists.';
const nameTakenError = () => new ValidationError({ Name: [NAME_TAKEN] });

interface TypeValues {
  name: string;
  archived: boolean;
  groups: number[];
  meta: Record<MetaField, number[]>;
}

export function itemTypesService(db: Db) {
  const repo = itemTypesRepo(db);

  async function get(id: number, on: Db = db): Promise<ItemType> {
    const r = itemTypesRepo(on);
    const t = await r.byId(id);
    if (!t) throw notFound();
    const [groups, meta] = await Promise.all([r.groupsOf([id]), r.metaOf(id)]);
    const ofKind = (kind: number) => meta.filter((m) => m.kind === kind).map((m) => m.id);
    return {
      Id: t.id,
      Name: t.name,
      ServiceGroups: groups.map((g) => g.service_group_id),
      Insects: ofKind(1),
      Diseases: ofKind(2),
      WeedTypes: ofKind(3),
      EcologicalProblems: ofKind(4),
      Archived: isFlag(t.archived),
      Version: t.version,
    };
  }

  /** Merges the form over the stored type (lists left out stay) and checks it all at once. */
  async function checked(req: SaveItemType, stored?: ItemType): Promise<TypeValues> {
    const form = formErrors();
    const name = checkedName(form, req.Name, INVENTORY_NAME_MAX);
    if (name && !form.has('Name') && (await nameTaken(db, 'inventory_item_types', name, stored?.Id)))
      form.add('Name', NAME_TAKEN);
    const groups = checkedGroups(form, req.ServiceGroups ?? stored?.ServiceGroups ?? []);
    const meta = {} as Record<MetaField, number[]>;
    for (const { field, kind, label } of TYPE_META_LISTS) {
      meta[field] = uniqueIds(req[field] ?? stored?.[field] ?? []);
      const missing = await missingIds(db, 'inventory_meta_items', meta[field], {
        column: 'kind',
        value: kind,
      });
      if (missing.length) form.add(field, `Unknown ${label}: ${missing.join(', ')}.`);
    }
    if (meta.WeedTypes.length && !weedTypesAllowed(groups)) form.add('WeedTypes', WEED_TYPES_LAWN_ONLY);
    form.check();
    return { name, archived: req.Archived ?? stored?.Archived ?? false, groups, meta };
  }

  /** Writes the lists the form sent (all of them for a new type), so unsent ones are not reverted. */
  async function writeLists(on: Db, id: number, v: TypeValues, req: SaveItemType, isNew: boolean) {
    const r = itemTypesRepo(on);
    if (isNew || req.ServiceGroups) await r.replaceGroups(id, v.groups);
    for (const { field, kind } of TYPE_META_LISTS)
      if (isNew || req[field]) await r.replaceMeta(id, kind, v.meta[field]);
  }

  const actions = catalogueActions({
    db,
    table: 'inventory_item_types',
    edit: access.edit,
    get,
    check: checked,
    taken: nameTakenError,
    what: 'item type',
    lists: { columns: (v) => ({ name: v.name, archived: flagOf(v.archived) }), write: writeLists },
  });

  return {
    async get(auth: AuthContext, id: number) {
      requireClaim(auth, access.view);
      return get(id);
    },
    create: actions.create,

    async search(auth: AuthContext, req: InventorySearch): Promise<{ rows: ItemTypeRow[]; total: number }> {
      requireClaim(auth, access.list);
      const { rows, total } = await repo.search(pageOf(req, INVENTORY_PAGE_SIZE), {
        serviceGroupIds: req.ServiceGroupIds,
      });
      const groups = await repo.groupsOf(rows.map((r) => r.id));
      return {
        total,
        rows: rows.map((r) => ({
          Id: r.id,
          Name: r.name,
          ServiceGroups: groups.filter((g) => g.item_type_id === r.id).map((g) => g.service_group_id),
          Archived: isFlag(r.archived),
          Version: r.version,
        })),
      };
    },

    save: actions.save,

    /** The quick add of the customer inventory form: a type of that name (any case) is returned as is. */
    async addQuick(auth: AuthContext, req: AddServiceItemType): Promise<ItemType> {
      requireClaim(auth, access.quickAdd);
      const existing = await repo.byName(req.Name.trim());
      if (existing) return get(existing.id);
      return actions.add({ Name: req.Name, ServiceGroups: req.ServiceGroups });
    },

    toggleArchived: actions.toggleArchived,
    remove: actions.remove,
  };
}
export type ItemTypesService = ReturnType<typeof itemTypesService>;
