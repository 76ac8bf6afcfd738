import { Messages, type ModelState } from '@canopy/shared';

/**
 * What the user is told when a unique index refuses a write, by index. Services check the common
 * cases first with the form's own wording; these are the same sentences for the race they cannot
 * see (two saves of the same name at once), so the answer is a 400 and never a server error.
 */
interface UniqueRule {
  /** The index or constraint name PostgreSQL reports. */
  index: string;
  /** What SQLite reports for a plain column index: table and columns (an expression index reports its name). */
  table: string;
  columns: string[];
  field: string;
  message: string;
}

const rule = (
  index: string,
  table: string,
  columns: string[],
  field: string,
  message: string,
): UniqueRule => ({
  index,
  table,
  columns,
  field,
  message,
});
const nameRule = (index: string, table: string, message: string) => rule(index, table, [], 'Name', message);

export const UNIQUE_RULES: UniqueRule[] = [
  rule('user_roles_name_key', 'user_roles', ['name'], 'Name', Messages.RoleNameTaken),
  rule('users_username_key', 'users', ['username'], 'Username', Messages.UsernameTaken),
  rule('users_username_ci_idx', 'users', [], 'Username', Messages.UsernameTaken),
  rule(
    'users_employee_id_key',
    'users',
    ['employee_id'],
    'Service',
    'This employee already has portal access.',
  ),
  nameRule('branches_name_ci_idx', 'branches', 'A branch with this name already exists.'),
  nameRule(
    'sales_territories_name_ci_idx',
    'sales_territories',
    'A sales territory with this name already exists.',
  ),
  rule(
    'sales_territory_zip_codes_zip_code_key',
    'sales_territory_zip_codes',
    ['zip_code'],
    'ZipCodes',
    'A zip code is already in another sales territory.',
  ),
  nameRule(
    'inventory_item_types_name_ci_idx',
    'inventory_item_types',
    'An item type with this name already exists.',
  ),
  nameRule('inventory_sizes_name_ci_idx', 'inventory_sizes', 'An item size with this name already exists.'),
  nameRule(
    'inventory_locations_name_ci_idx',
    'inventory_locations',
    'An item location with this name already exists.',
  ),
  nameRule(
    'inventory_meta_items_kind_name_ci_idx',
    'inventory_meta_items',
    'An item with this name already exists.',
  ),
  rule(
    'tax_rates_zip_date_uq',
    'tax_rates',
    ['zip_code', 'effective_date'],
    'EffectiveDate',
    'A tax rate for this zip code and effective date already exists.',
  ),
  nameRule('promotions_name_ci_idx', 'promotions', 'A promotion with this name already exists.'),
  nameRule('price_tables_name_ci_idx', 'price_tables', 'A price table with this name already exists.'),
  rule(
    'price_table_details_size_uq',
    'price_table_details',
    ['price_table_id', 'inventory_size_id'],
    'InventoryItemSizeId',
    'This size already has prices in this table.',
  ),
  nameRule('materials_type_name_ci_idx', 'materials', 'A material with this name already exists.'),
  nameRule(
    'equipment_types_name_ci_idx',
    'equipment_types',
    'An equipment type with this name already exists.',
  ),
  nameRule(
    'lease_companies_name_ci_idx',
    'lease_companies',
    'A lease company with this name already exists.',
  ),
  rule(
    'equipment_resources_asset_number_ci_idx',
    'equipment_resources',
    [],
    'AssetNumber',
    Messages.UniqueAssetNumber,
  ),
  rule(
    'account_purchase_orders_po_idx',
    'account_purchase_orders',
    [],
    'Po',
    Messages.PurchaseOrderNumberTaken,
  ),
  rule(
    'work_order_service_items_item_uq',
    'work_order_service_items',
    ['work_order_service_id', 'service_item_id'],
    'Service',
    'The inventory item is already on this service.',
  ),
  rule(
    'daily_logs_one_per_day',
    'daily_logs',
    ['work_order_id', 'employee_id', 'log_date'],
    'Service',
    'Daily logs already exists for same day',
  ),
];

/** Said when an index nobody listed refuses a write: still the caller's input, still a 400. */
export const UNLISTED_UNIQUE_MESSAGE = 'A record with these values already exists.';

interface EngineError {
  code?: string;
  constraint?: string;
  message?: string;
}

/**
 * The rule for an engine's unique-violation error, `undefined` for any other error and `null` for a
 * unique violation of an index not in the table. PostgreSQL (23505) names the constraint; SQLite
 * names an expression index (`index 'x'`) or lists the columns (`t.a, t.b`).
 */
export function uniqueRuleFor(e: unknown): UniqueRule | null | undefined {
  const err = (e ?? {}) as EngineError;
  const message = err.message ?? '';
  if (err.code === '23505') return UNIQUE_RULES.find((r) => r.index === err.constraint) ?? null;
  const sqlite = /UNIQUE constraint failed: (.*)$/.exec(message);
  if (!sqlite) return err.code === 'SQLITE_CONSTRAINT_UNIQUE' ? null : undefined;
  const named = /^index '([^']+)'/.exec(sqlite[1]!);
  if (named) return UNIQUE_RULES.find((r) => r.index === named[1]) ?? null;
  const columns = sqlite[1]!.split(',').map((c) => c.trim());
  const table = columns[0]?.split('.')[0];
  const names = columns.map((c) => c.split('.')[1]).sort();
  return (
    UNIQUE_RULES.find(
      (r) => r.table === table && r.columns.length > 0 && [...r.columns].sort().join() === names.join(),
    ) ?? null
  );
}

/** The 400 body for a unique violation: the field's message, or a general one. */
export function uniqueViolationState(e: unknown): { message: string; modelState: ModelState } | null {
  const found = uniqueRuleFor(e);
  if (found === undefined) return null;
  if (found === null)
    return { message: UNLISTED_UNIQUE_MESSAGE, modelState: { Service: [UNLISTED_UNIQUE_MESSAGE] } };
  return { message: found.message, modelState: { [found.field]: [found.message] } };
}
