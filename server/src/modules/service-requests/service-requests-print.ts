import { ServiceRequestMessages as M, type ServiceRequest } from '@canopy/shared';
import { requireClaim, type AuthContext } from '../../platform/auth/context';
import type { Db } from '../../platform/db';
import { HttpError, ruleFailed } from '../../platform/errors';
import type { Mailer } from '../../platform/mail';
import { renderReport } from '../../platform/pdf';
import { serviceRequestAccess as access } from './service-requests.access';
import { requestLinksRepo } from './service-requests-mail.repo';
import type { ServiceRequestsService } from './service-requests.service';

/** Instants are printed in UTC, named so: the server knows no customer's time zone. */
const when = (v: string) => `${v.slice(0, 10)} ${v.slice(11, 16)} UTC`;

export const requestPdfName = (id: number) => `service-request-${id}.pdf`;

/** The request as the customer and the arborist read it. */
export function requestPdf(companyName: string, r: ServiceRequest): Promise<Buffer> {
  return renderReport({
    issuer: companyName,
    title: `Service Request ${r.Id}`,
    facts: [
      ['Customer', r.AccountName],
      ['Location', r.Address],
      ['Type', r.TypeName],
      ['Status', r.StatusName],
      ['Appointment', `${when(r.AppointmentDate)} to ${when(r.AppointmentDateEnd)}`],
      ['Appointment type', r.AppointmentTypeName],
      ['Arborist', r.SalesRepName],
      ['Estimates', r.EstimateTypes.map((t) => t.Name).join(', ')],
    ],
    sections: r.Notes ? [{ heading: 'Notes', lines: [r.Notes] }] : [],
  });
}

/**
 * Print and e-mail of a request. The mail goes to the location's primary contact (else the account's
 * billing, else its primary contact) when `customer` is set, and to the arborist when `arborist` is.
 */
export function serviceRequestPrinter(
  db: Db,
  mailer: Mailer,
  svc: ServiceRequestsService,
  companyName: string,
) {
  return {
    async download(auth: AuthContext, id: number) {
      requireClaim(auth, access.view);
      const r = await svc.get(auth, id);
      return { name: requestPdfName(r.Id), pdf: await requestPdf(companyName, r) };
    },

    async email(auth: AuthContext, id: number, customer: boolean, arborist: boolean) {
      requireClaim(auth, access.view);
      const r = await svc.get(auth, id);
      const to: string[] = [];
      if (customer) {
        if (r.DoNotEmail) throw ruleFailed(M.DoNotEmail);
        const address = await requestLinksRepo(db).customerEmail(r.AccountLocationId, r.AccountId);
        if (address) to.push(address);
      }
      if (arborist) {
        const rep = await requestLinksRepo(db).employeeEmail(r.SalesRepId);
        if (rep && !to.includes(rep)) to.push(rep);
      }
      if (!to.length) throw ruleFailed(M.NoRecipient);
      const pdf = await requestPdf(companyName, r);
      try {
        await mailer.send({
          to: to.join(', '),
          subject: `Service Request ${r.Id} for ${r.AccountName}`,
          text: [
            `Your ${r.TypeName.toLowerCase()} with ${r.SalesRepName} at ${r.Address}`,
            `is booked for ${when(r.AppointmentDate)} to ${when(r.AppointmentDateEnd)}.`,
            '',
            'The request is attached.',
          ].join('\n'),
          attachments: [{ filename: requestPdfName(r.Id), content: pdf, contentType: 'application/pdf' }],
        });
      } catch {
        throw new HttpError(502, M.EmailFailed);
      }
      return { Sent: to };
    },
  };
}
