import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import {
  EquipmentCostError,
  ErrorBody,
  IdParams,
  SaveWageRows,
  ScheduleDailyLog,
  ScheduleEquipmentWorkOrders,
  ScheduleWorkOrderParams,
  UpdateEquipmentWorkOrders,
  WageChoices,
} from '@canopy/shared';
import { scheduleAccess } from './schedules.access';
import { scheduleCostAccess, type ScheduleCostsService } from './schedule-costs.service';

const { read, edit } = scheduleAccess;
const { wageView, wageEdit } = scheduleCostAccess;
const errors = { 400: ErrorBody, 403: ErrorBody, 404: ErrorBody };
const tags = ['Schedules'];
/** The path names the work order as woId (spec §7); the params schema reads it as workOrderId. */
const wageParams = Type.Object({
  id: IdParams.properties.id,
  woId: ScheduleWorkOrderParams.properties.workOrderId,
});
const logs = { 200: Type.Array(ScheduleDailyLog), ...errors };

/** Spec §7: the equipment cost split per work order and the prevailing wage hours of a schedule. */
export const scheduleCostsRoutes =
  (svc: ScheduleCostsService): FastifyPluginAsyncTypebox =>
  async (app) => {
    app.get(
      '/schedules/equipment/:id/work-orders',
      {
        config: read,
        schema: { tags, params: IdParams, response: { 200: ScheduleEquipmentWorkOrders, ...errors } },
      },
      async (req) => svc.equipmentWorkOrders(req.auth, req.params.id),
    );
    app.put(
      '/schedules/equipment/:id/work-orders',
      {
        config: edit,
        schema: {
          tags,
          params: IdParams,
          body: UpdateEquipmentWorkOrders,
          response: { 200: ScheduleEquipmentWorkOrders, ...errors, 400: EquipmentCostError },
        },
      },
      async (req) => svc.updateEquipmentWorkOrders(req.auth, req.params.id, req.body),
    );
    app.get(
      '/schedules/prevailing-wage-choices',
      { config: wageView, schema: { tags, response: { 200: WageChoices, ...errors } } },
      async (req) => svc.wageChoices(req.auth),
    );
    app.get(
      '/schedules/:id/work-orders/:woId/daily-logs',
      { config: wageView, schema: { tags, params: wageParams, response: logs } },
      async (req) => svc.dailyLogs(req.auth, req.params.id, req.params.woId),
    );
    app.put(
      '/schedules/:id/work-orders/:woId/prevailing-wage-hours',
      { config: wageEdit, schema: { tags, params: wageParams, body: SaveWageRows, response: logs } },
      async (req) => svc.saveWageHours(req.auth, req.params.id, req.params.woId, req.body),
    );
  };
