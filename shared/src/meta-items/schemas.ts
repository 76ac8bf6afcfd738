import { Type, type Static } from 'typebox';
import { Nullable } from '../platform/nullable';
import { SearchRequest } from '../platform/http';
import { Bounds } from '../platform/bounds';

export const META_ITEM_PAGE_SIZE = 12;
export const META_ITEM_NAME_MAX = 100;
export const META_ITEM_DESCRIPTION_MAX = 4000;

/** The four kinds of inventory meta items, their path segment under inventory-meta-items/ and names. */
export const MetaItemKinds = [
  { Kind: 1, Path: 'insects', Name: 'Insect', Plural: 'Insects' },
  { Kind: 2, Path: 'diseases', Name: 'Disease', Plural: 'Diseases' },
  { Kind: 3, Path: 'weed-types', Name: 'Weed Type', Plural: 'Weed Types' },
  { Kind: 4, Path: 'ecological-problems', Name: 'Ecological Problem', Plural: 'Ecological Problems' },
] as const;
export type MetaItemKind = (typeof MetaItemKinds)[number];
export type MetaItemPath = MetaItemKind['Path'];
export const MetaItemKindIds = { Insect: 1, Disease: 2, WeedType: 3, EcologicalProblem: 4 } as const;

const NullableIn = Nullable;
const Ids = Type.Array(Bounds.Id(), { maxItems: 1000 });

export const MetaItem = Type.Object({
  Id: Type.Integer(),
  Name: Type.String(),
  ScientificName: Nullable(Type.String()),
  Description: Nullable(Type.String()),
  Archived: Type.Boolean(),
  Version: Type.Integer(),
});
export type MetaItem = Static<typeof MetaItem>;

export const MetaItemInput = Type.Object({
  Id: Type.Optional(Type.Integer({ minimum: 0 })),
  Name: Type.String({ maxLength: 1000 }),
  ScientificName: Type.Optional(NullableIn(Type.String({ maxLength: 1000 }))),
  Description: Type.Optional(NullableIn(Type.String({ maxLength: 10000 }))),
  Archived: Type.Optional(Type.Boolean()),
  Version: Type.Optional(Bounds.Version()),
});
export type MetaItemInput = Static<typeof MetaItemInput>;

/**
 * POST adds, PUT saves Item.Id. ServiceItemIds are inventory item type ids (the types the item is
 * found on), ChemicalIds the chemicals that treat it; a list left out keeps what is stored.
 */
export const SaveMetaItem = Type.Object({
  Item: MetaItemInput,
  ServiceItemIds: Type.Optional(Ids),
  ChemicalIds: Type.Optional(Ids),
});
export type SaveMetaItem = Static<typeof SaveMetaItem>;

/**
 * An image of a meta item. Route is what DELETE inventory-meta-items/images/{route} takes:
 * '{kind path}/{item id}/{image id}', e.g. 'insects/12/40'. Url is a signed, expiring link.
 */
export const MetaItemImage = Type.Object({
  Id: Type.Integer(),
  Route: Type.String(),
  FileName: Type.String(),
  Url: Type.String(),
});
export type MetaItemImage = Static<typeof MetaItemImage>;

export const MetaItemRecord = Type.Object({
  Item: MetaItem,
  ServiceItemIds: Type.Array(Type.Integer()),
  ChemicalIds: Type.Array(Type.Integer()),
  Images: Type.Array(MetaItemImage),
});
export type MetaItemRecord = Static<typeof MetaItemRecord>;

export const MetaItemRow = Type.Object({
  Id: Type.Integer(),
  Name: Type.String(),
  ScientificName: Nullable(Type.String()),
  Archived: Type.Boolean(),
  ImageCount: Type.Integer(),
  Version: Type.Integer(),
});
export type MetaItemRow = Static<typeof MetaItemRow>;

export const MetaItemSearch = SearchRequest;
export type MetaItemSearch = Static<typeof MetaItemSearch>;

/** The simple lists scouting reports pick from: unarchived items, by name. */
export const MetaItemOption = Type.Object({ Id: Type.Integer(), Name: Type.String() });
export type MetaItemOption = Static<typeof MetaItemOption>;
