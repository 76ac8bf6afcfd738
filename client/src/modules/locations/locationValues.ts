import {
  locationStatusChoices,
  LocationStatuses,
  LocationStatusList,
  type AccountLocation,
  type NewLocation,
  type SaveLocation,
  type SaveLocationContactInfo,
  type SaveLocationDirections,
} from '@canopy/shared';
import { blankPhoneRow, type PhoneRowValue } from '../../ui/PhoneRows';

/**
 * Each panel of the location edits its own slice, in the inputs' value types (strings for selects,
 * PhoneValue for phones); the *Body functions turn them into the wire shape.
 */
export type InfoValues = {
  Version: number;
  Name: string;
  Address: string;
  City: string;
  State: string;
  Zip: string;
  BranchId: string | null;
  /** null: the territory the zip lies in, which the server looks up. */
  SalesTerritoryId: string | null;
  StatusId: string;
  SalesRepId: string | null;
  IsBillTo: boolean;
};

export type PhoneRow = PhoneRowValue;
export type ContactLink = { ContactId: number; IsPrimaryContact: boolean };
export type ContactInfoValues = {
  Version: number;
  Phones: PhoneRow[];
  Contacts: ContactLink[];
  CallAhead: boolean;
};

export type DirectionsValues = {
  Version: number;
  Directions: string;
  Latitude: number | null;
  Longitude: number | null;
};

export type AddValues = InfoValues & ContactInfoValues;

const blankToNull = (v: string) => v.trim() || null;
const idOrNull = (v: number | null) => (v == null ? null : String(v));
const numOrNull = (v: string | null) => (v ? Number(v) : null);

export const hasPrimaryContact = (links: readonly ContactLink[]) => links.some((l) => l.IsPrimaryContact);

/** Active and Inactive; Transferred only shows (unchoosable) on a location that already has it. */
export function statusOptions(current?: number): { value: string; label: string; disabled?: boolean }[] {
  const options = locationStatusChoices().map((s) => ({ value: String(s.Id), label: s.Name }));
  if (current === LocationStatuses.Transferred)
    return [...options, { value: String(current), label: statusName(current), disabled: true }];
  return options;
}

export const statusName = (id: number) => LocationStatusList.find((s) => s.Id === id)?.Name ?? '';

export const toInfo = (l: AccountLocation): InfoValues => ({
  Version: l.Version,
  Name: l.Name ?? '',
  Address: l.Address,
  City: l.City,
  State: l.State,
  Zip: l.Zip,
  BranchId: String(l.BranchId),
  SalesTerritoryId: idOrNull(l.SalesTerritoryId),
  StatusId: String(l.StatusId),
  SalesRepId: idOrNull(l.SalesRepId),
  IsBillTo: l.IsBillTo,
});

export const toContactInfo = (l: AccountLocation): ContactInfoValues => ({
  Version: l.Version,
  Phones: l.LocationPhoneNumbers.map((p) => ({
    Number: { Phone: p.Phone, Extension: p.Extension ?? '' },
    PhoneTypeId: String(p.PhoneTypeId),
    IsPreferred: p.IsPreferred,
  })),
  Contacts: l.ContactLocations.map((c) => ({ ContactId: c.ContactId, IsPrimaryContact: c.IsPrimaryContact })),
  CallAhead: l.CallAhead,
});

export const toDirections = (l: AccountLocation): DirectionsValues => ({
  Version: l.Version,
  Directions: l.Directions ?? '',
  Latitude: l.Latitude,
  Longitude: l.Longitude,
});

const infoFields = (v: InfoValues) => ({
  Name: blankToNull(v.Name),
  Address: v.Address.trim(),
  City: v.City.trim(),
  State: v.State.trim().toUpperCase(),
  Zip: v.Zip.trim(),
  ...(v.BranchId ? { BranchId: Number(v.BranchId) } : {}),
  SalesTerritoryId: numOrNull(v.SalesTerritoryId),
  StatusId: Number(v.StatusId),
  SalesRepId: numOrNull(v.SalesRepId),
  IsBillTo: v.IsBillTo,
});

/** Rows without a number are left out; the server applies the spec's phone rule to the rest. */
const phoneFields = (v: Pick<ContactInfoValues, 'Phones' | 'Contacts' | 'CallAhead'>) => ({
  LocationPhoneNumbers: v.Phones.filter((p) => p.Number?.Phone).map((p) => ({
    Phone: p.Number!.Phone,
    Extension: p.Number!.Extension || null,
    PhoneTypeId: Number(p.PhoneTypeId),
    IsPreferred: p.IsPreferred,
  })),
  ContactLocations: v.Contacts,
  CallAhead: v.CallAhead,
});

export const infoBody = (id: number, v: InfoValues): SaveLocation => ({
  Id: id,
  Version: v.Version,
  ...infoFields(v),
});

export const contactInfoBody = (v: ContactInfoValues): SaveLocationContactInfo => ({
  Version: v.Version,
  ...phoneFields(v),
});

export const directionsBody = (v: DirectionsValues): SaveLocationDirections => ({
  Version: v.Version,
  Directions: blankToNull(v.Directions),
  Latitude: v.Latitude,
  Longitude: v.Longitude,
});

export const newLocationBody = (accountId: number, v: AddValues): NewLocation => ({
  AccountId: accountId,
  ...infoFields(v),
  ...phoneFields(v),
});

/** A new location: Active, in the account's branch, one blank Work phone, linked to the primary contact. */
export function blankLocation(branchId: number | null, primaryContactId: number | null): AddValues {
  return {
    Version: 0,
    Name: '',
    Address: '',
    City: '',
    State: '',
    Zip: '',
    BranchId: idOrNull(branchId),
    SalesTerritoryId: null,
    StatusId: String(LocationStatuses.Active),
    SalesRepId: null,
    IsBillTo: false,
    Phones: [blankPhoneRow(true)],
    Contacts: primaryContactId ? [{ ContactId: primaryContactId, IsPrimaryContact: true }] : [],
    CallAhead: false,
  };
}
