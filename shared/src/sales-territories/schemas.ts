import { Type, type Static } from 'typebox';
import { SearchRequest } from '../platform/http';
import { Bounds } from '../platform/bounds';

export const SALES_TERRITORY_PAGE_SIZE = 12;
export const SALES_TERRITORY_NAME_MAX = 100;

export const SalesTerritoryZipCode = Type.Object({
  Id: Type.Integer(),
  SalesTerritoryId: Type.Integer(),
  /** Always 5 digits (leading zeros kept). */
  ZipCode: Type.String(),
});
export type SalesTerritoryZipCode = Static<typeof SalesTerritoryZipCode>;

export const SalesTerritory = Type.Object({
  Id: Type.Integer(),
  Name: Type.String(),
  BranchId: Type.Integer(),
  BranchName: Type.String(),
  Version: Type.Integer(),
  SalesTerritoryZipCodes: Type.Array(SalesTerritoryZipCode),
});
export type SalesTerritory = Static<typeof SalesTerritory>;

export const SalesTerritoryRow = Type.Object({
  Id: Type.Integer(),
  Name: Type.String(),
  BranchId: Type.Integer(),
  BranchName: Type.String(),
  ZipCodeCount: Type.Integer(),
  Version: Type.Integer(),
});
export type SalesTerritoryRow = Static<typeof SalesTerritoryRow>;

export const SalesTerritoryOption = Type.Object({
  Id: Type.Integer(),
  Name: Type.String(),
  BranchId: Type.Integer(),
});
export type SalesTerritoryOption = Static<typeof SalesTerritoryOption>;

export const SalesTerritorySearch = Type.Object({
  ...SearchRequest.properties,
  BranchIds: Type.Optional(Type.Array(Type.Integer(), { maxItems: 100 })),
});
export type SalesTerritorySearch = Static<typeof SalesTerritorySearch>;

/** Id 0 creates. Version is optional: when sent, a stale one is refused with 409. */
export const SaveSalesTerritory = Type.Object({
  Id: Type.Integer({ minimum: 0 }),
  Name: Type.String({ maxLength: 1000 }),
  BranchId: Type.Integer(),
  Version: Type.Optional(Bounds.Version()),
});
export type SaveSalesTerritory = Static<typeof SaveSalesTerritory>;

/** The territory's whole zip code list; numbers are accepted (they lose leading zeros: 501 -> 00501). */
export const SaveZipCodes = Type.Array(Type.String({ maxLength: 20 }), { maxItems: 5000 });
export type SaveZipCodes = Static<typeof SaveZipCodes>;
