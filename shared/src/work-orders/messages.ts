import { Messages } from '../messages';

/** Messages of the work order list and info screens: the spec's words (work-orders.md §8), then ours. */
export const WorkOrderMessages = {
  UpdatingWorkOrderFailed: Messages.UpdatingWorkOrderFailed,
  UpdatingStatusFailed: Messages.UpdatingWorkOrderStatusFailed,
  InvalidStatusUpdate: Messages.InvalidStatusUpdate,
  MakeSureScheduled: 'Make sure work order is scheduled.',
  SuccessfullyArchived: 'Successfully archived',
  ManagerNotNotified:
    'Branch Manager does not have a valid email and will not be notified of cancellation request.',
  DailyLogsRequired: 'Cannot complete work order. Daily logs are required.',
  WorkedHoursRequired: 'Cannot complete work order. Actual worked hours are required.',
  ScoutingReportRequired: 'Please fill in Scouting Report Details before Completing the W.O.',
  CorrectionNeedsService: Messages.CorrectionNeedsService,
  CorrectionGenerated: Messages.CorrectionGenerated,
  CorrectionFailed: Messages.SomethingWentWrong,
  // Ours: the spec leaves these to us.
  SignatureNotPng: 'The signature must be a PNG image.',
  ArboristNotAllowed: 'Choose an arborist you may assign work to.',
  SalesTerritoryNotInBranch: "Choose a sales territory of the work order's branch.",
  DateNotValid: 'Enter a date as M/d/yyyy.',
} as const;
