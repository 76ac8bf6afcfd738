import {
  customerWaPage,
  ProposalFormatMessages,
  WorkAuthorizationMessages as M,
  WorkAuthorizationStatuses as S,
} from '@canopy/shared';
import { nowIso, type Db } from '../../platform/db';
import type { EncryptedIds } from '../../platform/encrypted-ids';
import { HttpError, notFound, ruleFailed } from '../../platform/errors';
import type { Mailer } from '../../platform/mail';
import { proposalFormatRepo } from '../proposal-format/proposal-format.repo';
import { sealWaLink } from './work-authorization-links';

export interface WaMailDeps {
  db: Db;
  ids: EncryptedIds;
  mailer: Mailer;
  publicUrl: string;
  companyName: string;
}

/** The proposal's latest work authorization, or null. */
export const latestWa = (db: Db, proposalId: number) =>
  db
    .selectFrom('work_authorizations')
    .selectAll()
    .where('proposal_id', '=', proposalId)
    .orderBy('id', 'desc')
    .executeTakeFirst();

/**
 * Mails the customer's link of a proposal's work authorization to the location's contacts who
 * receive proposals and marks it Sent To Client. Spec §4: a contract goes out as the contract mail,
 * a proposal as the work authorization mail. The caller has checked who may ask.
 */
export async function mailWorkAuthorization(
  deps: WaMailDeps,
  proposalId: number,
  kind: 'proposal' | 'contract',
): Promise<{ SentTo: string[] }> {
  const { db } = deps;
  const row = await latestWa(db, proposalId);
  if (!row) throw ruleFailed(M.NotFound);
  const repo = proposalFormatRepo(db);
  const header = await repo.header(proposalId);
  if (!header) throw notFound();
  if (header.do_not_email) throw ruleFailed(ProposalFormatMessages.DoNotEmail);
  const contacts = await repo.proposalContacts(header.account_location_id);
  if (!contacts.length) throw ruleFailed(ProposalFormatMessages.NoRecipient);
  const to = contacts.map((c) => c.email!);
  const link = `${deps.publicUrl}${customerWaPage(sealWaLink(deps.ids, row.id, row.link_version))}`;
  const number = String(header.proposal_number ?? header.id).padStart(11, '0');
  const what = kind === 'contract' ? 'contract' : 'work authorization';
  const subject =
    kind === 'contract'
      ? `Contract ${number} from ${deps.companyName}`
      : `Work authorization ${number} from ${deps.companyName}`;
  try {
    await deps.mailer.send({
      to: to.join(', '),
      subject,
      text:
        `Please review and approve the ${what} for proposal ${number} at ${header.address}:\n` +
        `${link}\n\n${deps.companyName}`,
      html: `<p>Please review and approve the ${what} for proposal ${number}.</p><p><a href="${link}">Open the work authorization</a></p>`,
    });
  } catch {
    throw new HttpError(502, M.EmailFailed, { ModelState: { Service: [M.EmailFailed] } });
  }
  if (row.status_id === S.Created || row.status_id === S.Printed)
    await db
      .updateTable('work_authorizations')
      .set((eb) => ({ status_id: S.SentToClient, updated_at: nowIso(), version: eb('version', '+', 1) }))
      .where('id', '=', row.id)
      .execute();
  return { SentTo: to };
}
