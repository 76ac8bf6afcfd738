import type { Generated } from 'kysely';

// The contacts table is core (platform/db/schema.ts); its phone and phone_extension columns hold a
// copy of the preferred phone for the account list.
declare module '../../platform/db/schema' {
  interface ContactTable {
    title_id: number | null;
    receives_billing: Generated<number>;
    receives_proposal: Generated<number>;
  }
}

export interface ContactTables {
  contact_phones: {
    id: Generated<number>;
    contact_id: number;
    phone: string;
    extension: string | null;
    phone_type_id: Generated<number>;
    is_preferred: Generated<number>;
  };
}
