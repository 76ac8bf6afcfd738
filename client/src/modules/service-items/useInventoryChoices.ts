import type { ItemLocation, ItemSize, ItemTypeRow, ListItem, OtherItemType } from '@canopy/shared';
import { useLookup, useSyncStatus } from '../../offline/hooks';
import { CREW_LOOKUPS, otherItemTypesLookup } from '../../offline/lookups';

/**
 * The catalogue lists the item form chooses from, as kept on the device for use offline (fetched
 * and kept fresh while online). A list is undefined until the device has it.
 */
export function useInventoryChoices() {
  const { online } = useSyncStatus();
  return {
    online,
    types: useLookup<ItemTypeRow[]>(CREW_LOOKUPS.itemTypes),
    sizes: useLookup<ItemSize[]>(CREW_LOOKUPS.itemSizes),
    places: useLookup<ItemLocation[]>(CREW_LOOKUPS.itemLocations),
    conditions: useLookup<ListItem[]>(CREW_LOOKUPS.conditions),
  };
}

/** The kinds of plant recorded for the location outside the catalogue, as kept on the device. */
export const useOtherKinds = (locationId: number) =>
  useLookup<OtherItemType[]>(otherItemTypesLookup(locationId));
