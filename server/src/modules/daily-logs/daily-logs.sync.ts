import { NewDailyLog, SaveDailyLog } from '@canopy/shared';
import { parseBody } from '../sync/push/sync-push.body';
import { applied, deleted, unlessGone } from '../sync/push/sync-push.handlers';
import { loaded, onHeldWorkOrder, type SyncEntityDef } from '../sync/sync-entity';
import { dailyLogAccess, maySeePrevailingWage } from './daily-logs.access';
import { toDailyLog } from './daily-logs.mapper';
import { dailyLogsBatch } from './daily-logs.batch';
import { dailyLogsRepo } from './daily-logs.repo';
import { dailyLogsService } from './daily-logs.service';

/**
 * Daily logs on the crew app: pulled with their work order, added, saved and deleted through the
 * online service, whose edit rule is checked before the log is looked at, so a caller who may not edit
 * logs hears so rather than of a newer version or a deleted log.
 */
export const dailyLogSync: SyncEntityDef<'dailyLog'> = {
  entity: 'dailyLog',
  read: dailyLogAccess.view,

  async load(ctx, ids) {
    const repo = dailyLogsRepo(ctx.db);
    const held = (await repo.byIds(ids)).filter(onHeldWorkOrder(ctx));
    const wage = maySeePrevailingWage(ctx.auth)
      ? await repo.prevailingWageHours(held.map((r) => r.id))
      : null;
    return loaded(held.map((r) => toDailyLog(r, wage)));
  },

  push: {
    async create({ trx, auth, data }) {
      return applied(await dailyLogsService(trx).add(auth, parseBody(NewDailyLog, data)));
    },

    async update(c) {
      const body = parseBody(SaveDailyLog, { ...c.data, Id: c.id, Version: c.m.BaseVersion });
      return unlessGone(c, 'daily_logs', async () =>
        applied(await dailyLogsService(c.trx).save(c.auth, body)),
      );
    },

    many: {
      async create(cs) {
        const reqs = cs.map((c) => parseBody(NewDailyLog, c.data));
        return (await dailyLogsBatch(cs[0]!.trx).addMany(cs[0]!.auth, reqs)).map(applied);
      },
      async update(cs) {
        const reqs = cs.map((c) =>
          parseBody(SaveDailyLog, { ...c.data, Id: c.id, Version: c.m.BaseVersion }),
        );
        return (await dailyLogsBatch(cs[0]!.trx).saveMany(cs[0]!.auth, reqs)).map(applied);
      },
    },

    async delete(c) {
      return unlessGone(c, 'daily_logs', async () => {
        await dailyLogsService(c.trx).remove(c.auth, c.id, c.m.BaseVersion ?? null);
        return deleted(c.id);
      });
    },
  },
};
