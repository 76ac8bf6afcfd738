import type { Generated } from 'kysely';

export interface TaxRateTables {
  /** rate_e4: percent in ten-thousandths (10.25% = 102500); effective_date 'yyyy-MM-dd'. */
  tax_rates: {
    id: Generated<number>;
    zip_code: string;
    rate_e4: number;
    effective_date: string;
    archived: Generated<number>;
  };
}
