import { ALL_FLAGS as ANY, B, claim, F, P, R, type ClaimRule } from '@canopy/shared';

export interface Screen {
  path: string;
  title: string;
  /** Any rule grants entry (screens.tsv); null: any signed-in user. */
  claim: ClaimRule[] | null;
}

const s = (path: string, title: string, ...rules: ClaimRule[]): Screen => ({
  path,
  title,
  claim: rules.length ? rules : null,
});
const settings = claim('Settings', F);

/**
 * Every staff screen, its path and the claim that opens it (spec/screens.tsv). Where the spec
 * shows no path (a state name only) or no claim, the choice here is ours and marked "ours".
 * A screen without a module route renders "Coming soon" under its own guard.
 */
export const SCREENS: Screen[] = [
  // Work orders and schedules (work-orders.md, scheduling-proposals-catalogues.md)
  s('/workorders/', 'Work Orders', claim('WorkOrder_Menu', ANY)),
  s('/workorders/report', 'Work Order Tracking Report', claim('FinancialReports', R | B)),
  s('/workorders/info', 'Work Order', claim('Schedules', ANY), claim('WorkOrders', ANY)),
  s('/workorders/equipmentproblems', 'Equipment Problems', claim('WorkOrders', F)),
  s('/workorders/settings', 'Work Order Settings', settings),
  s('/workorders/applicationlog', 'Application Log', claim('WorkOrders_ActualChemicalsUsed', R | F)), // ours
  s('/workorders/schedule', 'Build Schedules', claim('Schedules', B | F)),
  s('/schedules', 'Manage Schedules', claim('Schedules', R | B | F)),
  s('/schedules/info', 'Schedule', claim('Schedules', ANY)), // claim not shown; ours
  s('/schedules/daily', 'Daily Schedule', claim('Schedules', P | B | F)),
  s('/schedules/resources', 'Resource Calendar', claim('Schedules', B | F)),
  // Sales territories, roles, resources
  s('/sales-territories/', 'Sales Territories', claim('SalesTerritories', R | F)),
  s('/sales-territories/info', 'Sales Territory', claim('ScoutingInventory', R | F)),
  s('/sales-territories/add', 'Add Sales Territory', claim('ScoutingInventory', F)),
  s('/roles/', 'User Roles', claim('UserRole', R | F)),
  s('/roles/add', 'Add Role', claim('UserRole', F)),
  s('/roles/info', 'Role', claim('UserRole', R | F)),
  s('/resource/', 'Equipment Resources', claim('Resources', R | F)),
  s('/transfer/', 'Resource Transfers', claim('Transfers', R | F)),
  // Proposals and contracts
  s('/proposals', 'Proposals', claim('Proposals', R | P | F)),
  s('/proposals/add', 'Add Proposal', claim('Proposals', P | F)),
  s('/proposals/info', 'Proposal', claim('Proposals', R | P | F)), // claim not shown; ours
  s('/proposals/docs', 'Proposal Documents', claim('Proposals', R | P | F)),
  s('/proposals/service-group/docs', 'Service Group Documents', claim('Proposals', R | P | F)),
  s('/proposals/templates', 'Proposal Templates', claim('Proposals', F)),
  s('/proposals/settings', 'Proposal Settings', settings), // path ours
  s('/proposals/settings/documents', 'Proposal Print Documents', settings), // path ours
  s('/builder', 'Proposal Builder', claim('Proposals', R | P | F)),
  s('/proposalformat', 'Proposal Format', claim('Proposals', R | P | F)),
  s('/proposals/contracts', 'Contracts', claim('Contracts', R | P | F)),
  s('/proposals/contracts/detail', 'Contract', claim('Contracts', R | P | F)),
  s('/proposals/contracts/add', 'Add Contract', claim('Contracts', P | F)), // path and claim ours
  s('/proposals/generateRenewable', 'Generate Contracts', claim('Contracts', F)),
  s('/proposals/contracts/settings', 'Contract Settings', settings),
  s('/promotions/', 'Promotions', claim('Contracts', F)),
  s('/price/', 'Price Tables', claim('Price', R | F)),
  s('/price/detail', 'Price Table', claim('Price', R | F)),
  // Service requests and work authorizations
  s('/requests/', 'Service Requests', claim('ServiceRequests', R | P | B | F)),
  s('/requests/add', 'Add Service Request', claim('ServiceRequests', F)),
  s('/requests/info', 'Service Request', claim('ServiceRequests', R | P | B | F)),
  s('/requests/settings', 'Service Request Settings', settings), // path ours
  s('/workauthorization', 'Work Authorizations', claim('WorkAuthorizations', ANY)),
  s('/workauthorization/info', 'Work Authorization', claim('WorkAuthorizations', ANY)),
  s('/workauthorization/sign', 'Customer Signature', claim('WorkAuthorizations', P | B | F)), // ours
  // Catalogues
  s('/tax-rates/', 'Tax Rates', claim('TaxRates', R | F)),
  s('/serviceitem/', 'Customer inventory', claim('Account', R | B | F)),
  s('/serviceitem/add', 'Add Service Item', claim('Account', F)),
  s('/serviceitem/info', 'Service Item', claim('Account', R | B | F)),
  s('/serviceitemsetting/itemtypes', 'Inventory Items', claim('InventoryItems', R | F)),
  s('/serviceitemsetting/locations', 'Item Locations', claim('InventoryItems', R | F)),
  s('/serviceitemsetting/sizes', 'Item Sizes', claim('InventoryItems', R | F)),
  s('/serviceitemsetting/sizesettings', 'Units of Measure', settings),
  s('/serviceitemsetting/itemTypes/add', 'Add Item Type', claim('InventoryItems', F)),
  s('/serviceitemsetting/itemTypes/info', 'Item Type', claim('InventoryItems', R | F)),
  s('/services/', 'Services', claim('Service', R | F)),
  s('/services/add', 'Add Service', claim('Service', F)),
  s('/services/info', 'Service', claim('Service', R | F)),
  s('/services/groups', 'Managed Content', claim('Service', R | F)),
  s('/services/settings', 'Service Settings', settings),
  s('/chemicals/', 'Chemicals', claim('Chemical', R | F)), // base path ours
  s('/chemicals/add', 'Add Chemical', claim('Chemical', F)),
  s('/chemicals/info', 'Chemical', claim('Chemical', R | F)),
  s('/chemicals/settings', 'Chemical Settings', settings),
  s('/branches/', 'Branches', claim('Branch', R | F)), // base path ours
  s('/branches/info', 'Branch', claim('Branch', R | F)),
  s('/branches/add', 'Add Branch', claim('Branch', F)),
  s('/branches/list-items', 'Branch List Items', settings),
  // Admin entries the spec names without a screen or claim; paths and claims ours
  // claim not shown; ours: materials are priced catalogue items (Service) that resource managers also keep
  s('/materials/', 'Materials/Disposals', claim('Service', R | F), claim('Resources', R | F)),
  s('/equipment/', 'Equipment', claim('Resources', R | F)),
  s('/lease-companies/', 'Lease Companies', claim('Resources', R | F)),
  s('/monthly-work-days/', 'Monthly Work Days', settings),
  s('/prevailing-wages/', 'Prevailing Wages', settings),
  // Accounts and locations (state names only in the spec; paths ours)
  s('/accounts', 'Accounts', claim('Account', R | B | F)),
  s('/accounts/add', 'Add Account', claim('Account', F | B)),
  s('/accounts/info', 'Account', claim('Account', R | B | F)),
  s('/accounts/settings', 'Account Settings', settings),
  s('/accounts/add-request', 'Add Account Request', claim('Account', F | B)),
  s('/accounts/office-comments', 'Office Comments', claim('Account', F | B)),
  s('/accounts/contacts', 'Account Contacts', claim('Account', R | B | F)),
  s('/accounts/purchase-orders', 'Account Purchase Orders', claim('Account', R | B | F)),
  s('/accounts/location', 'Location', claim('Account', R | B | F)),
  s('/accounts/location/add', 'Add Location', claim('Account', F | B)),
  s('/accounts/location/notes', 'Location Notes', claim('Account', R | B | F)),
  s('/accounts/location/documents', 'Location Documents', claim('Account', R | B | F)),
  s('/accounts/location/neighbors', 'Location Neighbors', claim('Account', R | B | F)),
  // Invoicing
  s('/invoices', 'Invoices', claim('Invoices', R | B | F)),
  s('/invoices/info', 'Invoice', claim('Invoices', R | B | F)),
  s('/invoices/statements', 'Statements', claim('Invoices', B | F)),
  s('/invoices/statements/view', 'Statement', claim('Invoices', B | F)),
  s('/invoices/payments', 'Multiple Payment', claim('Invoices', B | F)),
  s('/invoices/pending-transactions', 'Pending Transactions', claim('Invoices_TransactionApproval', B | F)),
  s('/invoices/tax-report', 'Tax Report', claim('FinancialReports', R | B)),
  s('/invoices/overage-report', 'Overage Report', claim('FinancialReports', R | B)),
  s('/invoices/register-report', 'Invoice Register', claim('FinancialReports', R | B)),
  s('/invoices/cash-receipt-report', 'Cash Receipts', claim('FinancialReports', R | B)),
  s('/invoices/credit-report', 'Credit Report', claim('FinancialReports', R | B)),
  s('/invoices/aging', 'Aging Report', claim('FinancialReports', R | B)),
  s('/invoices/return-on-rate-report', 'Return-on-Rate Tracking', claim('FinancialReports', R | B)), // claim ours
  // Commissions
  s('/commissions/', 'Commissions', claim('Commissions', R | F)),
  s('/commissions/info', 'Commission', claim('Commissions', R | F)),
  s('/commissions/employee-compensation', 'Employee Compensation', claim('Commissions_Reports', ANY)),
  s('/commissions/yearly-statement', 'Yearly Compensation Statement', claim('Commissions_Reports', ANY)),
  s('/commissions/details', 'Commission Details', claim('Commissions_Reports', ANY)),
  s('/commissions/ytd-compensation', 'Year-to-Date Compensation', claim('Commissions_Reports', ANY)),
  s('/commissions/error-log', 'Commission Error Log', claim('Commissions_Reports', ANY)),
  // Employees
  s('/employees/', 'Employees', claim('Employee', R | B | F)),
  s('/employees/info', 'Employee', claim('Employee', ANY)),
  s('/employees/add', 'Add Employee', claim('Employee', F)),
  s('/employees/settings', 'Employee Settings', settings),
  s('/employees/training', 'Training', claim('Employee', R | B | F)),
  s('/employees/training/documents', 'Training Documents', claim('Employee', R | B | F)),
  s('/employees/documents', 'Employee Documents', claim('Employee', R | B | F)),
  s('/employees/draw', 'Employee Draw', claim('Employee_ManageDraw', ANY)),
  s('/employees/draws', 'Draw List', claim('Employee_ManageDraw', R | F)),
  s('/employee-draw', 'Manage Draw', claim('Employee_ManageDraw', R | B | F)), // view R/F, edit B/F
  s('/employees/hours', 'Employee Hours', claim('Employee_ManageHours', R | B | F)),
  s('/employees/payroll', 'Payroll', claim('Employee_ManageHours', R | B | F)),
  s('/employees/budgets', 'Employee Budgets', claim('Budgets', P | B | F)),
  s('/employees/budgets/yearly', 'Yearly Budgets', claim('Budgets', P | B | F)),
  // Dashboards
  s('/dashboard', 'Dashboard', claim('Dashboards', P | B | F)),
  s('/dashboard/widgets', 'Widget Manager', claim('Dashboards', P | B | F)),
  s('/dashboard/sales-budget', 'Sales Budget Summary', claim('Dashboards', P | B | F)),
  s('/dashboard/sales', 'Sales Details', claim('Dashboards', P | B | F)),
  s('/dashboard/proposals', 'Proposal Details', claim('Dashboards', P | B | F)),
  s('/dashboard/percent-of-sales', 'Percent of Sales', claim('Dashboards', P | B | F)),
  s('/dashboard/sales-in-the-box', 'Sales in the Box', claim('Dashboards', P | B | F)),
  s('/dashboard/commissions', 'Commissions Details', claim('Dashboards', P | B | F)),
  s('/dashboard/open-ar', 'Open AR Details', claim('Dashboards', P | B | F)),
  // Settings and inventory meta items
  s('/settings', 'Settings', settings),
  s('/my-account', 'Username and Password'), // any signed-in user, for themself
  ...(['insects', 'diseases', 'weed-types', 'ecological-problems'] as const).flatMap((type) => {
    const name = {
      insects: 'Insects',
      diseases: 'Diseases',
      'weed-types': 'Weed Types',
      'ecological-problems': 'Ecological Problems',
    }[type];
    return [
      s(`/${type}/`, name, claim('ScoutingInventory', R | F)),
      s(`/${type}/add`, `Add ${name}`, claim('ScoutingInventory', F)),
      s(`/${type}/info`, name, claim('ScoutingInventory', R | F)),
    ];
  }),
];

const byPath = new Map(SCREENS.map((sc) => [sc.path, sc]));

/** The table entry of a path; a typo fails at start-up rather than leaving a route unguarded. */
export function screen(path: string): Screen {
  const found = byPath.get(path);
  if (!found) throw new Error(`No screen ${path} in the route table`);
  return found;
}
