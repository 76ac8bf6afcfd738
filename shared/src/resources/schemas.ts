import { Type, type Static } from 'typebox';
import { SearchRequest } from '../platform/http';
import { Bounds } from '../platform/bounds';

export const RESOURCE_NAME_MAX = 100;
export const ASSET_NUMBER_MAX = 50;
export const UNIT_MAX = 40;
export const EQUIPMENT_RESOURCE_PAGE_SIZE = 12;
/** Lease companies, materials and equipment types are fetched whole (first 999). */
export const RESOURCE_LIST_TAKE = 999;

const Nullable = <T extends Parameters<typeof Type.Union>[0][number]>(t: T) => Type.Union([t, Type.Null()]);
const NullableIn = <T extends Parameters<typeof Type.Union>[0][number]>(t: T) => Type.Union([Type.Null(), t]);
const Version = Type.Optional(Bounds.Version());
const NewOrId = Type.Optional(Type.Integer({ minimum: 0 }));

/**
 * A material or disposal (MaterialTypes 1, 2). UnitPrice is its cost per Unit, in dollars; null for
 * a caller who may not see catalogue prices (seesCataloguePrices).
 */
export const Material = Type.Object({
  Id: Type.Integer(),
  Name: Type.String(),
  MaterialTypeId: Type.Integer(),
  Unit: Nullable(Type.String()),
  UnitPrice: Nullable(Type.Number()),
  Archived: Type.Boolean(),
  Version: Type.Integer(),
});
export type Material = Static<typeof Material>;

export const SaveMaterial = Type.Object({
  Id: NewOrId,
  Name: Type.String({ maxLength: 1000 }),
  MaterialTypeId: Type.Integer(),
  Unit: Type.Optional(NullableIn(Type.String({ maxLength: 1000 }))),
  UnitPrice: Type.Number(),
  Archived: Type.Optional(Type.Boolean()),
  Version,
});
export type SaveMaterial = Static<typeof SaveMaterial>;

export const MaterialSearch = Type.Object({
  ...SearchRequest.properties,
  MaterialTypeId: Type.Optional(Type.Integer()),
});
export type MaterialSearch = Static<typeof MaterialSearch>;

/** An equipment type (bucket truck, chipper…) and what a day of it costs, in dollars. */
export const EquipmentType = Type.Object({
  Id: Type.Integer(),
  Name: Type.String(),
  DailyRate: Type.Number(),
  Archived: Type.Boolean(),
  Version: Type.Integer(),
});
export type EquipmentType = Static<typeof EquipmentType>;

export const SaveEquipmentType = Type.Object({
  Id: NewOrId,
  Name: Type.String({ maxLength: 1000 }),
  DailyRate: Type.Number(),
  Archived: Type.Optional(Type.Boolean()),
  Version,
});
export type SaveEquipmentType = Static<typeof SaveEquipmentType>;

export const LeaseCompany = Type.Object({ Id: Type.Integer(), Name: Type.String(), Version: Type.Integer() });
export type LeaseCompany = Static<typeof LeaseCompany>;

export const SaveLeaseCompany = Type.Object({ Id: NewOrId, Name: Type.String({ maxLength: 1000 }), Version });
export type SaveLeaseCompany = Static<typeof SaveLeaseCompany>;

/** An asset a branch owns; CurrentBranchId is where it is now (another branch while lent). */
export const EquipmentResource = Type.Object({
  Id: Type.Integer(),
  AssetNumber: Type.String(),
  BranchId: Type.Integer(),
  BranchName: Type.String(),
  EquipmentTypeId: Type.Integer(),
  EquipmentTypeName: Type.String(),
  LeaseCompanyId: Nullable(Type.Integer()),
  LeaseCompanyName: Nullable(Type.String()),
  CurrentBranchId: Type.Integer(),
  CurrentBranchName: Type.String(),
  Archived: Type.Boolean(),
  Version: Type.Integer(),
});
export type EquipmentResource = Static<typeof EquipmentResource>;

/** CurrentBranchId defaults to BranchId. */
export const SaveEquipmentResource = Type.Object({
  Id: NewOrId,
  AssetNumber: Type.String({ maxLength: 1000 }),
  BranchId: Type.Integer(),
  EquipmentTypeId: Type.Integer(),
  LeaseCompanyId: Type.Optional(NullableIn(Type.Integer())),
  CurrentBranchId: Type.Optional(NullableIn(Type.Integer())),
  Archived: Type.Optional(Type.Boolean()),
  Version,
});
export type SaveEquipmentResource = Static<typeof SaveEquipmentResource>;

/** Query matches asset number, type, lease company and branch names. */
export const EquipmentResourceSearch = Type.Object({
  ...SearchRequest.properties,
  BranchIds: Type.Optional(Type.Array(Type.Integer(), { maxItems: 100 })),
  EquipmentTypeIds: Type.Optional(Type.Array(Type.Integer(), { maxItems: 100 })),
});
export type EquipmentResourceSearch = Static<typeof EquipmentResourceSearch>;
