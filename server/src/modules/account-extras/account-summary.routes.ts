import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { ErrorBody, IdParams, OpenInvoice, SummaryPageQuery, SummaryService } from '@canopy/shared';
import { sendList } from '../../platform/lists';
import type { AccountSummaryService } from './account-summary.service';
import { accountExtrasAccess } from './account-extras.access';

// The paths are those of endpoints.tsv, under the work orders and invoices modules: the service lists
// come from the work orders, the open invoices from the invoices.
const { view } = accountExtrasAccess;
const errors = { 400: ErrorBody, 403: ErrorBody, 404: ErrorBody };
const tags = ['Account summary'];

export const accountSummaryRoutes =
  (svc: AccountSummaryService): FastifyPluginAsyncTypebox =>
  async (app) => {
    app.get(
      '/workOrders/idByLocationId/:id/upcomingServices',
      {
        config: view,
        schema: {
          tags,
          params: IdParams,
          querystring: SummaryPageQuery,
          response: { 200: Type.Array(SummaryService), ...errors },
        },
      },
      async (req, reply) => sendList(reply, await svc.upcomingServices(req.auth, req.params.id, req.query)),
    );
    app.get(
      '/workOrders/idByLocationId/:id/completedServices',
      {
        config: view,
        schema: {
          tags,
          params: IdParams,
          querystring: SummaryPageQuery,
          response: { 200: Type.Array(SummaryService), ...errors },
        },
      },
      async (req, reply) => sendList(reply, await svc.completedServices(req.auth, req.params.id, req.query)),
    );
    app.get(
      '/invoices/open/:id',
      {
        config: view,
        schema: { tags, params: IdParams, response: { 200: Type.Array(OpenInvoice), ...errors } },
      },
      async (req, reply) => sendList(reply, await svc.openInvoices(req.auth, req.params.id)),
    );
  };
