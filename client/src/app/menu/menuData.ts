import type { ComponentType } from 'react';
import {
  IconAlertTriangle,
  IconBuildingStore,
  IconCalendarEvent,
  IconChartBar,
  IconClipboardList,
  IconClock,
  IconDiscount,
  IconFileDescription,
  IconFileInvoice,
  IconGauge,
  IconHeadset,
  IconLicense,
  IconReportMoney,
  IconSettings2,
  IconSignature,
  IconTemplate,
  IconTool,
  IconWallet,
} from '@tabler/icons-react';

export interface MenuLink {
  label: string;
  /** A path of the route table; the entry shows only when the screen's claim is held. */
  path: string;
  icon?: ComponentType<{ size?: number; stroke?: number }>;
}

export interface MenuGroup {
  label: string;
  icon?: MenuLink['icon'];
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
  { label: 'Dashboard', path: '/dashboard', icon: IconGauge },
  {
    label: 'Admin',
    icon: IconSettings2,
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
  { label: 'Promotions', path: '/promotions/', icon: IconDiscount },
  { label: 'Services', path: '/services/', icon: IconTool },
  { label: 'Accounts', path: '/accounts', icon: IconBuildingStore },
  { label: 'Employee Draw', path: '/employee-draw', icon: IconWallet },
  {
    label: 'Commissions Reports',
    icon: IconReportMoney,
    children: [
      { label: 'Employee Compensation', path: '/commissions/employee-compensation' },
      { label: 'Yearly Compensation Statement', path: '/commissions/yearly-statement' },
      { label: 'Commission Details', path: '/commissions/details' },
      { label: 'Year-to-Date Compensation', path: '/commissions/ytd-compensation' },
      { label: 'Commission Error Log', path: '/commissions/error-log' },
    ],
  },
  { label: 'Service Requests', path: '/requests/', icon: IconHeadset },
  { label: 'Contracts', path: '/proposals/contracts', icon: IconLicense },
  { label: 'Proposals', path: '/proposals', icon: IconFileDescription },
  { label: 'Proposal Templates', path: '/proposals/templates', icon: IconTemplate },
  { label: 'Work Authorizations', path: '/workauthorization', icon: IconSignature },
  { label: 'Work Orders', path: '/workorders/', icon: IconClipboardList },
  {
    label: 'Schedules',
    icon: IconCalendarEvent,
    children: [
      { label: 'Build Schedules', path: '/workorders/schedule' },
      { label: 'Manage Schedules', path: '/schedules' },
      { label: 'Daily Schedule', path: '/schedules/daily' },
      { label: 'Resource Calendar', path: '/schedules/resources' },
    ],
  },
  { label: 'Equipment Problems', path: '/workorders/equipmentproblems', icon: IconAlertTriangle },
  { label: 'Invoices', path: '/invoices', icon: IconFileInvoice },
  { label: 'Statements', path: '/invoices/statements', icon: IconReportMoney },
  {
    label: 'Financial Reports',
    icon: IconChartBar,
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
  { label: 'Payroll', path: '/employees/payroll', icon: IconClock },
];

/** The gear icon in the top bar (Settings FullAccess). */
export const SETTINGS_PATH = '/settings';
