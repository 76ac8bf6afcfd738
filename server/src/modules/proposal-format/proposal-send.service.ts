import { escapeHtml } from '@canopy/shared/html';
import {
  ProposalFormatMessages as M,
  ProposalMessages,
  proposalPdfName,
  type EmailProposal,
} from '@canopy/shared';
import { requireClaim, type AuthContext } from '../../platform/auth/context';
import type { Db } from '../../platform/db';
import { HttpError, ruleFailed } from '../../platform/errors';
import type { Mailer } from '../../platform/mail';
import { proposalAccess, reachProposal, reachProposalToEdit } from '../proposals/proposals.access';
import type { ProposalFormatService } from './proposal-format.service';
import { proposalFormatRepo } from './proposal-format.repo';

export interface PrintedFile {
  filename: string;
  pdf: Buffer;
  /** Who the proposal was mailed to (empty when only printed). */
  sentTo: string[];
}

/**
 * POST proposals/emailProposal/{id}/{send}: the printed proposal as a PDF. With send=false it is
 * only printed (the info page's Print and preview); with send=true it is also mailed, through SMTP,
 * to the location's contacts who receive proposals. A do-not-email account is skipped with the
 * warning and nothing is sent.
 */
export function proposalSendService(db: Db, mailer: Mailer, format: ProposalFormatService) {
  const repo = proposalFormatRepo(db);

  return {
    async print(auth: AuthContext, id: number, send: boolean, body: EmailProposal): Promise<PrintedFile> {
      if (send) {
        requireClaim(auth, proposalAccess.edit);
        await reachProposalToEdit(db, auth, id);
      } else {
        requireClaim(auth, proposalAccess.view);
        await reachProposal(db, auth, id);
      }
      const a = await format.assemble(id, auth);
      const pdf = await format.pdfOf(a);
      const filename = proposalPdfName(a.format.ProposalNumber);
      if (!send) return { filename, pdf, sentTo: [] };

      if (a.header.do_not_email) throw ruleFailed(M.DoNotEmail);
      const contacts = await repo.proposalContacts(a.header.account_location_id);
      if (!contacts.length) throw ruleFailed(M.NoRecipient);
      const to = contacts.map((c) => c.email!);
      const f = a.format;
      const message =
        body.Html?.trim() ||
        `Please find attached proposal ${f.ProposalNumber} for ${f.Customer.Address}, ${f.Customer.City}.`;
      const signature = [f.SalesRep.Name, f.Company].filter(Boolean).join('\n');
      try {
        await mailer.send({
          to: to.join(', '),
          subject: `Proposal ${f.ProposalNumber} from ${f.Company}`,
          text: `${message}\n\n${signature}`,
          html: `<p>${escapeHtml(message).replace(/\n/g, '<br>')}</p><p>${escapeHtml(signature).replace(/\n/g, '<br>')}</p>`,
          attachments: [{ filename, content: pdf, contentType: 'application/pdf' }],
        });
      } catch {
        throw new HttpError(502, ProposalMessages.EmailFailed, {
          ModelState: { Service: [ProposalMessages.EmailFailed] },
        });
      }
      return { filename, pdf, sentTo: to };
    },
  };
}
export type ProposalSendService = ReturnType<typeof proposalSendService>;
