/** Daily log messages, verbatim from work-orders.md §5 and §8 'Daily logs'. */
export const DailyLogMessages = {
  TimeInAfterTimeOut: "Time In can't be greater than Time Out",
  FutureDate: "Can't add hours for a future date",
  AlreadyExists: 'Daily logs already exists for same day',
  AddingFailed: 'Adding Daily Log Failed',
  UpdatingFailed: 'Updating Daily Log Failed',
  RemovingFailed: 'Removing Daily Log Failed',
  AddingManyFailed: 'Adding Daily Logs Failed',
  // Ours: §4 gives the rule (editable only when scheduled, in progress or completed, or when the work
  // order has schedules) but no message, since the screen hides the buttons.
  NotEditable: 'Daily logs can be changed only once the work order is scheduled.',
  // Ours: the employee a log is for must be an active employee.
  EmployeeNotValid: 'Please choose an active employee.',
  // Ours: a time that is not a time of day, a date that is not on the calendar.
  TimeNotValid: 'Please enter a valid time.',
  DateNotValid: 'Please enter a valid date.',
} as const;
