import {
  cleanContactLinks,
  isChoosableLocationStatus,
  isPhoneType,
  LOCATION_ADDRESS_MAX,
  LOCATION_CITY_MAX,
  LOCATION_DIRECTIONS_MAX,
  LOCATION_NAME_MAX,
  LocationStatuses,
  Messages,
  normalizePhones,
  parseZip,
  type ContactLocationInput,
  type LocationPhoneInput,
  type NewLocation,
} from '@canopy/shared';
import type { AuthContext } from '../../platform/auth/context';
import type { Db } from '../../platform/db';
import { formErrors, type FormErrors } from '../../platform/errors';
import { territoryForZip } from '../sales-territories/sales-territories.service';
import { inReach, writeReach } from './locations.access';
import { locationsRepo, type LocationColumns, type LocationsRepo, type PhoneColumns } from './locations.repo';

export type LocationInput = Omit<NewLocation, 'AccountId'>;
type Stored = NonNullable<Awaited<ReturnType<LocationsRepo['detail']>>>;
type Link = { contact_id: number; is_primary: number };

export interface LocationValues {
  cols: LocationColumns;
  /** undefined: leave the stored phones (or contact links) as they are. */
  phones?: PhoneColumns[];
  links?: Link[];
}

/** Field errors answer 'Failed to save location'; a rule alone (the primary contact) answers itself. */
export function checkLocationForm(form: FormErrors): void {
  const fields = Object.keys(form.ms).filter((k) => k !== 'Service');
  form.check(fields.length ? Messages.LocationSaveFailed : undefined);
}

/** The spec's phone rule, then each kept phone's type and extension length. */
export function checkedPhones(form: FormErrors, rows: readonly LocationPhoneInput[]): PhoneColumns[] {
  const phones = normalizePhones([...rows]);
  for (const p of phones) {
    if (!isPhoneType(p.PhoneTypeId))
      form.add('LocationPhoneNumbers', `Please choose a phone type for ${p.Phone}.`);
    if ((p.Extension ?? '').length > 20)
      form.add('LocationPhoneNumbers', `The extension of ${p.Phone} must be at most 20 digits.`);
  }
  return phones.map((p) => ({
    phone: p.Phone,
    extension: p.Extension,
    phone_type_id: p.PhoneTypeId,
    is_preferred: p.IsPreferred ? 1 : 0,
  }));
}

/** Contact links: contacts of the account only, each once, with a primary contact. */
export async function checkedLinks(
  db: Db,
  form: FormErrors,
  accountId: number,
  rows: readonly ContactLocationInput[],
): Promise<Link[]> {
  const { links, primaryId } = cleanContactLinks(rows);
  const ids = links.map((l) => l.ContactId);
  const ours = await locationsRepo(db).contactsOfAccount(accountId, ids);
  const strangers = ids.filter((id) => !ours.has(id));
  if (strangers.length)
    form.add('ContactLocations', `Not a contact of this account: ${strangers.join(', ')}.`);
  if (primaryId === null) form.add('Service', Messages.LocationPrimaryContactRequired);
  return links.map((l) => ({ contact_id: l.ContactId, is_primary: l.IsPrimaryContact ? 1 : 0 }));
}

/** Latitude and longitude are both there or both absent. */
export function checkedPosition(
  form: FormErrors,
  latitude: number | null,
  longitude: number | null,
): { latitude: number | null; longitude: number | null } {
  if ((latitude === null) !== (longitude === null))
    form.add('Latitude', 'Please enter both latitude and longitude, or neither.');
  return { latitude, longitude };
}

const text = (v: string | null | undefined) => v?.trim() || null;

/**
 * The info panel merged over the stored location (left-out fields keep their value; on add the
 * defaults apply) and checked field by field, every failure reported at once.
 */
export async function checkedLocation(
  db: Db,
  auth: AuthContext,
  req: LocationInput,
  account: { id: number; branch_id: number },
  stored?: Stored,
): Promise<LocationValues> {
  const repo = locationsRepo(db);
  const form = formErrors();
  const keep = <T>(sent: T | undefined, was: T, fallback: T): T =>
    sent !== undefined ? sent : stored ? was : fallback;

  const name = req.Name === undefined ? (stored?.name ?? null) : text(req.Name);
  if (name && name.length > LOCATION_NAME_MAX)
    form.add('Name', `Name must be at most ${LOCATION_NAME_MAX} characters.`);
  const address = req.Address.trim();
  if (!address) form.add('Address', 'Address is required.');
  else if (address.length > LOCATION_ADDRESS_MAX)
    form.add('Address', `Address must be at most ${LOCATION_ADDRESS_MAX} characters.`);
  const city = req.City.trim();
  if (!city) form.add('City', 'City is required.');
  else if (city.length > LOCATION_CITY_MAX)
    form.add('City', `City must be at most ${LOCATION_CITY_MAX} characters.`);
  const state = req.State.trim().toUpperCase();
  if (!/^[A-Z]{2}$/.test(state)) form.add('State', 'Please enter the 2-letter state code.');
  const zip = parseZip(req.Zip);
  if (!zip) form.add('Zip', 'Please enter a 5-digit zip code, or zip+4.');

  const branchId = req.BranchId ?? stored?.branch_id ?? account.branch_id;
  if (!(await repo.exists('branches', branchId))) form.add('BranchId', 'Please choose a branch.');
  else if (!inReach(writeReach(auth), branchId)) form.add('BranchId', 'Please choose one of your branches.');

  const statusId = keep(req.StatusId, stored?.status_id ?? 0, LocationStatuses.Active);
  const unchanged = stored?.status_id === statusId;
  if (statusId === LocationStatuses.Transferred && !unchanged)
    form.add('StatusId', Messages.LocationTransferredNotChoosable);
  else if (!isChoosableLocationStatus(statusId) && !unchanged)
    form.add('StatusId', 'Please choose a status.');

  // A territory not chosen is the one the zip lies in (none when no territory lists the zip).
  let territoryId = req.SalesTerritoryId ?? null;
  if (territoryId !== null && !(await repo.exists('sales_territories', territoryId)))
    form.add('SalesTerritoryId', 'Please choose a sales territory.');
  if (territoryId === null && zip) territoryId = (await territoryForZip(db, zip))?.Id ?? null;

  const salesRepId = keep(req.SalesRepId, stored?.sales_rep_id ?? null, null);
  if (salesRepId !== null && !(await repo.exists('employees', salesRepId)))
    form.add('SalesRepId', 'Please choose a sales rep.');

  const directions = req.Directions === undefined ? (stored?.directions ?? null) : text(req.Directions);
  if (directions && directions.length > LOCATION_DIRECTIONS_MAX)
    form.add('Directions', `Directions must be at most ${LOCATION_DIRECTIONS_MAX} characters.`);
  const position = checkedPosition(
    form,
    keep(req.Latitude, stored?.latitude ?? null, null),
    keep(req.Longitude, stored?.longitude ?? null, null),
  );

  const phones = req.LocationPhoneNumbers && checkedPhones(form, req.LocationPhoneNumbers);
  // A new location must name its primary contact; a save that sends its contacts must keep one.
  const linkRows = req.ContactLocations ?? (stored ? undefined : []);
  const links = linkRows && (await checkedLinks(db, form, account.id, linkRows));
  checkLocationForm(form);

  const flag = (sent: boolean | undefined, was: number | undefined) =>
    sent === undefined ? (was ?? 0) : sent ? 1 : 0;
  return {
    cols: {
      name,
      address,
      city,
      state,
      zip: zip!,
      branch_id: branchId,
      sales_territory_id: territoryId,
      status_id: statusId,
      sales_rep_id: salesRepId,
      is_bill_to: flag(req.IsBillTo, stored?.is_bill_to),
      service_is_account: flag(req.ServiceIsAccount, stored?.service_is_account),
      call_ahead: flag(req.CallAhead, stored?.call_ahead),
      directions,
      ...position,
    },
    phones,
    links,
  };
}
