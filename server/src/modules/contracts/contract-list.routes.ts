import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import {
  BulkContracts,
  BulkContractsResult,
  ContractDetail,
  ContractListHeader,
  ErrorBody,
  IdParams,
  PrintContracts,
  UpdateLegacyServiceItem,
} from '@canopy/shared';
import type { ContractBulkService } from './contract-bulk.service';
import type { ContractDetailService } from './contract-detail.service';
import { contractAccess as access } from './contracts.access';

const errors = { 400: ErrorBody, 403: ErrorBody, 404: ErrorBody };
const tags = ['Contracts'];
const Bulk = { 200: BulkContractsResult, ...errors };
const Mailed = {
  200: Type.Object({ Message: Type.String(), SentTo: Type.Array(Type.String()) }),
  ...errors,
  502: ErrorBody,
};

/**
 * Spec §7 Proposals (contract calls): the list's header, a contract, a legacy line's service items, bulk
 * confirm and mail, one contract's mail and the work authorizations' print.
 */
export const contractListRoutes =
  (detail: ContractDetailService, bulk: ContractBulkService): FastifyPluginAsyncTypebox =>
  async (app) => {
    app.get(
      '/proposals/contracts',
      { config: access.view, schema: { tags, response: { 200: ContractListHeader, ...errors } } },
      async (req) => detail.header(req.auth),
    );
    app.get(
      '/proposals/contracts/:id',
      {
        config: access.view,
        schema: { tags, params: IdParams, response: { 200: ContractDetail, ...errors } },
      },
      async (req) => detail.get(req.auth, req.params.id),
    );
    app.put(
      '/proposals/:id/update-legacy-contract-service-item',
      {
        config: access.edit,
        schema: {
          tags,
          params: IdParams,
          body: UpdateLegacyServiceItem,
          response: { 200: ContractDetail, ...errors },
        },
      },
      async (req) => detail.updateLegacy(req.auth, req.params.id, req.body),
    );
    app.post(
      '/proposals/confirmContracts',
      { config: access.edit, schema: { tags, body: BulkContracts, response: Bulk } },
      async (req) => bulk.confirm(req.auth, req.body),
    );
    app.post(
      '/proposals/emailContracts',
      { config: access.edit, schema: { tags, body: BulkContracts, response: Bulk } },
      async (req) => bulk.email(req.auth, req.body),
    );
    app.post(
      '/proposals/emailContract/:id',
      { config: access.edit, schema: { tags, params: IdParams, response: Mailed } },
      async (req) => bulk.emailOne(req.auth, req.params.id),
    );
    app.post(
      '/proposals/print-contract-wa-bulk',
      {
        config: access.view,
        // A PDF for a page's worth; more answer 202 {JobId} with the print job (binary, so no schema).
        schema: { tags, body: PrintContracts },
      },
      async (req, reply) => {
        const printed = await bulk.print(req.auth, req.body);
        if (printed.jobId !== undefined) return reply.code(202).send({ JobId: printed.jobId });
        return reply
          .header('Content-Type', 'application/pdf')
          .header('Content-Disposition', 'inline; filename="work-authorizations.pdf"')
          .send(printed.pdf);
      },
    );
  };
