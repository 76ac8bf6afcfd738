import type { Generated } from 'kysely';

type Instant = string | Date;

export interface AccountExtraTables {
  account_office_comments: {
    id: Generated<number>;
    account_id: number;
    note_text: string;
    created_at: Instant;
    created_by: number | null;
  };
  account_purchase_orders: {
    id: Generated<number>;
    account_id: number;
    po: string;
    /** Calendar dates, 'yyyy-MM-dd'. */
    effective_start_date: string | null;
    effective_end_date: string | null;
    archived: Generated<number>;
  };
}
