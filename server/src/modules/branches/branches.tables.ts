import type { Generated } from 'kysely';

// The branches table itself is core (platform/db/schema.ts); this module's migration adds columns,
// declared here by merging into the core row type.
declare module '../../platform/db/schema' {
  interface BranchTable {
    branch_manager_id: number | null;
    notes: string | null;
    terms_and_conditions: string | null;
    /**
     * Growing degree days accumulated this season at the branch (daily mean temperature above a 50 °F
     * base, summed since 1 January). Plant-health treatments are timed by it: the scheduling screens
     * filter work orders by a growing-degree-day window.
     */
    growing_degree_day: Generated<number>;
  }
}

export interface BranchTables {
  branch_phones: {
    id: Generated<number>;
    branch_id: number;
    phone: string;
    extension: string | null;
    phone_type_id: number;
    is_preferred: Generated<number>;
  };
  /** The service groups (ServiceGroups ids) a branch offers. */
  branch_service_groups: { branch_id: number; service_group_id: number };
  /** Text a branch shows for a service group (proposal definitions page); kept when the group is dropped. */
  branch_service_group_contents: { branch_id: number; service_group_id: number; content: string };
}
