import type { Generated } from 'kysely';

// The accounts table itself is core (platform/db/schema.ts); this module's migration adds columns,
// declared here by merging into the core row type.
declare module '../../platform/db/schema' {
  interface AccountTable {
    inactive_reason_id: number | null;
    source_id: number | null;
    /** The spec's SourceDetailId: an item of the source codes list. */
    source_code_id: number | null;
    /** Minimum down payment as hundredths of a percent (12.5 % is 1250), so it stays exact. */
    minimum_down_payment_bp: number | null;
    call_first_before_auto_pay: Generated<number>;
    customer_since: string | null;
    do_not_email: Generated<number>;
    tax_exempt: Generated<number>;
  }
}

export interface AccountTables {
  account_billing_addresses: {
    id: Generated<number>;
    account_id: number;
    address1: string;
    address2: string | null;
    city: string;
    state: string;
    zip: string;
  };
  account_sales_reps: { account_id: number; employee_id: number };
}
