import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { ErrorBody, IdParams, PurchaseOrder, PurchaseOrderSearch, SavePurchaseOrder } from '@canopy/shared';
import { sendList } from '../../platform/lists';
import type { PurchaseOrdersService } from './purchase-orders.service';
import { accountExtrasAccess } from './account-extras.access';

const { view, edit } = accountExtrasAccess;
const errors = { 400: ErrorBody, 403: ErrorBody, 404: ErrorBody };
const tags = ['Account purchase orders'];

export const purchaseOrdersRoutes =
  (svc: PurchaseOrdersService): FastifyPluginAsyncTypebox =>
  async (app) => {
    app.post(
      '/accountPos/_search',
      {
        config: view,
        schema: { tags, body: PurchaseOrderSearch, response: { 200: Type.Array(PurchaseOrder), ...errors } },
      },
      async (req, reply) => sendList(reply, await svc.search(req.auth, req.body)),
    );
    app.put(
      '/accountPos/save',
      {
        config: edit,
        schema: { tags, body: SavePurchaseOrder, response: { 200: PurchaseOrder, ...errors } },
      },
      async (req) => svc.save(req.auth, req.body),
    );
    app.put(
      '/accountPos/:id/toggleArchived',
      { config: edit, schema: { tags, params: IdParams, response: { 200: PurchaseOrder, ...errors } } },
      async (req) => svc.toggleArchived(req.auth, req.params.id),
    );
    app.get(
      '/accountPos/account/:accountId',
      {
        config: view,
        schema: {
          tags,
          params: Type.Object({ accountId: Type.Integer({ minimum: 1 }) }),
          response: { 200: Type.Array(PurchaseOrder), ...errors },
        },
      },
      async (req) => svc.forAccount(req.auth, req.params.accountId),
    );
  };
