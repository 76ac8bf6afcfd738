import type { Generated } from 'kysely';

type Instant = string | Date;

export interface MetaItemTables {
  /** kind: MetaItemKindIds (1 insect, 2 disease, 3 weed type, 4 ecological problem). */
  inventory_meta_items: {
    id: Generated<number>;
    kind: number;
    name: string;
    scientific_name: string | null;
    description: string | null;
    archived: Generated<number>;
    version: Generated<number>;
  };
  /** Which item types a meta item is found on; item types and meta items both edit it. */
  inventory_item_type_meta_items: { item_type_id: number; meta_item_id: number };
  inventory_meta_item_chemicals: { meta_item_id: number; chemical_id: number };
  inventory_meta_item_images: {
    id: Generated<number>;
    meta_item_id: number;
    file_id: number;
    created_at: Instant;
  };
}
