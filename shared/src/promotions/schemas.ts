import { Type, type Static } from 'typebox';
import { SearchRequest } from '../platform/http';
import { Bounds } from '../platform/bounds';

export const PROMOTION_PAGE_SIZE = 12;
export const PROMOTION_LOOKUP_TAKE = 99;
export const PROMOTION_NAME_MAX = 100;
/** DiscountPercentage is exact to 2 decimals, from 0 to 100. */
export const DISCOUNT_DECIMALS = 2;

const NullableIn = <T extends Parameters<typeof Type.Union>[0][number]>(t: T) => Type.Union([Type.Null(), t]);

export const Promotion = Type.Object({
  Id: Type.Integer(),
  Name: Type.String(),
  DiscountPercentage: Type.Number(),
  /** 'yyyy-MM-dd', the last day it applies; null: never expires. */
  ExpirationDate: Type.Union([Type.String(), Type.Null()]),
  Active: Type.Boolean(),
  Archived: Type.Boolean(),
  /** Past its expiration date (today, on the server's calendar). */
  Expired: Type.Boolean(),
  Version: Type.Integer(),
});
export type Promotion = Static<typeof Promotion>;

/** POST adds (Id 0 or none); PUT saves Id. A sent Version must be current (409 otherwise). */
export const SavePromotion = Type.Object({
  Id: Type.Optional(Type.Integer({ minimum: 0 })),
  Name: Type.String({ maxLength: 1000 }),
  DiscountPercentage: Type.Number(),
  ExpirationDate: Type.Optional(NullableIn(Type.String({ maxLength: 30 }))),
  Active: Type.Optional(Type.Boolean()),
  Archived: Type.Optional(Type.Boolean()),
  Version: Type.Optional(Bounds.Version()),
});
export type SavePromotion = Static<typeof SavePromotion>;

/** Archived and expired promotions are left out unless asked for. */
export const PromotionSearch = Type.Object({
  ...SearchRequest.properties,
  IncludeExpired: Type.Optional(Type.Boolean()),
});
export type PromotionSearch = Static<typeof PromotionSearch>;

export const PromotionOption = Type.Object({
  Id: Type.Integer(),
  Name: Type.String(),
  DiscountPercentage: Type.Number(),
  ExpirationDate: Type.Union([Type.String(), Type.Null()]),
});
export type PromotionOption = Static<typeof PromotionOption>;

export const PromotionLookupQuery = Type.Object({
  q: Type.Optional(Type.String({ maxLength: 200 })),
  skip: Type.Optional(Bounds.Skip()),
  take: Type.Optional(Bounds.Take(999)),
});
export type PromotionLookupQuery = Static<typeof PromotionLookupQuery>;
