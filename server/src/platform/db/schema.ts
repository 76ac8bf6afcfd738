import type { Generated } from 'kysely';
import type { EmployeeTables } from '../../modules/employees/employees.tables';
import type { BranchTables } from '../../modules/branches/branches.tables';
import type { SalesTerritoryTables } from '../../modules/sales-territories/sales-territories.tables';
import type { SettingsListTables } from '../../modules/settings-lists/settings-lists.tables';
import type { InventorySettingsTables } from '../../modules/inventory-settings/inventory-settings.tables';
import type { MetaItemTables } from '../../modules/meta-items/meta-items.tables';
import type { TaxRateTables } from '../../modules/tax-rates/tax-rates.tables';
import type { PromotionTables } from '../../modules/promotions/promotions.tables';
import type { PriceTables } from '../../modules/prices/prices.tables';
import type { ResourceTables } from '../../modules/resources/resources.tables';
import type { ServiceTables } from '../../modules/services/services.tables';
import type { ChemicalTables } from '../../modules/chemicals/chemicals.tables';
import type { AccountTables } from '../../modules/accounts/accounts.tables';
import type { ContactTables } from '../../modules/contacts/contacts.tables';
import type { AccountExtraTables } from '../../modules/account-extras/account-extras.tables';
import type { LocationTables } from '../../modules/locations/locations.tables';
import type { ServiceItemTables } from '../../modules/service-items/service-items.tables';
import type { ScheduleTables } from '../../modules/schedules/schedules.tables';
import type { WorkOrderTables } from '../../modules/work-orders/work-orders.tables';
import type { SyncPushTables } from '../../modules/sync/push/sync-push.tables';
import type { ChangeLogTables } from './change-log';

// Table shapes as the migrations build them. Flags are 0/1 integers; instants are ISO text on SQLite
// and Date on PostgreSQL (read them through iso()).
type Instant = string | Date;

export interface BranchTable {
  id: Generated<number>;
  name: string;
  status_id: Generated<number>;
  version: Generated<number>;
}
export interface UserRoleTable {
  id: Generated<number>;
  name: string;
  landing_page_id: Generated<number>;
  claims_version: Generated<number>;
  version: Generated<number>;
}
export interface RoleClaimTable {
  role_id: number;
  claim_type_id: number;
  value: number;
}
export interface EmployeeTable {
  id: Generated<number>;
  first_name: string;
  last_name: string;
  email: string | null;
  primary_branch_id: number | null;
  status_id: Generated<number>;
  thumbnail_image: string | null;
  is_sales_rep: Generated<number>;
  version: Generated<number>;
  address: string | null;
  city: string | null;
  state: string | null;
  zip: string | null;
  crew: Generated<number>;
  assigned_to_all_branches: Generated<number>;
  employee_override_commission: Generated<number>;
  receives_commission: Generated<number>;
  sales_territory_id: number | null;
  date_start: string | null;
  date_review: string | null;
  hourly_wage_cents: number | null;
  decrease_supplemental_amount_cents: number | null;
  photo_file_id: number | null;
  signature_file_id: number | null;
}
export interface EmployeeBranchTable {
  employee_id: number;
  branch_id: number;
}
export interface UserTable {
  id: Generated<number>;
  employee_id: number;
  username: string;
  password_hash: string;
  role_id: number;
  version: Generated<number>;
}
export interface SessionTable {
  id: string;
  user_id: number;
  remember: Generated<number>;
  created_at: Instant;
  revoked_at: Instant | null;
}
export interface RefreshTokenTable {
  id: Generated<number>;
  session_id: string;
  token_hash: string;
  expires_at: Instant;
  used_at: Instant | null;
}
export interface PasswordResetTable {
  id: Generated<number>;
  user_id: number;
  token_hash: string;
  expires_at: Instant;
  used_at: Instant | null;
}
export interface ClientErrorTable {
  id: Generated<number>;
  user_id: number | null;
  level: string;
  message: string;
  stack: string | null;
  url: string | null;
  user_agent: string | null;
  created_at: Instant;
}
export interface SavedSearchTable {
  id: Generated<number>;
  name: string;
  employee_id: number;
  search_type_id: number;
  filters: string;
}
export interface AccountTable {
  id: Generated<number>;
  name: string;
  account_type_id: Generated<number>;
  client_type_id: Generated<number>;
  status_id: Generated<number>;
  branch_id: number;
  arborist_id: number | null;
  sales_territory_id: number | null;
  archived: Generated<number>;
  version: Generated<number>;
}
export interface ContactTable {
  id: Generated<number>;
  account_id: number;
  first_name: string;
  last_name: string;
  email: string | null;
  phone: string | null;
  phone_extension: string | null;
  is_primary: Generated<number>;
  status_id: Generated<number>;
  version: Generated<number>;
}
export interface AccountLocationTable {
  id: Generated<number>;
  account_id: number;
  branch_id: number;
  address: string;
  city: string;
  state: string;
  zip: string;
  latitude: number | null;
  longitude: number | null;
  is_bill_to: Generated<number>;
  status_id: Generated<number>;
  version: Generated<number>;
}

export interface ServiceTable {
  id: Generated<number>;
  name: string;
  service_group_id: number;
  service_type_id: Generated<number>;
  service_classification_id: number | null;
  status_id: Generated<number>;
  version: Generated<number>;
}
export interface ChemicalTable {
  id: Generated<number>;
  name: string;
  epa_number: string | null;
  status_id: Generated<number>;
  version: Generated<number>;
}

/**
 * Every table. Modules that own tables declare them in `modules/<name>/<name>.tables.ts` and are
 * added to the `extends` list here.
 */
export interface Database
  extends
    CoreTables,
    EmployeeTables,
    BranchTables,
    SalesTerritoryTables,
    SettingsListTables,
    InventorySettingsTables,
    MetaItemTables,
    TaxRateTables,
    PromotionTables,
    PriceTables,
    ResourceTables,
    ServiceTables,
    ChemicalTables,
    AccountTables,
    ContactTables,
    AccountExtraTables,
    LocationTables,
    ServiceItemTables,
    ScheduleTables,
    WorkOrderTables,
    SyncPushTables,
    ChangeLogTables {}

export interface StoredFileTable {
  id: Generated<number>;
  storage_key: string;
  original_name: string;
  content_type: string;
  size_bytes: number;
  sha256: string;
  created_by: number | null;
  created_at: Instant;
}
export interface DocumentTable {
  id: Generated<number>;
  owner_type: string;
  owner_id: number;
  file_id: number;
  name: string;
  status_id: Generated<number>;
  created_by: number | null;
  created_at: Instant;
}

interface CoreTables {
  stored_files: StoredFileTable;
  documents: DocumentTable;
  services: ServiceTable;
  chemicals: ChemicalTable;
  branches: BranchTable;
  user_roles: UserRoleTable;
  role_claims: RoleClaimTable;
  employees: EmployeeTable;
  employee_branches: EmployeeBranchTable;
  users: UserTable;
  sessions: SessionTable;
  refresh_tokens: RefreshTokenTable;
  password_resets: PasswordResetTable;
  client_errors: ClientErrorTable;
  saved_searches: SavedSearchTable;
  accounts: AccountTable;
  contacts: ContactTable;
  account_locations: AccountLocationTable;
}
