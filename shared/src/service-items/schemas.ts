import { Type, type Static } from 'typebox';
import { Nullable } from '../platform/nullable';
import { SearchRequest } from '../platform/http';
import { Bounds } from '../platform/bounds';

// In bodies null is listed first: with type coercion on, a null would otherwise become 0 or ''.
const NullableIn = Nullable;

export const SERVICE_ITEM_NOTES_MAX = 4000;

/**
 * A customer inventory item (a tree, shrub or lawn at a location). It is of a catalogue item type
 * (TypeId) or of a plant kind kept for the location only (OtherServiceItemTypeId). Coordinates is
 * the spec's joined form of Latitude and Longitude ('42.0451, -87.6877').
 */
export const ServiceItem = Type.Object({
  Id: Type.Integer(),
  AccountLocationId: Type.Integer(),
  TypeId: Nullable(Type.Integer()),
  TypeName: Nullable(Type.String()),
  OtherServiceItemTypeId: Nullable(Type.Integer()),
  /** The type's name or the other-item type's name. */
  Name: Type.String(),
  ScientificName: Nullable(Type.String()),
  /** Service groups of the item type (none for other-item types). */
  ServiceGroups: Type.Array(Type.Integer()),
  SizeId: Nullable(Type.Integer()),
  SizeName: Nullable(Type.String()),
  LocationId: Nullable(Type.Integer()),
  LocationName: Nullable(Type.String()),
  ConditionId: Nullable(Type.Integer()),
  ConditionName: Nullable(Type.String()),
  Latitude: Nullable(Type.Number()),
  Longitude: Nullable(Type.Number()),
  Coordinates: Nullable(Type.String()),
  Notes: Nullable(Type.String()),
  Version: Type.Integer(),
});
export type ServiceItem = Static<typeof ServiceItem>;

/** A plant kind typed on the form; one of the same name at the location is reused. */
export const OtherItemTypeInput = Type.Object({
  Name: Type.String({ maxLength: 1000 }),
  ScientificName: Type.Optional(NullableIn(Type.String({ maxLength: 1000 }))),
});

/**
 * The item form. Exactly one kind: TypeId, OtherServiceItemTypeId, or OtherServiceItemType (a new
 * or existing plant kind of the location by name). Latitude/Longitude win over Coordinates when both
 * are sent. On a save, fields left out keep what is stored and null clears them.
 */
const ServiceItemFields = {
  TypeId: Type.Optional(NullableIn(Bounds.Id())),
  OtherServiceItemTypeId: Type.Optional(NullableIn(Bounds.Id())),
  OtherServiceItemType: Type.Optional(NullableIn(OtherItemTypeInput)),
  SizeId: Type.Optional(NullableIn(Bounds.Id())),
  LocationId: Type.Optional(NullableIn(Bounds.Id())),
  ConditionId: Type.Optional(NullableIn(Bounds.Id())),
  // One schema with both types: as a union with null, coercion would read the equator (0) as null.
  Latitude: Type.Optional(
    Type.Unsafe<number | null>({ type: ['number', 'null'], minimum: -90, maximum: 90 }),
  ),
  Longitude: Type.Optional(
    Type.Unsafe<number | null>({ type: ['number', 'null'], minimum: -180, maximum: 180 }),
  ),
  Coordinates: Type.Optional(NullableIn(Type.String({ maxLength: 100 }))),
  Notes: Type.Optional(NullableIn(Type.String({ maxLength: 100000 }))),
};

export const NewServiceItem = Type.Object({
  AccountLocationId: Bounds.Id(),
  ...ServiceItemFields,
});
export type NewServiceItem = Static<typeof NewServiceItem>;

export const SaveServiceItem = Type.Object({
  Id: Bounds.Id(),
  Version: Bounds.Version(),
  ...ServiceItemFields,
});
export type SaveServiceItem = Static<typeof SaveServiceItem>;

/** POST serviceItems/_search: the items of one location, up to 9999 at once. */
export const ServiceItemSearch = Type.Object({
  ...SearchRequest.properties,
  AccountLocationId: Bounds.Id(),
});
export type ServiceItemSearch = Static<typeof ServiceItemSearch>;

const Named = Type.Object({ Id: Type.Integer(), Name: Type.String() });

/**
 * An item with its references spelled out, as the legacy contract editor and the scouting report
 * read it (work-orders.md §3 'Legacy contract service item': ServiceItemType Name/ScientificName/
 * IsLegacy, AccountLocationOtherItemType, ServiceItemSize Name/SizeUnitsOfMeasure, ServiceItemLocation).
 */
export const ServiceItemDetail = Type.Object({
  Id: Type.Integer(),
  AccountLocationId: Type.Integer(),
  Name: Type.String(),
  ServiceItemType: Nullable(
    Type.Object({
      Id: Type.Integer(),
      Name: Type.String(),
      ScientificName: Nullable(Type.String()),
      /** Catalogue types carry no legacy mark in this product; always false, kept for the shape. */
      IsLegacy: Type.Boolean(),
      ServiceGroups: Type.Array(Type.Integer()),
    }),
  ),
  AccountLocationOtherItemType: Nullable(
    Type.Object({
      Id: Type.Integer(),
      Name: Type.String(),
      ScientificName: Nullable(Type.String()),
      AccountLocationId: Type.Integer(),
    }),
  ),
  ServiceItemSize: Nullable(
    Type.Object({ Id: Type.Integer(), Name: Type.String(), SizeUnitsOfMeasure: Nullable(Named) }),
  ),
  ServiceItemLocation: Nullable(Named),
  ServiceItemCondition: Nullable(Named),
  Latitude: Nullable(Type.Number()),
  Longitude: Nullable(Type.Number()),
  Coordinates: Nullable(Type.String()),
  Notes: Nullable(Type.String()),
  Version: Type.Integer(),
});
export type ServiceItemDetail = Static<typeof ServiceItemDetail>;

export const LegacyContractItemsParams = Type.Object({ accountLocationId: Bounds.Id() });

/**
 * GET serviceItems/scouting-report-items?AccountLocationId&ServiceGroupId: the location's items a
 * scouting report of the group may cover (items of types in the group, and every other-item type).
 */
export const ScoutingReportItemsQuery = Type.Object({
  AccountLocationId: Bounds.Id(),
  ServiceGroupId: Type.Optional(Bounds.Id()),
});
export type ScoutingReportItemsQuery = Static<typeof ScoutingReportItemsQuery>;
