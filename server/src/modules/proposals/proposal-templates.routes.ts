import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import {
  ConflictOf,
  ErrorBody,
  IdParams,
  Ok,
  Proposal,
  ProposalTemplate,
  ProposalTemplateContent,
  ProposalTemplateListItem,
  ProposalTemplateQuery,
  SaveProposalTemplate,
  StartFromTemplate,
} from '@canopy/shared';
import { sendList } from '../../platform/lists';
import type { ProposalTemplatesService } from './proposal-templates.service';
import { proposalAccess } from './proposals.access';

const { templates } = proposalAccess;
const errors = { 400: ErrorBody, 403: ErrorBody, 404: ErrorBody };
const tags = ['Proposal templates'];
const root = '/proposals/proposaltemplates';
const Saved = { 200: ProposalTemplate, 409: ConflictOf(ProposalTemplate), ...errors };

/** Spec §7 Templates: list (skip, take, q; 12 a page), by id, its JSON, save, delete; and start from one. */
export const proposalTemplatesRoutes =
  (svc: ProposalTemplatesService): FastifyPluginAsyncTypebox =>
  async (app) => {
    app.get(
      root,
      {
        config: templates,
        schema: {
          tags,
          querystring: ProposalTemplateQuery,
          response: { 200: Type.Array(ProposalTemplateListItem), ...errors },
        },
      },
      async (req, reply) => sendList(reply, await svc.search(req.auth, req.query)),
    );
    for (const method of ['post', 'put'] as const)
      app[method](
        `${root}/save`,
        { config: templates, schema: { tags, body: SaveProposalTemplate, response: Saved } },
        async (req) => svc.save(req.auth, req.body),
      );
    app.get(
      `${root}/:id`,
      {
        config: templates,
        schema: { tags, params: IdParams, response: { 200: ProposalTemplate, ...errors } },
      },
      async (req) => svc.get(req.auth, req.params.id),
    );
    app.get(
      `${root}/:id/json`,
      {
        config: templates,
        schema: { tags, params: IdParams, response: { 200: ProposalTemplateContent, ...errors } },
      },
      async (req) => svc.json(req.auth, req.params.id),
    );
    app.post(
      `${root}/:id/proposals`,
      {
        config: templates,
        schema: { tags, params: IdParams, body: StartFromTemplate, response: { 200: Proposal, ...errors } },
      },
      async (req) => svc.start(req.auth, req.params.id, req.body),
    );
    app.delete(
      `${root}/:id`,
      { config: templates, schema: { tags, params: IdParams, response: { 200: Ok, ...errors } } },
      async (req) => {
        await svc.remove(req.auth, req.params.id);
        return {};
      },
    );
  };
