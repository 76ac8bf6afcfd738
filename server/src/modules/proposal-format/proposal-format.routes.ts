import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  EmailProposal,
  EncryptedIdResult,
  EncryptionRequest,
  EmailProposalParams,
  ErrorBody,
  IdParams,
  ProposalFormat,
  PublicFormatParams,
  SaveFormatTexts,
  SpraySummary,
  SpraySummaryRequest,
} from '@canopy/shared';
import type { AuthContext } from '../../platform/auth/context';
import { proposalAccess } from '../proposals/proposals.access';
import type { ProposalFormatService } from './proposal-format.service';
import type { ProposalSendService } from './proposal-send.service';

const { view, edit } = proposalAccess;
const open = { access: { public: true as const } };
const errors = { 400: ErrorBody, 403: ErrorBody, 404: ErrorBody };
const tags = ['Proposals'];
const Format = { 200: ProposalFormat, ...errors };

/** Spec §7 Proposals: the format views (staff and public), the printed and mailed PDF, the spray summary. */
export const proposalFormatRoutes =
  (
    svc: ProposalFormatService,
    send: ProposalSendService,
    spraySummary: (auth: AuthContext, body: SpraySummaryRequest) => Promise<SpraySummary>,
  ): FastifyPluginAsyncTypebox =>
  async (app) => {
    app.get(
      '/proposals/:id/format',
      { config: view, schema: { tags, params: IdParams, response: Format } },
      async (req) => svc.format(req.auth, req.params.id),
    );
    app.put(
      '/proposals/:id/format',
      { config: edit, schema: { tags, params: IdParams, body: SaveFormatTexts, response: Format } },
      async (req) => svc.saveTexts(req.auth, req.params.id, req.body),
    );
    app.get(
      '/proposals/format/:id',
      { config: open, schema: { tags, params: PublicFormatParams, response: Format } },
      async (req) => svc.publicFormat(req.params.id),
    );
    app.get(
      '/proposals/approved-format/:id',
      { config: open, schema: { tags, params: PublicFormatParams, response: Format } },
      async (req) => svc.approvedFormat(req.params.id),
    );
    app.post(
      '/proposals/emailProposal/:id/:send',
      { config: view, schema: { tags, params: EmailProposalParams, body: EmailProposal } },
      async (req, reply) => {
        const printed = await send.print(req.auth, req.params.id, req.params.send, req.body ?? {});
        return reply
          .header('Content-Type', 'application/pdf')
          .header('Content-Disposition', `inline; filename="${printed.filename}"`)
          .header('X-Email-Recipients', String(printed.sentTo.length))
          .send(printed.pdf);
      },
    );
    app.post(
      '/encryption',
      {
        config: view,
        schema: { tags, body: EncryptionRequest, response: { 200: EncryptedIdResult, ...errors } },
      },
      async (req) => ({ EncryptedId: await svc.encrypt(req.auth, req.body.Id) }),
    );
    app.post(
      '/proposals/spray-summary',
      {
        config: view,
        schema: { tags, body: SpraySummaryRequest, response: { 200: SpraySummary, ...errors } },
      },
      async (req) => spraySummary(req.auth, req.body),
    );
  };
