import { Type, type Static, type TSchema } from 'typebox';
import { SearchRequest } from '../platform/http';
import { Bounds } from '../platform/bounds';

const Nullable = <T extends TSchema>(t: T) => Type.Union([t, Type.Null()]);
// In bodies null is listed first: with type coercion on, a null would otherwise become 0 or ''.
const NullableIn = <T extends TSchema>(t: T) => Type.Optional(Type.Union([Type.Null(), t]));

/** Page size of the chemicals list; the type-ahead returns up to 2000; simple lists 99. */
export const CHEMICAL_PAGE_SIZE = 12;
export const CHEMICAL_TYPEAHEAD_TAKE = 2000;
export const CHEMICAL_SIMPLE_TAKE = 99;

export const Chemical = Type.Object({
  Id: Type.Integer(),
  Name: Type.String(),
  EpaNumber: Nullable(Type.String()),
  Description: Nullable(Type.String()),
  MixRate: Nullable(Type.Number()),
  RateOfApplication: Nullable(Type.String()),
  Target: Nullable(Type.String()),
  TemperatureRangeLow: Nullable(Type.Number()),
  TemperatureRangeHigh: Nullable(Type.Number()),
  MethodId: Nullable(Type.Integer()),
  Method: Nullable(Type.String()),
  UnitId: Nullable(Type.Integer()),
  Unit: Nullable(Type.String()),
  CarrierId: Nullable(Type.Integer()),
  Carrier: Nullable(Type.String()),
  StatusId: Type.Integer(),
  Status: Type.String(),
  InactiveReasonId: Nullable(Type.Integer()),
  Active: Type.Boolean(),
  IncludedInBaseVisit: Type.Boolean(),
  /** Dollars (stored as integer cents). */
  ChemicalUpCharge: Type.Number(),
  /** 'rate unit per carrier', e.g. '2 oz per 100 gal'. */
  DilutionText: Type.String(),
  Version: Type.Integer(),
});
export type Chemical = Static<typeof Chemical>;

// Fields left out keep their stored value on a save (a new chemical: Active, nothing else set).
const ChemicalFields = {
  Name: Type.String({ maxLength: 1000 }),
  EpaNumber: NullableIn(Type.String({ maxLength: 50 })),
  Description: NullableIn(Type.String({ maxLength: 4000 })),
  MixRate: NullableIn(Bounds.Decimal({ maximum: 1_000_000 })),
  RateOfApplication: NullableIn(Type.String({ maxLength: 200 })),
  Target: NullableIn(Type.String({ maxLength: 200 })),
  TemperatureRangeLow: NullableIn(Type.Number({ minimum: -100, maximum: 200 })),
  TemperatureRangeHigh: NullableIn(Type.Number({ minimum: -100, maximum: 200 })),
  MethodId: NullableIn(Type.Integer()),
  UnitId: NullableIn(Type.Integer()),
  CarrierId: NullableIn(Type.Integer()),
  StatusId: Type.Optional(Type.Integer()),
  InactiveReasonId: NullableIn(Type.Integer()),
  IncludedInBaseVisit: Type.Optional(Type.Boolean()),
  ChemicalUpCharge: NullableIn(Type.Number({ maximum: 1_000_000 })),
};
export const NewChemical = Type.Object(ChemicalFields);
export type NewChemical = Static<typeof NewChemical>;
export const SaveChemical = Type.Object({
  /** When sent, it must be the id in the path. */
  Id: Type.Optional(Bounds.Id()),
  Version: Bounds.Version(),
  ...ChemicalFields,
});
export type SaveChemical = Static<typeof SaveChemical>;

export const ChemicalSearch = Type.Object({
  ...SearchRequest.properties,
  StatusIds: Type.Optional(Type.Array(Type.Integer(), { maxItems: 10 })),
});
export type ChemicalSearch = Static<typeof ChemicalSearch>;

export const ChemicalRow = Type.Object({
  Id: Type.Integer(),
  Name: Type.String(),
  EpaNumber: Nullable(Type.String()),
  Target: Nullable(Type.String()),
  Method: Nullable(Type.String()),
  DilutionText: Type.String(),
  StatusId: Type.Integer(),
  Status: Type.String(),
  Active: Type.Boolean(),
  IncludedInBaseVisit: Type.Boolean(),
  ChemicalUpCharge: Type.Number(),
  Version: Type.Integer(),
});
export type ChemicalRow = Static<typeof ChemicalRow>;

/** The type-ahead: Query '*' (or text), Skip 0, Take up to 2000; inactive chemicals are left out. */
export const ChemicalTypeahead = Type.Object({
  Query: Type.Optional(Type.String({ maxLength: 200 })),
  Skip: Type.Optional(Bounds.Skip()),
  Take: Type.Optional(Bounds.Take()),
});
export type ChemicalTypeahead = Static<typeof ChemicalTypeahead>;

export const ChemicalOption = Type.Object({
  Id: Type.Integer(),
  Name: Type.String(),
  EpaNumber: Nullable(Type.String()),
  DilutionText: Type.String(),
});
export type ChemicalOption = Static<typeof ChemicalOption>;

export const ChemicalSimpleQuery = Type.Object({
  skip: Type.Optional(Bounds.Skip()),
  take: Type.Optional(Bounds.Take(2000)),
});
export type ChemicalSimpleQuery = Static<typeof ChemicalSimpleQuery>;

/** GET chemicals/nameExists?name=&excludeId=: the client asks before saving (spec: confirm a duplicate). */
export const ChemicalNameQuery = Type.Object({
  name: Type.String({ maxLength: 1000 }),
  excludeId: Type.Optional(Bounds.Id()),
});
export const ChemicalNameExists = Type.Object({ Exists: Type.Boolean() });

/** DELETE chemicals?id= (the spec's path carries no id). */
export const ChemicalDeleteQuery = Type.Object({ id: Bounds.Id() });

export const ChemicalPicture = Type.Object({
  Id: Type.Integer(),
  FileName: Type.String(),
  ContentType: Type.String(),
  Size: Type.Integer(),
  CreatedDate: Type.String(),
  /** A signed link that opens the picture without a sign-in until it expires. */
  Url: Type.String(),
});
export type ChemicalPicture = Static<typeof ChemicalPicture>;
export const ChemicalPictureParams = Type.Object({
  id: Bounds.Id(),
  pictureId: Bounds.Id(),
});
