import type { Generated } from 'kysely';

export interface InventorySettingsTables {
  inventory_item_types: {
    id: Generated<number>;
    name: string;
    archived: Generated<number>;
    version: Generated<number>;
  };
  inventory_item_type_service_groups: { item_type_id: number; service_group_id: number };
  /** Size units of measure: a whole list, in saved order. */
  inventory_size_units: { id: Generated<number>; name: string; sort_order: Generated<number> };
  inventory_sizes: {
    id: Generated<number>;
    name: string;
    size_unit_id: number | null;
    sort_order: Generated<number>;
    archived: Generated<number>;
    version: Generated<number>;
  };
  inventory_size_service_groups: { size_id: number; service_group_id: number };
  inventory_locations: {
    id: Generated<number>;
    name: string;
    archived: Generated<number>;
    version: Generated<number>;
  };
  /** Conditions of an inventory item (Excellent … Dead): a whole list, in saved order. */
  inventory_conditions: { id: Generated<number>; name: string; sort_order: Generated<number> };
  inventory_other_item_types: {
    id: Generated<number>;
    name: string;
    scientific_name: string | null;
    account_location_id: number;
  };
}
