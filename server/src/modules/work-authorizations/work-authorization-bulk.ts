import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  ConfirmWorkAuthorizations,
  ConfirmWorkAuthorizationsAnswer,
  ErrorBody,
  WorkAuthorizationMessages as M,
} from '@canopy/shared';
import { requireClaim, type AuthContext } from '../../platform/auth/context';
import type { Db } from '../../platform/db';
import { HttpError, ruleFailed } from '../../platform/errors';
import type { Mailer } from '../../platform/mail';
import { proposalFormatRepo } from '../proposal-format/proposal-format.repo';
import { waAccess } from './work-authorizations.access';
import type { WorkAuthorizationsService } from './work-authorizations.service';

/**
 * POST proposals/confirmWorkAuthorizations: confirms each selected proposal's authorization by the
 * info screen's rules (down payment, something approved, the caller's reach), one at a time so that
 * one refusal does not hold back the others, and tells the customers by e-mail unless asked not to.
 */
export function waBulkService(deps: {
  db: Db;
  mailer: Mailer;
  companyName: string;
  was: WorkAuthorizationsService;
}) {
  const { db, mailer, was } = deps;

  async function mail(proposalId: number): Promise<boolean> {
    const repo = proposalFormatRepo(db);
    const header = await repo.header(proposalId);
    if (!header || header.do_not_email) return false;
    const to = (await repo.proposalContacts(header.account_location_id)).map((c) => c.email!);
    if (!to.length) return false;
    const number = String(header.proposal_number ?? header.id).padStart(11, '0');
    const text = `The work authorization for proposal ${number} at ${header.address} is confirmed. We will be in touch to schedule the work.\n\n${deps.companyName}`;
    await mailer.send({ to: to.join(', '), subject: `Work authorization ${number} confirmed`, text });
    return true;
  }

  return {
    async confirm(
      auth: AuthContext,
      body: ConfirmWorkAuthorizations,
    ): Promise<ConfirmWorkAuthorizationsAnswer> {
      requireClaim(auth, waAccess.edit);
      const proposalIds = [...new Set(body.ProposalIds)];
      if (!proposalIds.length) throw ruleFailed(M.SelectSome);
      const answer: ConfirmWorkAuthorizationsAnswer = { Confirmed: [], Emailed: [], Failed: [] };
      for (const proposalId of proposalIds) {
        const wa = await db
          .selectFrom('work_authorizations')
          .select('id')
          .where('proposal_id', '=', proposalId)
          .orderBy('id', 'desc')
          .executeTakeFirst();
        try {
          if (!wa) throw ruleFailed(M.NotFound);
          await was.confirmOne(auth, wa.id);
        } catch (err) {
          if (!(err instanceof HttpError)) throw err;
          // Out of reach reads as not found, so a selection learns nothing of other branches' records.
          const message = err.statusCode === 404 ? M.NotFound : err.message;
          answer.Failed.push({ ProposalId: proposalId, Message: message });
          continue;
        }
        answer.Confirmed.push({ ProposalId: proposalId, WorkAuthorizationId: wa.id });
        if (body.SendEmails === false) continue;
        const sent = await mail(proposalId).catch(() => null);
        if (sent) answer.Emailed.push(proposalId);
        else if (sent === null)
          answer.Failed.push({ ProposalId: proposalId, Message: M.ConfirmedNotEmailed });
      }
      return answer;
    },
  };
}

export const waBulkRoutes =
  (svc: ReturnType<typeof waBulkService>): FastifyPluginAsyncTypebox =>
  async (app) => {
    app.post(
      '/proposals/confirmWorkAuthorizations',
      {
        config: waAccess.edit,
        schema: {
          tags: ['Work authorization'],
          body: ConfirmWorkAuthorizations,
          response: { 200: ConfirmWorkAuthorizationsAnswer, 400: ErrorBody, 403: ErrorBody },
        },
      },
      async (req) => svc.confirm(req.auth, req.body),
    );
  };
