import { ServiceReportMessages as M, type ServiceReportSent } from '@canopy/shared';
import { requireClaim, type AuthContext } from '../../platform/auth/context';
import type { Db } from '../../platform/db';
import { HttpError, ruleFailed } from '../../platform/errors';
import type { FilesService } from '../../platform/files/files';
import type { Mailer } from '../../platform/mail';
import { locationAddress, reportRecipient } from '../scouting-reports/scouting-report-mail';
import { reachWorkOrder } from '../work-orders/work-orders.access';
import { workOrderServiceAccess } from './work-order-services.access';
import type { WorkOrderServicesService } from './work-order-services.service';
import { serviceReportPdf } from './service-report.pdf';

/** Every live service of a work order fits one report (services pages hold 12; this is a ceiling). */
const REPORT_TAKE = 999;

/**
 * GET workOrders/workOrderServiceReport/{workOrderId}/emailServiceReport: mails the customer (the
 * same contact the scouting report goes to) a note with the service report attached as a PDF.
 * Nothing is recorded, so a failed send can simply be tried again.
 */
export function serviceReportSender(
  db: Db,
  mailer: Mailer,
  services: WorkOrderServicesService,
  pdf: { files: Pick<FilesService, 'read'>; companyName: string },
) {
  return async function send(auth: AuthContext, workOrderId: number): Promise<ServiceReportSent> {
    requireClaim(auth, workOrderServiceAccess.view);
    const wo = await reachWorkOrder(db, auth, workOrderId);
    const { rows } = await services.search(auth, {
      WorkOrderId: wo.id,
      Query: '*',
      Skip: 0,
      Take: REPORT_TAKE,
      IncludeArchived: false,
    });
    if (!rows.length) throw ruleFailed(M.NoServices);
    const { account, contact } = await reportRecipient(db, wo);
    if (account.do_not_email) throw ruleFailed(M.DoNotEmail);
    if (!contact?.email) throw ruleFailed(M.NoRecipient);

    const address = await locationAddress(db, wo);
    const attachment = await serviceReportPdf(db, pdf.files, {
      companyName: pdf.companyName,
      workOrderId: wo.id,
      customer: account.name,
      address,
      services: rows,
    });
    const greeting = `Dear ${contact.first_name} ${contact.last_name}`.trim();
    try {
      await mailer.send({
        to: contact.email,
        subject: `Service Report for ${account.name}`,
        text: [
          `${greeting},`,
          '',
          `Attached is the service report of our work at ${address || 'your property'} (work order ${wo.id}).`,
          '',
          `${pdf.companyName}`,
        ].join('\n'),
        attachments: [
          { filename: `service-report-${wo.id}.pdf`, content: attachment, contentType: 'application/pdf' },
        ],
      });
    } catch {
      throw new HttpError(502, M.EmailFailed);
    }
    return { Message: M.Sent, To: contact.email };
  };
}
export type ServiceReportSender = ReturnType<typeof serviceReportSender>;
