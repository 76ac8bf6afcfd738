import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { ErrorBody, IdName, WorkOrderReportRequest, WorkOrderReportRow } from '@canopy/shared';
import { sendList } from '../../platform/lists';
import { workOrderAccess } from './work-orders.access';
import type { WorkOrderReportService } from './work-order-report.service';

const { report } = workOrderAccess;
const errors = { 400: ErrorBody, 403: ErrorBody };
const tags = ['Work orders'];

export const workOrderReportRoutes =
  (svc: WorkOrderReportService): FastifyPluginAsyncTypebox =>
  async (app) => {
    app.post(
      '/workOrders/report',
      {
        config: report,
        schema: {
          tags,
          body: WorkOrderReportRequest,
          response: { 200: Type.Array(WorkOrderReportRow), ...errors },
        },
      },
      async (req, reply) => sendList(reply, await svc.search(req.auth, req.body)),
    );
    // Ours: the report's CSV export, the employees list's way (every filtered row).
    app.post(
      '/workOrders/report/csv',
      { config: report, schema: { tags, body: WorkOrderReportRequest } },
      async (req, reply) =>
        reply
          .header('Content-Type', 'text/csv; charset=utf-8')
          .header('Content-Disposition', 'attachment; filename="work-order-report.csv"')
          .send(await svc.csv(req.auth, req.body)),
    );
    app.get(
      '/workOrders/completion-statuses',
      { config: report, schema: { tags, response: { 200: Type.Array(IdName), ...errors } } },
      async (req) => svc.completionStatuses(req.auth),
    );
  };
