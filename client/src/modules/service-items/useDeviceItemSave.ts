import type { ServiceItem } from '@canopy/shared';
import { useOfflineWriter } from '../../offline/hooks';
import type { ServiceItemFormValues } from './serviceItemForm';
import { itemBody, itemView, type ItemRow } from './serviceItemLocal';
import { useInventoryChoices, useOtherKinds } from './useInventoryChoices';

/**
 * Saves the item form on the device and queues the change for the server: a new item when
 * `existing` is null, else an edit of it. Resolves with the item as the screens now show it.
 */
export function useDeviceItemSave(locationId: number, existing: ItemRow | null) {
  const writer = useOfflineWriter();
  const { types, sizes, places, conditions } = useInventoryChoices();
  const kinds = useOtherKinds(locationId);

  return async function save(values: ServiceItemFormValues): Promise<ServiceItem> {
    const view = itemView(values, { types, sizes, places, conditions, kinds }, existing);
    const body = itemBody(values, existing?.Id || null);
    if (existing) await writer.update('serviceItem', existing.key, { view, body });
    else await writer.create('serviceItem', { view, body });
    return view;
  };
}
