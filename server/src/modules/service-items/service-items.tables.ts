import type { Generated } from 'kysely';

export interface ServiceItemTables {
  /** Customer inventory: one tree, shrub or lawn of a location. */
  service_items: {
    id: Generated<number>;
    account_location_id: number;
    type_id: number | null;
    other_item_type_id: number | null;
    size_id: number | null;
    /** Where it stands at the location (inventory_locations: Front Yard …). */
    item_location_id: number | null;
    condition_id: number | null;
    latitude: number | null;
    longitude: number | null;
    notes: string | null;
    created_at: string | Date;
    version: Generated<number>;
  };
}
