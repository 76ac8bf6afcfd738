import { Type, type Static } from 'typebox';
import { Nullable } from '../platform/nullable';
import { SearchRequest } from '../platform/http';
import { Bounds } from '../platform/bounds';

export const INVENTORY_PAGE_SIZE = 12;
export const INVENTORY_NAME_MAX = 100;
export const SCIENTIFIC_NAME_MAX = 200;

const NullableIn = Nullable;
const Ids = Type.Array(Bounds.Id(), { maxItems: 1000 });

/** Lists of types, locations and sizes; ServiceGroupIds keeps those offered for any of the groups. */
export const InventorySearch = Type.Object({
  ...SearchRequest.properties,
  ServiceGroupIds: Type.Optional(Type.Array(Type.Integer(), { maxItems: 10 })),
});
export type InventorySearch = Static<typeof InventorySearch>;

/**
 * An item type (Tree, Shrub, Lawn…): the service groups it belongs to and the insects, diseases,
 * weed types (Lawn Care types only) and ecological problems scouting may report on it (meta item ids).
 */
export const ItemType = Type.Object({
  Id: Type.Integer(),
  Name: Type.String(),
  ServiceGroups: Type.Array(Type.Integer()),
  Insects: Type.Array(Type.Integer()),
  Diseases: Type.Array(Type.Integer()),
  WeedTypes: Type.Array(Type.Integer()),
  EcologicalProblems: Type.Array(Type.Integer()),
  Archived: Type.Boolean(),
  Version: Type.Integer(),
});
export type ItemType = Static<typeof ItemType>;

export const ItemTypeRow = Type.Object({
  Id: Type.Integer(),
  Name: Type.String(),
  ServiceGroups: Type.Array(Type.Integer()),
  Archived: Type.Boolean(),
  Version: Type.Integer(),
});
export type ItemTypeRow = Static<typeof ItemTypeRow>;

/** POST adds, PUT saves Id. Lists left out keep what is stored; a sent Version must be current. */
export const SaveItemType = Type.Object({
  Id: Type.Optional(Type.Integer({ minimum: 0 })),
  Name: Type.String({ maxLength: 1000 }),
  ServiceGroups: Type.Optional(Type.Array(Type.Integer(), { maxItems: 10 })),
  Insects: Type.Optional(Ids),
  Diseases: Type.Optional(Ids),
  WeedTypes: Type.Optional(Ids),
  EcologicalProblems: Type.Optional(Ids),
  Archived: Type.Optional(Type.Boolean()),
  Version: Type.Optional(Bounds.Version()),
});
export type SaveItemType = Static<typeof SaveItemType>;

/** The quick add from the customer inventory form: an existing type of that name is returned as is. */
export const AddServiceItemType = Type.Object({
  Name: Type.String({ maxLength: 1000 }),
  ServiceGroups: Type.Optional(Type.Array(Type.Integer(), { maxItems: 10 })),
});
export type AddServiceItemType = Static<typeof AddServiceItemType>;

export const ItemLocation = Type.Object({
  Id: Type.Integer(),
  Name: Type.String(),
  Archived: Type.Boolean(),
  Version: Type.Integer(),
});
export type ItemLocation = Static<typeof ItemLocation>;

export const SaveItemLocation = Type.Object({
  Id: Type.Optional(Type.Integer({ minimum: 0 })),
  Name: Type.String({ maxLength: 1000 }),
  Archived: Type.Optional(Type.Boolean()),
  Version: Type.Optional(Bounds.Version()),
});
export type SaveItemLocation = Static<typeof SaveItemLocation>;

/** A size ('7-12 in DBH', '5,000-10,000 sq ft'), measured in a size unit, offered for service groups. */
export const ItemSize = Type.Object({
  Id: Type.Integer(),
  Name: Type.String(),
  SizeUnitOfMeasureId: Nullable(Type.Integer()),
  SizeUnitOfMeasure: Nullable(Type.String()),
  ServiceGroups: Type.Array(Type.Integer()),
  /** Position in lists: size names are ranges and do not sort by name. */
  SortOrder: Type.Integer(),
  Archived: Type.Boolean(),
  Version: Type.Integer(),
});
export type ItemSize = Static<typeof ItemSize>;

export const SaveItemSize = Type.Object({
  Id: Type.Optional(Type.Integer({ minimum: 0 })),
  Name: Type.String({ maxLength: 1000 }),
  SizeUnitOfMeasureId: Type.Optional(NullableIn(Bounds.Id())),
  ServiceGroups: Type.Optional(Type.Array(Type.Integer(), { maxItems: 10 })),
  SortOrder: Type.Optional(Type.Integer({ minimum: 0 })),
  Archived: Type.Optional(Type.Boolean()),
  Version: Type.Optional(Bounds.Version()),
});
export type SaveItemSize = Static<typeof SaveItemSize>;

/** A plant kind the catalogue does not list, kept for one customer location. */
export const OtherItemType = Type.Object({
  Id: Type.Integer(),
  Name: Type.String(),
  ScientificName: Nullable(Type.String()),
  AccountLocationId: Type.Integer(),
});
export type OtherItemType = Static<typeof OtherItemType>;

export const AddOtherItemType = Type.Object({
  Name: Type.String({ maxLength: 1000 }),
  ScientificName: Type.Optional(NullableIn(Type.String({ maxLength: 1000 }))),
  AccountLocationId: Bounds.Id(),
});
export type AddOtherItemType = Static<typeof AddOtherItemType>;

export const OtherItemTypeSearch = Type.Object({
  ...SearchRequest.properties,
  AccountLocationId: Bounds.Id(),
});
export type OtherItemTypeSearch = Static<typeof OtherItemTypeSearch>;
