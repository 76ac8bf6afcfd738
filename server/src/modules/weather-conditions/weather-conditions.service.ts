import {
  WeatherMessages as M,
  type SaveServiceWeatherConditions,
  type ServiceWeatherConditions,
} from '@canopy/shared';
import { requireClaim, type AuthContext } from '../../platform/auth/context';
import { inTransaction } from '../../platform/db/transaction';
import type { Db } from '../../platform/db';
import { notFound, ValidationError } from '../../platform/errors';
import { reachWorkOrder } from '../work-orders/work-orders.access';
import { serviceWeatherAccess as access } from './weather-conditions.access';
import { serviceWeatherRepo } from './weather-conditions.repo';

/**
 * The weather conditions of a work order service. The settings list itself (GET
 * workOrders/weatherConditions, PUT workOrders/saveWeatherConditions) is one of the whole-list
 * settings (modules/settings-lists), which also refuses to remove a condition a service uses.
 */
export function serviceWeatherService(db: Db) {
  /** The service's work order must be in the caller's reach; out of it the service does not exist. */
  async function reachService(auth: AuthContext, serviceId: number) {
    const found = await serviceWeatherRepo(db).workOrderIdOf(serviceId);
    if (!found) throw notFound();
    await reachWorkOrder(db, auth, found.work_order_id);
  }

  async function read(serviceId: number): Promise<ServiceWeatherConditions> {
    const rows = await serviceWeatherRepo(db).ofService(serviceId);
    return {
      WorkOrderServiceId: serviceId,
      WeatherConditions: rows.map((r) => ({ Id: r.id, Name: r.name })),
    };
  }

  return {
    async get(auth: AuthContext, serviceId: number): Promise<ServiceWeatherConditions> {
      requireClaim(auth, access.view);
      await reachService(auth, serviceId);
      return read(serviceId);
    },

    /** Replaces the service's set in one transaction; an unknown condition changes nothing. */
    async save(
      auth: AuthContext,
      serviceId: number,
      req: SaveServiceWeatherConditions,
    ): Promise<ServiceWeatherConditions> {
      requireClaim(auth, access.edit);
      await reachService(auth, serviceId);
      const ids = [...new Set(req.WeatherConditionIds)];
      await inTransaction(db, async (trx) => {
        const repo = serviceWeatherRepo(trx);
        const known = await repo.existing(ids);
        if (known.length !== ids.length)
          throw new ValidationError({ WeatherConditionIds: [M.UnknownCondition] }, M.UnknownCondition);
        await repo.replace(serviceId, ids);
      });
      return read(serviceId);
    },
  };
}
export type ServiceWeatherService = ReturnType<typeof serviceWeatherService>;
