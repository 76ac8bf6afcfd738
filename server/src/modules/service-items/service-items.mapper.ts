import { formatCoordinates, type ServiceItem, type ServiceItemDetail } from '@canopy/shared';
import type { ServiceItemsRepo } from './service-items.repo';

export type ItemRow = NonNullable<Awaited<ReturnType<ServiceItemsRepo['byId']>>>;

const num = (v: number | null) => (v == null ? null : Number(v));
const named = (id: number | null, name: string | null) =>
  id != null && name != null ? { Id: id, Name: name } : null;

export function toServiceItem(r: ItemRow, groups: Map<number, number[]>): ServiceItem {
  const lat = num(r.latitude);
  const lng = num(r.longitude);
  return {
    Id: r.id,
    AccountLocationId: r.account_location_id,
    TypeId: r.type_id,
    TypeName: r.type_name,
    OtherServiceItemTypeId: r.other_item_type_id,
    Name: r.type_name ?? r.other_name ?? '',
    ScientificName: r.other_scientific_name,
    ServiceGroups: r.type_id ? (groups.get(r.type_id) ?? []) : [],
    SizeId: r.size_id,
    SizeName: r.size_name,
    LocationId: r.item_location_id,
    LocationName: r.item_location_name,
    ConditionId: r.condition_id,
    ConditionName: r.condition_name,
    Latitude: lat,
    Longitude: lng,
    Coordinates: formatCoordinates(lat, lng),
    Notes: r.notes,
    Version: r.version,
  };
}

export function toServiceItemDetail(r: ItemRow, groups: Map<number, number[]>): ServiceItemDetail {
  const lat = num(r.latitude);
  const lng = num(r.longitude);
  return {
    Id: r.id,
    AccountLocationId: r.account_location_id,
    Name: r.type_name ?? r.other_name ?? '',
    ServiceItemType:
      r.type_id != null && r.type_name != null
        ? {
            Id: r.type_id,
            Name: r.type_name,
            ScientificName: null,
            IsLegacy: false,
            ServiceGroups: groups.get(r.type_id) ?? [],
          }
        : null,
    AccountLocationOtherItemType:
      r.other_item_type_id != null && r.other_name != null
        ? {
            Id: r.other_item_type_id,
            Name: r.other_name,
            ScientificName: r.other_scientific_name,
            AccountLocationId: r.account_location_id,
          }
        : null,
    ServiceItemSize:
      r.size_id != null && r.size_name != null
        ? { Id: r.size_id, Name: r.size_name, SizeUnitsOfMeasure: named(r.size_unit_id, r.size_unit_name) }
        : null,
    ServiceItemLocation: named(r.item_location_id, r.item_location_name),
    ServiceItemCondition: named(r.condition_id, r.condition_name),
    Latitude: lat,
    Longitude: lng,
    Coordinates: formatCoordinates(lat, lng),
    Notes: r.notes,
    Version: r.version,
  };
}
