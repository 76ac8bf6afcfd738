import type { Generated } from 'kysely';

export interface ResourceTables {
  materials: {
    id: Generated<number>;
    name: string;
    material_type_id: number;
    unit: string | null;
    unit_price_cents: Generated<number>;
    archived: Generated<number>;
    version: Generated<number>;
  };
  equipment_types: {
    id: Generated<number>;
    name: string;
    daily_rate_cents: Generated<number>;
    archived: Generated<number>;
    version: Generated<number>;
  };
  lease_companies: { id: Generated<number>; name: string; version: Generated<number> };
  equipment_resources: {
    id: Generated<number>;
    asset_number: string;
    branch_id: number;
    equipment_type_id: number;
    lease_company_id: number | null;
    current_branch_id: number;
    archived: Generated<number>;
    version: Generated<number>;
  };
}
