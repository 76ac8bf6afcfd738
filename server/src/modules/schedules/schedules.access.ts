import { sql, type ExpressionBuilder } from 'kysely';
import { ALL_FLAGS, B, claim, F, R, scopeOf, type Scope } from '@canopy/shared';
import { scope, type AuthContext } from '../../platform/auth/context';
import type { Database } from '../../platform/db/schema';

// Spec §2, §6: any Schedules value reads schedules. The list screen itself asks ReadOnly, Branch or
// Full; the daily view (Personal) reads the same calls, narrowed to the caller's own schedules.
// Changing a schedule (cancel, confirm, unconfirm, notes, remove) is the manage and build screens'
// work, which need Branch or Full; a foreman's Personal access only clocks out of the daily view.
export const scheduleAccess = {
  read: { access: { claim: claim('Schedules', ALL_FLAGS) } },
  edit: { access: { claim: claim('Schedules', B | F) } },
  // Build Schedules (work orders to schedule): Branch or Full (spec §2); priorities are a lookup any
  // schedule or work order screen shows.
  build: { access: { claim: claim('Schedules', B | F) } },
  priorities: { access: { claim: [claim('Schedules', ALL_FLAGS), claim('WorkOrders', ALL_FLAGS)] } },
};

/** The caller's reach over schedules: Full/ReadOnly all, Branch their branches, Personal their own. */
export function scheduleScope(auth: AuthContext): Scope {
  return scope(auth, 'Schedules');
}

/**
 * The schedules the caller may change: Full all, Branch their branches. ReadOnly is left out, so a
 * role holding ReadOnly and Branch reads every branch but changes only its own.
 */
export function scheduleEditScope(auth: AuthContext): Scope {
  const value = (auth.claims.Schedules ?? 0) & ~R;
  return scopeOf({ Schedules: value }, 'Schedules', auth);
}

type ScheduleEb = ExpressionBuilder<Database, 'schedules'>;

/**
 * The ids of the schedules the employee is foreman on (an active crew row of an active day). One set
 * per statement, walked from the crew's index by employee, never a lookup per schedule.
 */
export function foremanScheduleIds(eb: ExpressionBuilder<Database, never>, employeeId: number) {
  return eb
    .selectFrom('schedule_crews as own_sc')
    .innerJoin('schedule_dates as own_sd', 'own_sd.id', 'own_sc.schedule_date_id')
    .select('own_sd.schedule_id')
    .where('own_sc.employee_id', '=', employeeId)
    .where('own_sc.active', '=', 1)
    .where('own_sc.is_foreman', '=', 1)
    .where('own_sd.active', '=', 1);
}

/**
 * A where-clause keeping the schedules the scope reaches; use on any query over `schedules`.
 * `fewRows`: the query reads a known handful of schedules (a device's days), so Personal reach is
 * tested on each of them instead of building the foreman's every schedule first.
 */
export function inScheduleScope(reach: Scope, fewRows = false) {
  return (eb: ScheduleEb) => {
    if (reach.kind === 'all') return eb.lit(true);
    if (reach.kind === 'branch')
      return reach.branchIds.length ? eb('schedules.branch_id', 'in', reach.branchIds) : eb.lit(false);
    if (reach.kind === 'personal' && fewRows)
      return eb.exists(
        foremanScheduleIds(eb as ExpressionBuilder<Database, never>, reach.employeeId).where(
          'own_sd.schedule_id',
          '=',
          sql<number>`schedules.id`,
        ),
      );
    if (reach.kind === 'personal')
      return eb(
        'schedules.id',
        'in',
        foremanScheduleIds(eb as ExpressionBuilder<Database, never>, reach.employeeId),
      );
    return eb.lit(false);
  };
}
