import type { Generated } from 'kysely';

export interface PromotionTables {
  /** discount_e2: percent in hundredths (12.5% = 1250); expiration_date 'yyyy-MM-dd' or null. */
  promotions: {
    id: Generated<number>;
    name: string;
    discount_e2: number;
    expiration_date: string | null;
    active: Generated<number>;
    archived: Generated<number>;
    version: Generated<number>;
  };
}
