import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import {
  Builder,
  ErrorBody,
  IdParams,
  IdQuery,
  PricingTableRate,
  ProposalData,
  ProposalGroup,
  ProposalItemService,
  ProposalServiceItem,
  ProposalTargetParams,
} from '@canopy/shared';
import { Bounds } from '@canopy/shared';
import { builderAccess } from './proposal-builder.access';
import { naServiceItem } from './proposal-na-item';
import type { BuilderService } from './proposal-builder.service';
import type { Db } from '../../platform/db';

const { view, edit } = builderAccess;
const errors = { 400: ErrorBody, 403: ErrorBody, 404: ErrorBody };
const tags = ['Proposal builder'];
const one = { 200: Builder, ...errors };
const ProposalIdParams = Type.Object({ proposalId: Bounds.Id() });

/**
 * The targets of DELETE proposals/{target}/{proposalId}?id=. Each is its own static path: the
 * proposals module answers the parametric DELETE proposals/{id}/{sub}, and a static segment wins.
 */
const DELETE_TARGETS = [
  'ProposalItemService',
  'ProposalItemMaterial',
  'ProposalGroup',
  'ProposalOption',
  'ProposalItemServiceServiceItem',
] as const;

export const proposalBuilderRoutes =
  (svc: BuilderService, db: Db): FastifyPluginAsyncTypebox =>
  async (app) => {
    app.get(
      '/proposals/builder/:id',
      { config: view, schema: { tags, params: IdParams, response: one } },
      async (req) => svc.get(req.auth, req.params.id),
    );
    app.get(
      '/proposals/existingBuilder/:id',
      {
        config: view,
        schema: {
          tags,
          params: IdParams,
          response: { 200: Type.Object({ Exists: Type.Boolean() }), ...errors },
        },
      },
      async (req) => ({ Exists: await svc.exists(req.auth, req.params.id) }),
    );
    app.get(
      '/proposals/groups/:proposalId',
      {
        config: view,
        schema: { tags, params: ProposalIdParams, response: { 200: Type.Array(ProposalGroup), ...errors } },
      },
      async (req) => (await svc.get(req.auth, req.params.proposalId)).ProposalGroups,
    );
    app.get(
      '/proposals/getPricingTableRate/:id',
      { config: view, schema: { tags, params: IdParams, response: { 200: PricingTableRate, ...errors } } },
      async (req) => svc.pricingRate(req.auth, req.params.id),
    );
    app.get(
      '/proposals/proposalItemService/:id',
      { config: view, schema: { tags, params: IdParams, response: { 200: ProposalItemService, ...errors } } },
      async (req) => svc.itemService(req.auth, req.params.id),
    );
    app.get(
      '/proposals/serviceitems/:id',
      {
        config: view,
        schema: { tags, params: IdParams, response: { 200: Type.Array(ProposalServiceItem), ...errors } },
      },
      async (req) => svc.serviceItems(req.auth, req.params.id),
    );
    app.get(
      '/proposals/CreateNAServiceItem/:locationId',
      {
        config: edit,
        schema: {
          tags,
          params: Type.Object({ locationId: Bounds.Id() }),
          response: { 200: Type.Object({ Id: Bounds.Id() }), ...errors },
        },
      },
      async (req) => naServiceItem(db, req.auth, req.params.locationId),
    );
    app.post(
      '/proposals/ProposalData',
      { config: edit, schema: { tags, body: ProposalData, response: one } },
      async (req) => svc.add(req.auth, req.body),
    );
    for (const target of DELETE_TARGETS)
      app.delete(
        `/proposals/${target}/:proposalId`,
        { config: edit, schema: { tags, params: ProposalTargetParams, querystring: IdQuery, response: one } },
        async (req) => svc.remove(req.auth, target, req.params.proposalId, req.query.id),
      );
  };
