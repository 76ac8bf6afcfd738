import { Type, type Static } from 'typebox';
import { IdName } from '../branches/schemas';
import { SearchRequest } from '../platform/http';
import { Bounds } from '../platform/bounds';

export const PRICE_TABLE_NAME_MAX = 100;
/** Simple lists return up to 99 (spec §9); price and detail searches default to 999. */
export const PRICE_LOOKUP_TAKE = 99;

const Nullable = <T extends Parameters<typeof Type.Union>[0][number]>(t: T) => Type.Union([t, Type.Null()]);
// In bodies null is listed first: with type coercion on, a null would otherwise become 0.
const NullableIn = <T extends Parameters<typeof Type.Union>[0][number]>(t: T) => Type.Union([Type.Null(), t]);

/** One row of prices: for an inventory size, or (ServiceUOM tables) for the service's unit. Dollars. */
export const PriceDetail = Type.Object({
  Id: Type.Integer(),
  PriceId: Type.Integer(),
  InventoryItemSizeId: Nullable(Type.Integer()),
  InventoryItemSize: Nullable(IdName),
  PricePerVisit: Nullable(Type.Number()),
  PricePerYear: Nullable(Type.Number()),
  FlatPrice: Nullable(Type.Number()),
});
export type PriceDetail = Static<typeof PriceDetail>;

/** PricingType: PricingTypes (VisitPerYear 1 … PerUOM 4); PricingMethod: PricingMethods. */
export const PriceTable = Type.Object({
  Id: Type.Integer(),
  Name: Type.String(),
  PricingType: Type.Integer(),
  PricingMethod: Type.Integer(),
  Archived: Type.Boolean(),
  Version: Type.Integer(),
  Details: Type.Array(PriceDetail),
});
export type PriceTable = Static<typeof PriceTable>;

export const PriceTableRow = Type.Object({
  Id: Type.Integer(),
  Name: Type.String(),
  PricingType: Type.Integer(),
  PricingTypeName: Type.String(),
  PricingMethod: Type.Integer(),
  PricingMethodName: Type.String(),
  Archived: Type.Boolean(),
  DetailCount: Type.Integer(),
  Version: Type.Integer(),
});
export type PriceTableRow = Static<typeof PriceTableRow>;

export const PriceTableOption = Type.Object({
  Id: Type.Integer(),
  Name: Type.String(),
  PricingType: Type.Integer(),
  PricingMethod: Type.Integer(),
});
export type PriceTableOption = Static<typeof PriceTableOption>;

/** POST adds (Id 0 or none); PUT saves Id. A sent Version must be current (409 otherwise). */
export const SavePriceTable = Type.Object({
  Id: Type.Optional(Type.Integer({ minimum: 0 })),
  Name: Type.String({ maxLength: 1000 }),
  PricingType: Type.Integer(),
  PricingMethod: Type.Integer(),
  Archived: Type.Optional(Type.Boolean()),
  Version: Type.Optional(Bounds.Version()),
});
export type SavePriceTable = Static<typeof SavePriceTable>;

/** Prices in dollars with at most 2 decimals; null (or left out) means the table does not offer it. */
export const SavePriceDetail = Type.Object({
  Id: Type.Optional(Type.Integer({ minimum: 0 })),
  PriceId: Bounds.Id(),
  InventoryItemSizeId: Type.Optional(NullableIn(Bounds.Id())),
  PricePerVisit: Type.Optional(NullableIn(Type.Number())),
  PricePerYear: Type.Optional(NullableIn(Type.Number())),
  FlatPrice: Type.Optional(NullableIn(Type.Number())),
});
export type SavePriceDetail = Static<typeof SavePriceDetail>;

export const PriceTableSearch = SearchRequest;
export type PriceTableSearch = Static<typeof PriceTableSearch>;

/** Details of one table; Query matches the size name. */
export const PriceDetailSearch = Type.Object({
  ...SearchRequest.properties,
  PriceId: Bounds.Id(),
});
export type PriceDetailSearch = Static<typeof PriceDetailSearch>;

export const PriceLookupQuery = Type.Object({
  q: Type.Optional(Type.String({ maxLength: 200 })),
  skip: Type.Optional(Bounds.Skip()),
  take: Type.Optional(Bounds.Take(999)),
});
export type PriceLookupQuery = Static<typeof PriceLookupQuery>;

/** PUT price/updateById/{id}/{option}: option is ManagePricingOptions (Dollars 1, Percentage 2). */
export const PriceUpdateParams = Type.Object({
  id: Bounds.Id(),
  option: Type.Integer(),
});
/** Dollars to add (never negative), or a percent to scale by (negative lowers prices). */
export const PriceUpdate = Type.Object({ Value: Type.Number() });
export type PriceUpdate = Static<typeof PriceUpdate>;
