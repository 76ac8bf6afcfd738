import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import {
  ErrorBody,
  IdParams,
  Statement,
  StatementJob,
  StatementQuery,
  StatementSearch,
  StatementSelection,
} from '@canopy/shared';
import { sendList } from '../../platform/lists';
import { invoiceAccess } from './invoices.access';
import type { StatementsService } from './statements.service';

const config = invoiceAccess.statements;
const errors = { 400: ErrorBody, 403: ErrorBody, 404: ErrorBody };
const tags = ['Invoices'];

/** Spec §7 Invoices: statements, one statement, and the selection mailed or printed. */
export const statementsRoutes =
  (svc: StatementsService): FastifyPluginAsyncTypebox =>
  async (app) => {
    app.post(
      '/invoices/statements',
      {
        config,
        schema: { tags, body: StatementSearch, response: { 200: Type.Array(Statement), ...errors } },
      },
      async (req, reply) => sendList(reply, await svc.search(req.auth, req.body)),
    );
    app.get(
      '/invoices/statements/:id',
      {
        config,
        schema: {
          tags,
          params: IdParams,
          querystring: StatementQuery,
          response: { 200: Statement, ...errors },
        },
      },
      async (req) => svc.get(req.auth, req.params.id, req.query),
    );
    app.post(
      '/invoices/statements/email',
      { config, schema: { tags, body: StatementSelection, response: { 200: StatementJob, ...errors } } },
      async (req) => svc.email(req.auth, req.body),
    );
    app.post(
      '/invoices/statements/print',
      // A page's worth answers the PDF; more answer 202 {JobId} with the print job (binary, so no schema).
      { config, schema: { tags, body: StatementSelection } },
      async (req, reply) => {
        const printed = await svc.print(req.auth, req.body);
        if ('jobId' in printed) return reply.code(202).send({ JobId: printed.jobId });
        return reply
          .header('Content-Type', 'application/pdf')
          .header('Content-Disposition', 'inline; filename="statements.pdf"')
          .send(printed.pdf);
      },
    );
  };
