import type { Generated } from 'kysely';

export interface PriceTables {
  price_tables: {
    id: Generated<number>;
    name: string;
    pricing_type_id: number;
    pricing_method_id: number;
    archived: Generated<number>;
    version: Generated<number>;
  };
  /** Prices in integer cents; null where the table does not offer that price. */
  price_table_details: {
    id: Generated<number>;
    price_table_id: number;
    inventory_size_id: number | null;
    price_per_visit_cents: number | null;
    price_per_year_cents: number | null;
    flat_price_cents: number | null;
  };
}
