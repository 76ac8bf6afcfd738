import {
  formatCoordinates,
  type ItemLocation,
  type ItemSize,
  type ItemTypeRow,
  type ListItem,
  type OtherItemType,
  type ServiceItem,
} from '@canopy/shared';
import type { LocalRecord } from '@canopy/sync/store';
import { OTHER_KIND, toNewBody, toSaveBody, type ServiceItemFormValues } from './serviceItemForm';

/** An item as the device holds it, with its key and whether it is in step with the server. */
export type ItemRow = ServiceItem & { key: string; pending: boolean; review: boolean };

export const toItemRow = (r: LocalRecord<ServiceItem>): ItemRow => ({
  ...r.Data,
  Id: r.Id ?? 0,
  key: r.Key,
  pending: r.Pending > 0,
  review: r.NeedsReview,
});

// The server's order (by id); items added here come last, as the newest.
export const byItemOrder = (a: ItemRow, b: ItemRow) => (a.Id || Infinity) - (b.Id || Infinity);

/** The search box: type, plant, item location or notes, as the server's search reads them. */
export function matches(item: ServiceItem, query: string): boolean {
  const q = query.trim().toLowerCase();
  if (!q) return true;
  return [item.Name, item.TypeName, item.ScientificName, item.LocationName, item.Notes].some((t) =>
    t?.toLowerCase().includes(q),
  );
}

/** The catalogue names an item shows, from the lists on the device. */
export interface ItemNames {
  types?: readonly ItemTypeRow[];
  sizes?: readonly ItemSize[];
  places?: readonly ItemLocation[];
  conditions?: readonly ListItem[];
  kinds?: readonly OtherItemType[];
}

const nameIn = (list: readonly { Id: number; Name: string }[] | undefined, id: number | null) =>
  id === null ? null : (list?.find((i) => i.Id === id)?.Name ?? null);

/**
 * The item as the screens show it until the server answers, with the names the server would fill
 * in. A choice the lists no longer offer keeps the name the item had.
 */
export function itemView(
  v: ServiceItemFormValues,
  names: ItemNames,
  stored: ServiceItem | null,
): ServiceItem {
  const other = v.TypeId === OTHER_KIND;
  const type = other ? undefined : names.types?.find((t) => t.Id === v.TypeId);
  const kind = other ? names.kinds?.find((k) => k.Id === v.OtherServiceItemTypeId) : undefined;
  const keep = <K extends keyof ServiceItem>(k: K, id: number | null, idKey: keyof ServiceItem) =>
    stored && stored[idKey] === id ? stored[k] : null;
  const typeName = other ? null : (type?.Name ?? (keep('TypeName', v.TypeId, 'TypeId') as string | null));
  const kindName =
    kind?.Name ?? (keep('Name', v.OtherServiceItemTypeId, 'OtherServiceItemTypeId') as string | null);
  return {
    Id: stored?.Id ?? 0,
    AccountLocationId: v.AccountLocationId,
    TypeId: other ? null : v.TypeId,
    TypeName: typeName,
    OtherServiceItemTypeId: other ? v.OtherServiceItemTypeId : null,
    Name: (other ? kindName : typeName) ?? '',
    ScientificName: other
      ? (kind?.ScientificName ??
        (keep('ScientificName', v.OtherServiceItemTypeId, 'OtherServiceItemTypeId') as string | null))
      : null,
    ServiceGroups: other
      ? []
      : (type?.ServiceGroups ?? (stored?.TypeId === v.TypeId ? stored.ServiceGroups : [])),
    SizeId: v.SizeId,
    SizeName: nameIn(names.sizes, v.SizeId) ?? (keep('SizeName', v.SizeId, 'SizeId') as string | null),
    LocationId: v.LocationId,
    LocationName:
      nameIn(names.places, v.LocationId) ??
      (keep('LocationName', v.LocationId, 'LocationId') as string | null),
    ConditionId: v.ConditionId,
    ConditionName:
      nameIn(names.conditions, v.ConditionId) ??
      (keep('ConditionName', v.ConditionId, 'ConditionId') as string | null),
    Latitude: v.Latitude,
    Longitude: v.Longitude,
    Coordinates: formatCoordinates(v.Latitude, v.Longitude),
    Notes: v.Notes.trim() || null,
    Version: stored?.Version ?? 0,
  };
}

/**
 * The body an item's change queues: the add body for a new item (and for one the server does not
 * have yet, whose queued add it replaces whole), else the save body without Id and Version.
 */
export function itemBody(v: ServiceItemFormValues, serverId: number | null) {
  if (!serverId) return toNewBody(v);
  const { Id: _id, Version: _v, ...changes } = toSaveBody(v);
  return changes;
}
