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

/**
 * The icons of the menu's top-level entries, by label. Apart from the menu's data: choosing where a
 * user lands reads that data before any menu is drawn, and a phone draws the menu only when asked.
 */
export const MENU_ICONS: Readonly<Record<string, ComponentType<{ size?: number; stroke?: number }>>> = {
  Dashboard: IconGauge,
  Promotions: IconDiscount,
  Services: IconTool,
  Accounts: IconBuildingStore,
  'Employee Draw': IconWallet,
  'Service Requests': IconHeadset,
  Contracts: IconLicense,
  Proposals: IconFileDescription,
  'Proposal Templates': IconTemplate,
  'Work Authorizations': IconSignature,
  'Work Orders': IconClipboardList,
  'Equipment Problems': IconAlertTriangle,
  Invoices: IconFileInvoice,
  Statements: IconReportMoney,
  Payroll: IconClock,
  Admin: IconSettings2,
  'Commissions Reports': IconReportMoney,
  Schedules: IconCalendarEvent,
  'Financial Reports': IconChartBar,
};
