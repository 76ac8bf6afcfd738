import { Type, type Static } from 'typebox';
import { SearchRequest } from '../platform/http';

export const AccountSearch = Type.Object({
  ...SearchRequest.properties,
  StatusIds: Type.Optional(Type.Array(Type.Integer())),
  SalesTerritoryIds: Type.Optional(Type.Array(Type.Integer())),
  ArboristIds: Type.Optional(Type.Array(Type.Integer())),
});
export type AccountSearch = Static<typeof AccountSearch>;

const Nullable = <T extends Parameters<typeof Type.Union>[0][number]>(t: T) => Type.Union([t, Type.Null()]);

export const AccountRow = Type.Object({
  Id: Type.Integer(),
  Name: Type.String(),
  AccountTypeId: Type.Integer(),
  ClientTypeId: Type.Integer(),
  StatusId: Type.Integer(),
  BranchId: Type.Integer(),
  BranchName: Type.String(),
  ArboristId: Nullable(Type.Integer()),
  ArboristName: Nullable(Type.String()),
  Address: Nullable(Type.String()),
  City: Nullable(Type.String()),
  State: Nullable(Type.String()),
  Zip: Nullable(Type.String()),
  Phone: Nullable(Type.String()),
  Version: Type.Integer(),
});
export type AccountRow = Static<typeof AccountRow>;

/** Columns the account list may sort by. */
export const AccountSortColumns = ['Name', 'StatusId', 'ArboristName', 'City', 'Id'] as const;
