import { NewScoutingEntry, SaveScoutingEntry } from '@canopy/shared';
import { parseBody } from '../sync/push/sync-push.body';
import { applied, unlessGone } from '../sync/push/sync-push.handlers';
import { loaded, onHeldWorkOrder, type SyncEntityDef } from '../sync/sync-entity';
import { scoutingReportAccess } from './scouting-reports.access';
import { scoutingReportsRepo } from './scouting-reports.repo';
import { scoutingReportsService } from './scouting-reports.service';

/**
 * Scouting report entries on the crew app: the add and save of workOrders/workOrderScoutingInfo.
 * Entries are never deleted online, only archived, so a delete from the device archives the entry
 * and answers the archived entry, as a pull would bring it.
 */
export const scoutingReportSync: SyncEntityDef<'scoutingReport'> = {
  entity: 'scoutingReport',
  read: scoutingReportAccess.view,

  async load(ctx, ids) {
    const rows = (await scoutingReportsRepo(ctx.db).byIds(ids)).filter(onHeldWorkOrder(ctx));
    return loaded(await scoutingReportsService(ctx.db).entries(rows));
  },

  push: {
    async create({ trx, auth, data }) {
      return applied(await scoutingReportsService(trx).add(auth, parseBody(NewScoutingEntry, data)));
    },

    async update(c) {
      const body = parseBody(SaveScoutingEntry, { ...c.data, Id: c.id, Version: c.m.BaseVersion });
      return unlessGone(c, 'scouting_reports', async () =>
        applied(await scoutingReportsService(c.trx).save(c.auth, body)),
      );
    },

    async delete(c) {
      return unlessGone(c, 'scouting_reports', async () =>
        applied(await scoutingReportsService(c.trx).archive(c.auth, c.id, c.m.BaseVersion ?? null)),
      );
    },
  },
};
