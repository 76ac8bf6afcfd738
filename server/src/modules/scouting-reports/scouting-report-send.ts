import {
  ReportOptions,
  ScoutingReportMessages as M,
  scoutingSendRefusal,
  type ScoutingReportSent,
} from '@canopy/shared';
import { requireClaim, type AuthContext } from '../../platform/auth/context';
import type { Db } from '../../platform/db';
import { HttpError, ruleFailed } from '../../platform/errors';
import type { FilesService } from '../../platform/files/files';
import type { Mailer } from '../../platform/mail';
import { reachWorkOrder } from '../work-orders/work-orders.access';
import { scoutingReportAccess } from './scouting-reports.access';
import { locationAddress, reportRecipient, scoutingReportText } from './scouting-report-mail';
import { scoutingPdfName, scoutingReportPdf } from './scouting-report-pdf';
import { scoutingReportsRepo } from './scouting-reports.repo';
import type { ScoutingReportsService } from './scouting-reports.service';

/**
 * GET …/{workOrderId}/emailScoutingReport: mails the customer the report (the full or the short
 * version) as plain text with the same report attached as a PDF, and marks the work order's report
 * sent. A report sent before goes again
 * only when the user confirmed the resend; otherwise 400 with AlreadySent, so the client can ask.
 */
export function scoutingReportSender(
  db: Db,
  mailer: Mailer,
  reports: ScoutingReportsService,
  pdf: { files: Pick<FilesService, 'read'>; companyName: string },
) {
  return async function send(
    auth: AuthContext,
    workOrderId: number,
    opts: { ShortVersion?: boolean; Resend?: boolean },
  ): Promise<ScoutingReportSent> {
    requireClaim(auth, scoutingReportAccess.edit);
    const wo = await reachWorkOrder(db, auth, workOrderId);
    const alreadySent = !!wo.sent_scouting_report;
    const refusal = scoutingSendRefusal(alreadySent, !!opts.Resend);
    if (refusal) throw new HttpError(400, refusal, { ModelState: { Service: [refusal] }, AlreadySent: true });
    const entries = await reports.entries(await scoutingReportsRepo(db).entriesOf(wo.id, false));
    if (!entries.length) throw ruleFailed(M.NoEntries);
    const { account, contact } = await reportRecipient(db, wo);
    if (account.do_not_email) throw ruleFailed(M.DoNotEmail);
    if (!contact?.email) throw ruleFailed(M.NoRecipient);

    const short = !!opts.ShortVersion;
    const option = short ? ReportOptions.ScoutingReportShortVersion : ReportOptions.ScoutingReport;
    const address = await locationAddress(db, wo);
    const text = scoutingReportText(
      {
        workOrderId: wo.id,
        address,
        greeting: `Dear ${contact.first_name} ${contact.last_name}`.trim(),
        notes: wo.scouting_report_notes,
        entries,
      },
      short,
    );
    const attachment = await scoutingReportPdf(
      db,
      pdf.files,
      {
        companyName: pdf.companyName,
        workOrderId: wo.id,
        customer: account.name,
        address,
        notes: wo.scouting_report_notes,
        entries,
      },
      option,
    );
    try {
      await mailer.send({
        to: contact.email,
        subject: `Scouting Report${short ? ' (Short Version)' : ''} for ${account.name}`,
        text,
        attachments: [
          { filename: scoutingPdfName(wo.id, option), content: attachment, contentType: 'application/pdf' },
        ],
      });
    } catch {
      // The mark stays as it was: the customer did not get this one.
      throw new HttpError(502, short ? M.SendShortFailed : M.SendFailed);
    }
    await scoutingReportsRepo(db).markSent(wo.id);
    return { Message: M.Sent, To: contact.email, WasAlreadySent: alreadySent, SentScoutingReport: true };
  };
}
