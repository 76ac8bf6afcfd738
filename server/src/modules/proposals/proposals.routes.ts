import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import {
  Choice,
  ConfirmResult,
  ConflictOf,
  CreateProposal,
  ErrorBody,
  IdList,
  IdParams,
  Ok,
  Proposal,
  ProposalListHeader,
  ProposalQuickSearch,
  ProposalSearch,
  ProposalSearchResult,
  ProposalSubParams,
  SaveProposal,
} from '@canopy/shared';
import { proposalAccess } from './proposals.access';
import type { ProposalsService } from './proposals.service';

const { view, edit } = proposalAccess;
const errors = { 400: ErrorBody, 403: ErrorBody, 404: ErrorBody };
const tags = ['Proposals'];
const One = { 200: Proposal, ...errors };
const Saved = { 200: Proposal, 409: ConflictOf(Proposal), ...errors };

/** Spec §7 Proposals: the list, a proposal's basic info, cancel and confirm. */
export const proposalsRoutes =
  (svc: ProposalsService): FastifyPluginAsyncTypebox =>
  async (app) => {
    app.post(
      '/proposals/_search',
      {
        config: proposalAccess.search,
        schema: { tags, body: ProposalSearch, response: { 200: ProposalSearchResult, ...errors } },
      },
      async (req) => svc.search(req.auth, req.body),
    );
    // GET proposals and GET proposals/_search: the same list by q/skip/take, with the reach of POST _search.
    for (const url of ['/proposals', '/proposals/_search'])
      app.get(
        url,
        {
          config: view,
          schema: {
            tags,
            querystring: ProposalQuickSearch,
            response: { 200: ProposalSearchResult, ...errors },
          },
        },
        async (req) => svc.quickSearch(req.auth, req.query),
      );
    app.get(
      '/proposals/header',
      { config: view, schema: { tags, response: { 200: ProposalListHeader, ...errors } } },
      async (req) => svc.header(req.auth),
    );
    app.get(
      '/proposals/proposalStatuses',
      { config: view, schema: { tags, response: { 200: Type.Array(Choice), ...errors } } },
      async (req) => svc.statuses(req.auth),
    );
    app.get(
      '/proposals/proposalBranches',
      { config: view, schema: { tags, response: { 200: Type.Array(Choice), ...errors } } },
      async (req) => svc.branches(req.auth),
    );
    app.get(
      '/proposals/:id',
      { config: view, schema: { tags, params: IdParams, response: One } },
      async (req) => svc.get(req.auth, req.params.id),
    );
    app.post(
      '/proposals',
      { config: proposalAccess.create, schema: { tags, body: CreateProposal, response: One } },
      async (req) => svc.create(req.auth, req.body),
    );
    app.put(
      '/proposals',
      { config: edit, schema: { tags, body: SaveProposal, response: Saved } },
      async (req) => svc.save(req.auth, req.body),
    );
    app.put(
      '/proposals/:id',
      { config: edit, schema: { tags, params: IdParams, body: SaveProposal, response: Saved } },
      async (req) => svc.save(req.auth, { ...req.body, Id: req.params.id }),
    );
    app.put(
      '/proposals/:id/cancel',
      { config: edit, schema: { tags, params: IdParams, response: One } },
      async (req) => svc.cancel(req.auth, req.params.id),
    );
    app.post(
      '/proposals/confirmProposal/:id',
      { config: edit, schema: { tags, params: IdParams, response: { 200: ConfirmResult, ...errors } } },
      async (req) => svc.confirm(req.auth, req.params.id),
    );
    app.put(
      '/proposals/:id/purchaseOrders',
      { config: edit, schema: { tags, params: IdParams, body: IdList, response: One } },
      async (req) => svc.savePurchaseOrders(req.auth, req.params.id, req.body),
    );
    app.put(
      '/proposals/:id/promotions',
      { config: edit, schema: { tags, params: IdParams, body: IdList, response: One } },
      async (req) => svc.savePromotions(req.auth, req.params.id, req.body),
    );
    // Parametric on purpose: the builder registers its own targets as static paths, which win.
    app.delete(
      '/proposals/:target/:id',
      { config: edit, schema: { tags, params: ProposalSubParams, response: { 200: Ok, ...errors } } },
      async (req) => {
        await svc.removePart(req.auth, req.params.target, req.params.id);
        return {};
      },
    );
  };
