import { Type, type Static } from 'typebox';
import { Nullable } from '../platform/nullable';
import { SearchRequest } from '../platform/http';
import { Bounds } from '../platform/bounds';

// In bodies null is listed first: with type coercion on, a null would otherwise become 0 or ''.
const NullableIn = Nullable;

/** Page sizes of the location screens (accounts-finance-people.md §9). */
export const LOCATION_PAGE_SIZE = 12;
export const LOCATION_NOTE_PAGE_SIZE = 12;
export const LOCATION_DOCUMENT_PAGE_SIZE = 12;
export const LOCATION_NEIGHBOR_PAGE_SIZE = 12;
/** The account search of the transfer dialog takes 20. */
export const TRANSFER_ACCOUNT_TAKE = 20;

export const LOCATION_NAME_MAX = 100;
export const LOCATION_ADDRESS_MAX = 200;
export const LOCATION_CITY_MAX = 100;
export const LOCATION_DIRECTIONS_MAX = 4000;
export const LOCATION_NOTE_MAX = 4000;

export const LocationPhone = Type.Object({
  Phone: Type.String(),
  Extension: Nullable(Type.String()),
  PhoneTypeId: Type.Integer(),
  IsPreferred: Type.Boolean(),
});
export type LocationPhone = Static<typeof LocationPhone>;

/** A phone as typed: Phone may carry the extension after its 10 digits; PhoneTypeId defaults to Work. */
export const LocationPhoneInput = Type.Object({
  Phone: Type.Optional(NullableIn(Type.String({ maxLength: 40 }))),
  Extension: Type.Optional(NullableIn(Type.String({ maxLength: 20 }))),
  PhoneTypeId: Type.Optional(Type.Integer()),
  IsPreferred: Type.Optional(Type.Boolean()),
});
export type LocationPhoneInput = Static<typeof LocationPhoneInput>;

/** An account contact linked to the location; one of them is its primary contact. */
export const ContactLocation = Type.Object({
  ContactId: Type.Integer(),
  IsPrimaryContact: Type.Boolean(),
  FirstName: Type.String(),
  LastName: Type.String(),
  Email: Nullable(Type.String()),
  Phone: Nullable(Type.String()),
});
export type ContactLocation = Static<typeof ContactLocation>;

export const ContactLocationInput = Type.Object({
  ContactId: Bounds.Id(),
  IsPrimaryContact: Type.Optional(Type.Boolean()),
});
export type ContactLocationInput = Static<typeof ContactLocationInput>;

/** One move of the location from an account to another; names are kept as they were then. */
export const LocationTransfer = Type.Object({
  Id: Type.Integer(),
  FromAccountId: Nullable(Type.Integer()),
  FromAccountName: Type.String(),
  ToAccountId: Nullable(Type.Integer()),
  ToAccountName: Type.String(),
  TransferredBy: Nullable(Type.String()),
  TransferredOn: Type.String(),
});
export type LocationTransfer = Static<typeof LocationTransfer>;

/**
 * A service location of an account. MapUrl is the directions link built from the coordinates (null
 * without them). TaxRateWarning is the spec's warning when no tax rate is in effect for the zip.
 */
/** Where a location is and whose it is: what every view of a location starts with. */
export const LocationPlaceFields = {
  Id: Type.Integer(),
  Name: Nullable(Type.String()),
  AccountId: Type.Integer(),
  AccountName: Type.String(),
  Address: Type.String(),
  City: Type.String(),
  State: Type.String(),
  Zip: Type.String(),
  BranchId: Type.Integer(),
};

export const AccountLocation = Type.Object({
  ...LocationPlaceFields,
  BranchName: Type.String(),
  SalesTerritoryId: Nullable(Type.Integer()),
  SalesTerritoryName: Nullable(Type.String()),
  StatusId: Type.Integer(),
  SalesRepId: Nullable(Type.Integer()),
  SalesRepName: Nullable(Type.String()),
  IsBillTo: Type.Boolean(),
  ServiceIsAccount: Type.Boolean(),
  CallAhead: Type.Boolean(),
  Directions: Nullable(Type.String()),
  Latitude: Nullable(Type.Number()),
  Longitude: Nullable(Type.Number()),
  MapUrl: Nullable(Type.String()),
  LocationPhoneNumbers: Type.Array(LocationPhone),
  ContactLocations: Type.Array(ContactLocation),
  HasTaxRate: Type.Boolean(),
  TaxRateWarning: Nullable(Type.String()),
  Transfers: Type.Array(LocationTransfer),
  Version: Type.Integer(),
});
export type AccountLocation = Static<typeof AccountLocation>;

// One schema with both types: as a union with null, coercion would read the equator (0) as null.
const Latitude = Type.Unsafe<number | null>({ type: ['number', 'null'], minimum: -90, maximum: 90 });
const Longitude = Type.Unsafe<number | null>({ type: ['number', 'null'], minimum: -180, maximum: 180 });

/**
 * The fields of the location info panel. Left out (undefined) keeps what is stored; on add the
 * defaults apply. SalesTerritoryId null or left out takes the territory of the zip.
 */
const LocationFields = {
  Name: Type.Optional(NullableIn(Type.String({ maxLength: 1000 }))),
  Address: Type.String({ maxLength: 1000 }),
  City: Type.String({ maxLength: 1000 }),
  State: Type.String({ maxLength: 20 }),
  Zip: Type.String({ maxLength: 20 }),
  BranchId: Type.Optional(Bounds.Id()),
  SalesTerritoryId: Type.Optional(NullableIn(Bounds.Id())),
  StatusId: Type.Optional(Type.Integer()),
  SalesRepId: Type.Optional(NullableIn(Bounds.Id())),
  IsBillTo: Type.Optional(Type.Boolean()),
  ServiceIsAccount: Type.Optional(Type.Boolean()),
  CallAhead: Type.Optional(Type.Boolean()),
  Directions: Type.Optional(NullableIn(Type.String({ maxLength: 100000 }))),
  Latitude: Type.Optional(Latitude),
  Longitude: Type.Optional(Longitude),
  LocationPhoneNumbers: Type.Optional(Type.Array(LocationPhoneInput, { maxItems: 20 })),
  ContactLocations: Type.Optional(Type.Array(ContactLocationInput, { maxItems: 200 })),
};

/** POST accounts/accountLocations: a new location needs a primary contact among ContactLocations. */
export const NewLocation = Type.Object({
  AccountId: Bounds.Id(),
  ...LocationFields,
});
export type NewLocation = Static<typeof NewLocation>;

/** PUT accounts/accountLocations: the whole info panel; AccountId changes only by a transfer. */
export const SaveLocation = Type.Object({
  Id: Bounds.Id(),
  Version: Bounds.Version(),
  ...LocationFields,
});
export type SaveLocation = Static<typeof SaveLocation>;

/** PUT accounts/accountLocations/{id}/contactInfo: the contact info panel. */
export const SaveLocationContactInfo = Type.Object({
  Version: Bounds.Version(),
  LocationPhoneNumbers: Type.Array(LocationPhoneInput, { maxItems: 20 }),
  ContactLocations: Type.Array(ContactLocationInput, { maxItems: 200 }),
  CallAhead: Type.Optional(Type.Boolean()),
});
export type SaveLocationContactInfo = Static<typeof SaveLocationContactInfo>;

/** PUT accounts/accountLocations/{id}/directions: directions text and the map coordinates. */
export const SaveLocationDirections = Type.Object({
  Version: Bounds.Version(),
  Directions: NullableIn(Type.String({ maxLength: 100000 })),
  Latitude: Type.Optional(Latitude),
  Longitude: Type.Optional(Longitude),
});
export type SaveLocationDirections = Static<typeof SaveLocationDirections>;

/** POST accounts/accountLocations/_search: an account's locations (or any the caller reaches). */
export const LocationSearch = Type.Object({
  ...SearchRequest.properties,
  AccountId: Type.Optional(Bounds.Id()),
  StatusIds: Type.Optional(Type.Array(Type.Integer(), { maxItems: 10 })),
  BranchIds: Type.Optional(Type.Array(Type.Integer(), { maxItems: 100 })),
});
export type LocationSearch = Static<typeof LocationSearch>;

export const LocationRow = Type.Object({
  Id: Type.Integer(),
  Name: Nullable(Type.String()),
  AccountId: Type.Integer(),
  AccountName: Type.String(),
  Address: Type.String(),
  City: Type.String(),
  State: Type.String(),
  Zip: Type.String(),
  BranchId: Type.Integer(),
  BranchName: Type.String(),
  StatusId: Type.Integer(),
  IsBillTo: Type.Boolean(),
  PrimaryContactName: Nullable(Type.String()),
  /** The preferred phone: 10 digits followed by the extension, if any. */
  Phone: Nullable(Type.String()),
  Version: Type.Integer(),
});
export type LocationRow = Static<typeof LocationRow>;

export const TransferParams = Type.Object({
  id: Bounds.Id(),
  target: Bounds.Int({ minimum: 1 }),
});

/** An account the location may move to (the caller's reach, not archived, not its own account). */
export const TransferAccount = Type.Object({
  Id: Type.Integer(),
  Name: Type.String(),
  BranchId: Type.Integer(),
  BranchName: Type.String(),
  StatusId: Type.Integer(),
});
export type TransferAccount = Static<typeof TransferAccount>;

/** Location notes. DateCreated is the instant the note was written. */
export const LocationNote = Type.Object({
  Id: Type.Integer(),
  LocationId: Type.Integer(),
  Notes: Type.String(),
  TypeId: Nullable(Type.Integer()),
  TypeName: Nullable(Type.String()),
  StatusId: Type.Integer(),
  PrintOnWorkOrder: Type.Boolean(),
  DateCreated: Type.String(),
  CreatedBy: Nullable(Type.String()),
  Version: Type.Integer(),
});
export type LocationNote = Static<typeof LocationNote>;

/** POST adds (Id 0 or none); PUT saves Id. A sent Version must be current. */
export const SaveLocationNote = Type.Object({
  Id: Type.Optional(Type.Integer({ minimum: 0 })),
  Notes: Type.String({ maxLength: 100000 }),
  TypeId: Type.Optional(NullableIn(Bounds.Id())),
  StatusId: Type.Optional(Type.Integer()),
  PrintOnWorkOrder: Type.Optional(Type.Boolean()),
  Version: Type.Optional(Bounds.Version()),
});
export type SaveLocationNote = Static<typeof SaveLocationNote>;

/**
 * POST accounts/accountLocations/notes/_search. PrintOnWorkOrder: true print, false do not print,
 * null or left out any. DateFrom/DateTo: calendar days (yyyy-MM-dd or M/d/yyyy), both inclusive.
 */
export const LocationNoteSearch = Type.Object({
  ...SearchRequest.properties,
  LocationId: Bounds.Id(),
  // One schema with both types: as a union, coercion would turn false into null (or null into false).
  PrintOnWorkOrder: Type.Optional(Type.Unsafe<boolean | null>({ type: ['boolean', 'null'] })),
  DateFrom: Type.Optional(NullableIn(Type.String({ maxLength: 30 }))),
  DateTo: Type.Optional(NullableIn(Type.String({ maxLength: 30 }))),
});
export type LocationNoteSearch = Static<typeof LocationNoteSearch>;

/** GET accounts/accountLocations/{id}/notes/_search?q&skip&take. */
export const LocationNoteQuery = Type.Object({
  q: Type.Optional(Type.String({ maxLength: 200 })),
  skip: Type.Optional(Bounds.Skip()),
  take: Type.Optional(Bounds.Take(999)),
});
export type LocationNoteQuery = Static<typeof LocationNoteQuery>;

export const NoteParams = Type.Object({
  id: Bounds.Id(),
  noteId: Bounds.Id(),
});
export const NeighborParams = Type.Object({
  id: Bounds.Id(),
  neighborId: Bounds.Id(),
});
export const LocationDocParams = Type.Object({
  id: Bounds.Id(),
  docId: Bounds.Id(),
});

export const Neighbor = Type.Object({
  Id: Type.Integer(),
  LocationId: Type.Integer(),
  Address: Type.String(),
  TypeId: Type.Integer(),
  TypeName: Type.String(),
  StatusId: Type.Integer(),
  Version: Type.Integer(),
});
export type Neighbor = Static<typeof Neighbor>;

export const SaveNeighbor = Type.Object({
  Id: Type.Optional(Type.Integer({ minimum: 0 })),
  Address: Type.String({ maxLength: 1000 }),
  TypeId: Type.Optional(Type.Integer()),
  StatusId: Type.Optional(Type.Integer()),
  Version: Type.Optional(Bounds.Version()),
});
export type SaveNeighbor = Static<typeof SaveNeighbor>;

export const NeighborSearch = Type.Object({
  ...SearchRequest.properties,
  LocationId: Bounds.Id(),
});
export type NeighborSearch = Static<typeof NeighborSearch>;
