import { NewScoutingEntry, SaveScoutingEntry } from '@canopy/shared';
import { scoutingReportAccess } from '../../scouting-reports/scouting-reports.routes';
import { scoutingReportsService } from '../../scouting-reports/scouting-reports.service';
import { parseBody } from './sync-push.body';
import { applied, gone, lockedVersion, mustAllow, stale, type EntityHandler } from './sync-push.handlers';

/**
 * Scouting report entries: the add and save of workOrders/workOrderScoutingInfo. Entries are never
 * deleted online, only archived, so a delete from the device archives the entry (toggleArchived) and
 * answers the archived entry, as a pull would bring it.
 */
export const scoutingReportHandler: EntityHandler = {
  async create({ trx, auth, data }) {
    mustAllow(auth, scoutingReportAccess.edit);
    return applied(await scoutingReportsService(trx).add(auth, parseBody(NewScoutingEntry, data)));
  },

  async update(c) {
    mustAllow(c.auth, scoutingReportAccess.edit);
    if ((await lockedVersion(c.trx, 'scouting_reports', c.id)) === undefined) return gone(c);
    const body = parseBody(SaveScoutingEntry, { ...c.data, Id: c.id, Version: c.m.BaseVersion });
    return applied(await scoutingReportsService(c.trx).save(c.auth, body));
  },

  async delete(c) {
    mustAllow(c.auth, scoutingReportAccess.edit);
    if ((await lockedVersion(c.trx, 'scouting_reports', c.id)) === undefined) return gone(c);
    const reports = scoutingReportsService(c.trx);
    const current = await reports.entry(c.auth, c.id);
    // Archived already (by this device earlier or by someone else): what the user asked for holds.
    if (current.Archived) return applied(current);
    if (current.Version !== c.m.BaseVersion) return stale(current);
    return applied(await reports.toggleArchived(c.auth, c.id));
  },
};
