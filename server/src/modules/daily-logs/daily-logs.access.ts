import { B, claim, F, has, R } from '@canopy/shared';
import type { AuthContext } from '../../platform/auth/context';
import { forbidden } from '../../platform/errors';

/**
 * work-orders.md §6: WorkOrders_DailyLogs ReadOnly or Full views, Full adds; editing (and deleting)
 * needs Full plus Employee_ManageHours Full. A route holds one claim rule, so the second half of the
 * edit rule is checked by `mayEditLogs`. Every call also needs the work order in reach (404 outside).
 */
export const dailyLogAccess = {
  view: { access: { claim: claim('WorkOrders_DailyLogs', R | F) } },
  add: { access: { claim: claim('WorkOrders_DailyLogs', F) } },
  edit: { access: { claim: claim('WorkOrders_DailyLogs', F) } },
  // The hours screens (Employee_ManageHours) read the same hour types.
  lookup: {
    access: {
      claim: [claim('WorkOrders_DailyLogs', R | F), claim('Employee_ManageHours', R | B | F)],
    },
  },
  prevailingWage: { access: { claim: claim('WorkOrders_PrevailingWage', R | F) } },
};

export function mayEditLogs(auth: AuthContext): void {
  if (!has(auth.claims, 'WorkOrders_DailyLogs', F) || !has(auth.claims, 'Employee_ManageHours', F))
    throw forbidden();
}

export const maySeePrevailingWage = (auth: AuthContext) =>
  has(auth.claims, 'WorkOrders_PrevailingWage', R | F);
