import type { Generated } from 'kysely';

type Instant = string | Date;

// The account_locations table itself is core (platform/db/schema.ts); this module's migration adds
// columns, declared here by merging into the core row type.
declare module '../../platform/db/schema' {
  interface AccountLocationTable {
    name: string | null;
    sales_territory_id: number | null;
    sales_rep_id: number | null;
    call_ahead: Generated<number>;
    service_is_account: Generated<number>;
    directions: string | null;
  }
}

export interface LocationTables {
  account_location_phones: {
    id: Generated<number>;
    location_id: number;
    phone: string;
    extension: string | null;
    phone_type_id: number;
    is_preferred: Generated<number>;
  };
  /** The account contacts that belong to a location; one is its primary contact. */
  account_location_contacts: { location_id: number; contact_id: number; is_primary: Generated<number> };
  location_notes: {
    id: Generated<number>;
    location_id: number;
    notes: string;
    type_id: number | null;
    status_id: Generated<number>;
    print_on_work_order: Generated<number>;
    created_at: Instant;
    created_by: number | null;
    version: Generated<number>;
  };
  location_neighbors: {
    id: Generated<number>;
    location_id: number;
    address: string;
    type_id: Generated<number>;
    status_id: Generated<number>;
    version: Generated<number>;
  };
  location_transfers: {
    id: Generated<number>;
    location_id: number;
    from_account_id: number | null;
    from_account_name: string;
    to_account_id: number | null;
    to_account_name: string;
    transferred_by: number | null;
    transferred_at: Instant;
  };
}
