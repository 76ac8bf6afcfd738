import type { NewServiceItem, SaveServiceItem, ServiceItem } from '@canopy/shared';
import { ServiceItemMessages as M } from './messages';

/** The "Other" choice of the type field: a kind of plant kept for the location, not a catalogue type. */
export const OTHER_KIND = -1;

export type ServiceItemFormValues = {
  Id: number;
  Version: number;
  AccountLocationId: number;
  /** A catalogue item type, or OTHER_KIND. */
  TypeId: number | null;
  OtherServiceItemTypeId: number | null;
  SizeId: number | null;
  LocationId: number | null;
  ConditionId: number | null;
  Latitude: number | null;
  Longitude: number | null;
  Notes: string;
};

export function emptyServiceItem(accountLocationId: number): ServiceItemFormValues {
  return {
    Id: 0,
    Version: 0,
    AccountLocationId: accountLocationId,
    TypeId: null,
    OtherServiceItemTypeId: null,
    SizeId: null,
    LocationId: null,
    ConditionId: null,
    Latitude: null,
    Longitude: null,
    Notes: '',
  };
}

export function toFormValues(item: ServiceItem): ServiceItemFormValues {
  return {
    Id: item.Id,
    Version: item.Version,
    AccountLocationId: item.AccountLocationId,
    TypeId: item.OtherServiceItemTypeId ? OTHER_KIND : item.TypeId,
    OtherServiceItemTypeId: item.OtherServiceItemTypeId,
    SizeId: item.SizeId,
    LocationId: item.LocationId,
    ConditionId: item.ConditionId,
    Latitude: item.Latitude,
    Longitude: item.Longitude,
    Notes: item.Notes ?? '',
  };
}

/** Every field is sent: on a save null clears, and exactly one kind goes (the other is null). */
function fields(v: ServiceItemFormValues) {
  const other = v.TypeId === OTHER_KIND;
  return {
    TypeId: other ? null : v.TypeId,
    OtherServiceItemTypeId: other ? v.OtherServiceItemTypeId : null,
    SizeId: v.SizeId,
    LocationId: v.LocationId,
    ConditionId: v.ConditionId,
    Latitude: v.Latitude,
    Longitude: v.Longitude,
    Notes: v.Notes.trim() || null,
  };
}

export const toNewBody = (v: ServiceItemFormValues): NewServiceItem => ({
  AccountLocationId: v.AccountLocationId,
  ...fields(v),
});

export const toSaveBody = (v: ServiceItemFormValues): SaveServiceItem => ({
  Id: v.Id,
  Version: v.Version,
  ...fields(v),
});

const outside = (n: number | null, limit: number) =>
  n !== null && (!Number.isFinite(n) || Math.abs(n) > limit);

/** The rules the server checks too, so most mistakes show before a round trip. */
export function validateServiceItem(v: ServiceItemFormValues): Record<string, string> {
  const errors: Record<string, string> = {};
  if (v.TypeId === null) errors.TypeId = M.KindRequired;
  else if (v.TypeId === OTHER_KIND && v.OtherServiceItemTypeId === null)
    errors.OtherServiceItemTypeId = M.OtherKindRequired;
  if (outside(v.Latitude, 90)) errors.Latitude = M.LatitudeRange;
  if (outside(v.Longitude, 180)) errors.Longitude = M.LongitudeRange;
  if (!errors.Latitude && !errors.Longitude && (v.Latitude === null) !== (v.Longitude === null))
    errors[v.Latitude === null ? 'Latitude' : 'Longitude'] = M.BothOrNeither;
  return errors;
}
