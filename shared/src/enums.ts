// Ids exactly as the spec lists them.
export const WorkOrderStatuses = {
  Created: 1,
  ReadyForScheduling: 2,
  Scheduled: 3,
  InProgress: 4,
  Completed: 5,
  OnHold: 6,
  Cancelled: 7,
  PendingCancellation: 8,
} as const;
export const WorkOrderSubTypes = { Original: 1, Damages: 2, Corrections: 3 } as const;
export const WorkOrderImageTypes = {
  Damages: 1,
  EquipmentProblems: 2,
  Services: 3,
  ScoutingReport: 4,
} as const;
export const EquipmentProblemStatuses = { Open: 1, Pending: 2, Resolved: 3 } as const;
export const SchedulingPriorities = { Urgent: 1, High: 2, Normal: 3, Missed: 4 } as const;
export const WorkOrderScheduleStatus = { NotScheduled: 1, Scheduled: 2, PrevScheduled: 3 } as const;
export const DailyLogTypes = { Applied: 1, Unapplied: 2 } as const;
export const HourTypes = {
  Standard: 1,
  PrevailingWage: 2,
  PTO: 3,
  Overtime: 4,
  Retro: 5,
  RetroOvertime: 6,
} as const;
export const ServiceGroups = {
  ArborCare: 1,
  PlantHealthCare: 2,
  LawnCare: 3,
  Nursery: 4,
  Fertilization: 5,
} as const;
export const ServiceTypes = { Single: 1, Multi: 2 } as const;
export const ServiceClassifications = { Spray: 1, Fertilization: 2, Lawn: 3, Tree: 4 } as const;
export const MaterialTypes = { Material: 1, Disposal: 2 } as const;
export const JobTitles = { Foreman: 1, Arborist: 2, Crew: 3 } as const;
export const ReportOptions = { ScoutingReport: 1, ScoutingReportShortVersion: 2 } as const;
export const SortDirection = { Ascending: 1, Descending: 2 } as const;
export const SearchTypes = { Invoices: 1, InvoiceStatements: 2 } as const;
export const PaymentMethods = {
  Cash: 1,
  CreditCard: 2,
  Check: 3,
  ACH: 4,
  PromotionalDiscount: 5,
  MoneyOnAccount: 6,
} as const;
export const TransactionTypes = {
  Payment: 1,
  Credit: 2,
  AdjustmentInvoice: 3,
  ServiceCharge: 4,
  PromotionalDiscount: 5,
  WriteOff: 6,
  TaxAdjustment: 7,
} as const;
export const WorkAuthorizationServiceStatuses = {
  Pending: 1,
  Approved: 2,
  PartiallyApproved: 3,
  NotApproved: 4,
} as const;
export const PhoneTypes = { Home: 1, Work: 2, Mobile: 3, Fax: 4 } as const;
export const ContactStatuses = { Active: 1, Inactive: 2 } as const;
export const LocationStatuses = { Active: 1, Inactive: 2, Transferred: 3 } as const;
export const EmployeeStatuses = { Active: 1, Inactive: 2 } as const;
export const ScheduleStatuses = { Open: 1, InProgress: 2, Ended: 3, Confirmed: 4, Canceled: 5 } as const;
export const AccountTypes = { Customer: 1, Prospect: 2, Other: 3 } as const;
export const ClientTypes = { Commercial: 1, Residential: 2, Other: 3 } as const;
export const AccountStatuses = { Pending: 1, Active: 2, Inactive: 3, Lost: 4 } as const;
export const BranchStatuses = { Active: 1, Inactive: 2 } as const;
export const UserRoles = {
  Administrator: 1,
  Arborist: 2,
  Foreman: 3,
  BranchManager: 4,
  BillingManager: 5,
  OfficeManager: 23,
} as const;

/** Reverse lookup for display: nameOf(WorkOrderStatuses, 3) === 'Scheduled'. */
export function nameOf<T extends Record<string, number>>(e: T, id: number): keyof T | undefined {
  return (Object.keys(e) as (keyof T)[]).find((k) => e[k] === id);
}
