import { claim, R, F, SaveServiceWeatherConditions, type SyncServiceWeather } from '@canopy/shared';
import { SyncMessages } from '@canopy/sync/protocol';
import { mayDo } from '../../platform/auth/context';
import type { Db } from '../../platform/db';
import { ruleFailed } from '../../platform/errors';
import { parseBody } from '../sync/push/sync-push.body';
import { applied, unlessGone } from '../sync/push/sync-push.handlers';
import { loaded, onHeldWorkOrder, type SyncEntityDef } from '../sync/sync-entity';
import { serviceWeatherAccess } from './weather-conditions.access';
import { serviceWeatherRepo } from './weather-conditions.repo';
import { serviceWeatherService } from './weather-conditions.service';

/** The services' device records; the conditions only for a caller who may see the weather. */
async function load(db: Db, ids: readonly number[], withWeather: boolean): Promise<SyncServiceWeather[]> {
  const repo = serviceWeatherRepo(db);
  const services = await repo.servicesByIds(ids);
  const conditions = withWeather && services.length ? await repo.ofServices(services.map((s) => s.id)) : [];
  return services.map((s) => ({
    Id: s.id,
    WorkOrderId: s.work_order_id,
    ServiceName: s.name,
    ServiceGroupId: s.service_group_id,
    Completed: !!s.completed,
    Archived: !!s.archived,
    Version: s.version,
    WeatherConditions: conditions
      .filter((c) => c.work_order_service_id === s.id)
      .map((c) => ({ Id: c.id, Name: c.name })),
  }));
}

/**
 * A work order service's weather on the crew app, with what the chemicals tab shows of the service,
 * so both work offline. Read by either of their claims (the weather itself only with its own); the
 * device changes only the weather, through the online save, which replaces the whole set. Like a
 * clock-out it never conflicts: the weather met on site is a fact of the field, and the last one
 * recorded stands.
 */
export const serviceWeatherSync: SyncEntityDef<'serviceWeather'> = {
  entity: 'serviceWeather',
  read: {
    access: {
      claim: [
        claim('WorkOrders_ServiceWeatherCondition', R | F),
        claim('WorkOrders_ActualChemicalsUsed', R | F),
      ],
    },
  },

  async load(ctx, ids) {
    const withWeather = mayDo(ctx.auth, serviceWeatherAccess.view);
    const held = onHeldWorkOrder(ctx);
    const rows = (await load(ctx.db, ids, withWeather)).filter((s) => held({ work_order_id: s.WorkOrderId }));
    return loaded(rows);
  },

  push: {
    async create() {
      throw ruleFailed(SyncMessages.ReadOnly);
    },

    async update(c) {
      const body = parseBody(SaveServiceWeatherConditions, c.data);
      return unlessGone(c, 'work_order_services', async () => {
        await serviceWeatherService(c.trx).save(c.auth, c.id, body);
        return applied((await load(c.trx, [c.id], true))[0]!);
      });
    },

    async delete() {
      throw ruleFailed(SyncMessages.ReadOnly);
    },
  },
};
