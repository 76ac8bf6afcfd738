import type { Employee } from '@canopy/shared';

/** What every tab of the employee info screen gets. */
export interface EmployeeTabProps {
  employee: Employee;
  /** Lets the screen ask before leaving a tab with unsaved edits. */
  onDirtyChange: (dirty: boolean) => void;
}
