export interface MenuLink {
  label: string;
  /** A path of the route table; the entry shows only when the screen's claim is held. */
  path: string;
}

export interface MenuGroup {
  label: string;
  children: MenuLink[];
}

export type MenuEntry = MenuLink | MenuGroup;

export const isGroup = (e: MenuEntry): e is MenuGroup => 'children' in e;

/**
 * The navigation menu, in the order and grouping of accounts-finance-people.md "Navigation menu",
 * followed by the entries only screens.tsv lists (Invoices, Financial Reports, Payroll). Each entry
 * takes its claim from the route table, so adding a screen here is adding its path.
 */
export const MENU: MenuEntry[] = [
  { label: 'Dashboard', path: '/dashboard' },
  {
    label: 'Admin',
    children: [
      { label: 'Branches', path: '/branches/' },
      { label: 'Content', path: '/services/groups' },
      { label: 'Employees', path: '/employees/' },
      { label: 'User Roles', path: '/roles/' },
      { label: 'Materials/Disposals', path: '/materials/' },
      { label: 'Chemicals', path: '/chemicals/' },
      { label: 'Equipment', path: '/equipment/' },
      { label: 'Price Tables', path: '/price/' },
      { label: 'Inventory Items', path: '/serviceitemsetting/itemtypes' },
      { label: 'Sizes', path: '/serviceitemsetting/sizes' },
      { label: 'Locations', path: '/serviceitemsetting/locations' },
      { label: 'Lease Companies', path: '/lease-companies/' },
      { label: 'Resources', path: '/resource/' },
      { label: 'Transfers', path: '/transfer/' },
      { label: 'Insects', path: '/insects/' },
      { label: 'Diseases', path: '/diseases/' },
      { label: 'Weed Types', path: '/weed-types/' },
      { label: 'Ecological Problems', path: '/ecological-problems/' },
      { label: 'Sales Territories', path: '/sales-territories/' },
      { label: 'Tax Rates', path: '/tax-rates/' },
      { label: 'Commissions', path: '/commissions/' },
      { label: 'Monthly Work Days', path: '/monthly-work-days/' },
      { label: 'Prevailing Wages', path: '/prevailing-wages/' },
      { label: 'Employee Budgets', path: '/employees/budgets' },
    ],
  },
  { label: 'Promotions', path: '/promotions/' },
  { label: 'Services', path: '/services/' },
  { label: 'Accounts', path: '/accounts' },
  { label: 'Employee Draw', path: '/employee-draw' },
  {
    label: 'Commissions Reports',
    children: [
      { label: 'Employee Compensation', path: '/commissions/employee-compensation' },
      { label: 'Yearly Compensation Statement', path: '/commissions/yearly-statement' },
      { label: 'Commission Details', path: '/commissions/details' },
      { label: 'Year-to-Date Compensation', path: '/commissions/ytd-compensation' },
      { label: 'Commission Error Log', path: '/commissions/error-log' },
    ],
  },
  { label: 'Service Requests', path: '/requests/' },
  { label: 'Contracts', path: '/proposals/contracts' },
  { label: 'Proposals', path: '/proposals' },
  { label: 'Proposal Templates', path: '/proposals/templates' },
  { label: 'Work Authorizations', path: '/workauthorization' },
  { label: 'Work Orders', path: '/workorders/' },
  {
    label: 'Schedules',
    children: [
      { label: 'Build Schedules', path: '/workorders/schedule' },
      { label: 'Manage Schedules', path: '/schedules' },
      { label: 'Daily Schedule', path: '/schedules/daily' },
      { label: 'Resource Calendar', path: '/schedules/resources' },
    ],
  },
  { label: 'Equipment Problems', path: '/workorders/equipmentproblems' },
  { label: 'Invoices', path: '/invoices' },
  { label: 'Statements', path: '/invoices/statements' },
  {
    label: 'Financial Reports',
    children: [
      { label: 'Tax Report', path: '/invoices/tax-report' },
      { label: 'Overage Report', path: '/invoices/overage-report' },
      { label: 'Invoice Register', path: '/invoices/register-report' },
      { label: 'Cash Receipts', path: '/invoices/cash-receipt-report' },
      { label: 'Credit Report', path: '/invoices/credit-report' },
      { label: 'Aging Report', path: '/invoices/aging' },
      { label: 'Return-on-Rate Tracking', path: '/invoices/return-on-rate-report' },
    ],
  },
  { label: 'Payroll', path: '/employees/payroll' },
];

/** The gear icon in the top bar (Settings FullAccess). */
export const SETTINGS_PATH = '/settings';
