import { NewDailyLog, SaveDailyLog } from '@canopy/shared';
import { dailyLogAccess, mayEditLogs } from '../../daily-logs/daily-logs.access';
import { dailyLogsService } from '../../daily-logs/daily-logs.service';
import { parseBody } from './sync-push.body';
import {
  applied,
  deleteIfCurrent,
  gone,
  lockedVersion,
  mustAllow,
  type EntityHandler,
} from './sync-push.handlers';

/** Daily logs: the add, save and delete of workOrders/dailyLogs, with their claims. */
export const dailyLogHandler: EntityHandler = {
  async create({ trx, auth, data }) {
    mustAllow(auth, dailyLogAccess.add);
    return applied(await dailyLogsService(trx).add(auth, parseBody(NewDailyLog, data)));
  },

  // The edit rule's second claim is checked before the record is looked at, so a caller who may not
  // edit logs hears so rather than of a newer version or a deleted log.
  async update(c) {
    mustAllow(c.auth, dailyLogAccess.edit);
    mayEditLogs(c.auth);
    if ((await lockedVersion(c.trx, 'daily_logs', c.id)) === undefined) return gone(c);
    const body = parseBody(SaveDailyLog, { ...c.data, Id: c.id, Version: c.m.BaseVersion });
    return applied(await dailyLogsService(c.trx).save(c.auth, body));
  },

  async delete(c) {
    mustAllow(c.auth, dailyLogAccess.edit);
    mayEditLogs(c.auth);
    const svc = dailyLogsService(c.trx);
    return deleteIfCurrent(c, 'daily_logs', {
      current: () => svc.get(c.auth, c.id),
      remove: () => svc.remove(c.auth, c.id),
    });
  },
};
