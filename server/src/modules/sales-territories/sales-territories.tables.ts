import type { Generated } from 'kysely';

export interface SalesTerritoryTables {
  sales_territories: {
    id: Generated<number>;
    name: string;
    branch_id: number;
    version: Generated<number>;
  };
  /** A zip belongs to one territory at most (unique zip_code), always 5 digits. */
  sales_territory_zip_codes: {
    id: Generated<number>;
    sales_territory_id: number;
    zip_code: string;
  };
}
