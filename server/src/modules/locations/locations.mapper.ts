import {
  mapDirectionsUrl,
  Messages,
  type AccountLocation,
  type ContactLocation,
  type LocationPhone,
  type LocationRow,
  type LocationTransfer,
  type OtherItemType,
} from '@canopy/shared';
import { iso } from '../../platform/db';
import type { LocationsRepo } from './locations.repo';

type Rows<K extends keyof LocationsRepo> = Awaited<ReturnType<LocationsRepo[K]>>;

const fullName = (first: string | null, last: string | null) =>
  first ? `${first} ${last ?? ''}`.trim() : null;

export const toLocationPhone = (p: Rows<'phones'>[number]): LocationPhone => ({
  Phone: p.phone,
  Extension: p.extension,
  PhoneTypeId: p.phone_type_id,
  IsPreferred: p.is_preferred === 1,
});

export const toContactLocation = (c: Rows<'contacts'>[number]): ContactLocation => ({
  ContactId: c.contact_id,
  IsPrimaryContact: c.is_primary === 1,
  FirstName: c.first_name,
  LastName: c.last_name,
  Email: c.email,
  Phone: c.phone ? c.phone + (c.phone_extension ?? '') : null,
});

export const toTransfer = (t: Rows<'transfers'>[number]): LocationTransfer => ({
  Id: t.id,
  FromAccountId: t.from_account_id,
  FromAccountName: t.from_account_name,
  ToAccountId: t.to_account_id,
  ToAccountName: t.to_account_name,
  TransferredBy: fullName(t.first_name, t.last_name),
  TransferredOn: iso(t.transferred_at)!,
});

interface PlaceRow {
  id: number;
  name: string | null;
  account_id: number;
  account_name: string;
  address: string;
  city: string;
  state: string;
  zip: string;
  branch_id: number;
}

/** Where a location is and whose it is, as every view of a location starts. */
export const toLocationPlace = (l: PlaceRow) => ({
  Id: l.id,
  Name: l.name,
  AccountId: l.account_id,
  AccountName: l.account_name,
  Address: l.address,
  City: l.city,
  State: l.state,
  Zip: l.zip,
  BranchId: l.branch_id,
});

/** PostgreSQL hands decimals back as text. */
export const coordinate = (v: string | number | null): number | null => (v == null ? null : Number(v));

/** A kind of plant recorded at a location outside the catalogue. */
export const toOtherItemType = (r: {
  id: number;
  name: string;
  scientific_name: string | null;
  account_location_id: number;
}): OtherItemType => ({
  Id: r.id,
  Name: r.name,
  ScientificName: r.scientific_name,
  AccountLocationId: r.account_location_id,
});

export function toLocation(
  l: NonNullable<Rows<'detail'>>,
  children: {
    phones: Rows<'phones'>;
    contacts: Rows<'contacts'>;
    transfers: Rows<'transfers'>;
    hasTaxRate: boolean;
  },
): AccountLocation {
  const lat = coordinate(l.latitude);
  const lng = coordinate(l.longitude);
  return {
    ...toLocationPlace(l),
    BranchName: l.branch_name,
    SalesTerritoryId: l.sales_territory_id,
    SalesTerritoryName: l.territory_name,
    StatusId: l.status_id,
    SalesRepId: l.sales_rep_id,
    SalesRepName: fullName(l.rep_first, l.rep_last),
    IsBillTo: l.is_bill_to === 1,
    ServiceIsAccount: l.service_is_account === 1,
    CallAhead: l.call_ahead === 1,
    Directions: l.directions,
    Latitude: lat,
    Longitude: lng,
    MapUrl: mapDirectionsUrl(lat, lng),
    LocationPhoneNumbers: children.phones.map(toLocationPhone),
    ContactLocations: children.contacts.map(toContactLocation),
    HasTaxRate: children.hasTaxRate,
    TaxRateWarning: children.hasTaxRate ? null : Messages.LocationTaxRateMissing,
    Transfers: children.transfers.map(toTransfer),
    Version: l.version,
  };
}

export const toLocationRow = (r: Rows<'search'>['rows'][number]): LocationRow => ({
  Id: r.id,
  Name: r.name,
  AccountId: r.account_id,
  AccountName: r.account_name,
  Address: r.address,
  City: r.city,
  State: r.state,
  Zip: r.zip,
  BranchId: r.branch_id,
  BranchName: r.branch_name,
  StatusId: r.status_id,
  IsBillTo: r.is_bill_to === 1,
  PrimaryContactName: r.primary_contact ?? null,
  Phone: r.phone ?? null,
  Version: r.version,
});
