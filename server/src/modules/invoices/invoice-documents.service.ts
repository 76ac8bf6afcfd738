import {
  claim,
  F,
  InvoiceEmailMessages as W,
  PrintStatuses,
  type CustomerInvoice,
  type FormattedInvoice,
  type InvoiceDetailWithWorkOrder,
  type InvoiceEmailAnswer,
} from '@canopy/shared';
import { requireClaim, type AuthContext } from '../../platform/auth/context';
import { iso, type Db } from '../../platform/db';
import type { EncryptedIds } from '../../platform/encrypted-ids';
import { HttpError, notFound, ruleFailed } from '../../platform/errors';
import type { Mailer } from '../../platform/mail';
import { readCompanyLogo } from '../company/company-branding';
import { formatInvoice, type InvoiceBrandingConfig } from './invoice-formatted';
import { invoicePageUrl, openInvoiceLink, sealInvoiceLink } from './invoice-links';
import { billingContacts, invoiceMail, mailCheck } from './invoice-mail';
import { renderInvoicePdf } from './invoice-pdf';
import { invoiceDetailsWithWorkOrders } from './invoice-details';
import { invoiceAccess, reachInvoice, type InvoiceRow } from './invoices.access';

/** Spec §6: printing goes with viewing; only FullAccess on Invoices may send email. */
export const invoiceDocumentAccess = {
  view: invoiceAccess.view,
  email: { access: { claim: claim('Invoices', F) } },
  public: { access: { public: true as const } },
};

export interface InvoiceDocumentDeps {
  db: Db;
  ids: EncryptedIds;
  mailer: Mailer;
  config: InvoiceBrandingConfig & { publicUrl: string };
}

const pdfName = (ids: number[]) => (ids.length === 1 ? `invoice-${ids[0]}.pdf` : 'invoices.pdf');

/** The invoice as a document: formatted, printed, mailed, and opened by its customer's link. */
export function invoiceDocumentsService({ db, ids, mailer, config }: InvoiceDocumentDeps) {
  /** One PDF of these invoices, stamped with the newest one's creation, so a reprint is byte-equal. */
  async function pdfOf(rows: InvoiceRow[]): Promise<{ pdf: Buffer; formatted: FormattedInvoice[] }> {
    const formatted: FormattedInvoice[] = [];
    for (const r of rows) formatted.push(await formatInvoice(db, config, r.id));
    const newest = rows
      .map((r) => iso(r.created_at)!)
      .sort()
      .at(-1)!;
    const logo = await readCompanyLogo(config);
    const pdf = await renderInvoicePdf({
      invoices: formatted,
      logo: logo?.data ?? null,
      createdAt: new Date(newest),
    });
    return { pdf, formatted };
  }

  async function markPrintStatus(invoiceIds: number[], status: number) {
    if (!invoiceIds.length) return;
    await db
      .updateTable('invoices')
      .set((eb) => ({ print_status_id: status, version: eb('version', '+', 1) }))
      .where('id', 'in', invoiceIds)
      .execute();
  }

  /** Every id must be reached; one out of reach is 404 for the whole call, and nothing happens. */
  async function reachAll(auth: AuthContext, invoiceIds: number[]) {
    const rows: InvoiceRow[] = [];
    for (const id of [...new Set(invoiceIds)]) rows.push(await reachInvoice(db, auth, id));
    return rows;
  }

  /** Mails each invoice that passes §5's checks; the others come back as warnings. */
  async function mailAll(rows: InvoiceRow[]): Promise<InvoiceEmailAnswer> {
    const sent: number[] = [];
    const warnings: string[] = [];
    for (const row of rows) {
      const check = await mailCheck(db, row);
      if (check.warning !== null) {
        warnings.push(check.warning);
        continue;
      }
      const { pdf, formatted } = await pdfOf([row]);
      const link = invoicePageUrl(config.publicUrl, sealInvoiceLink(ids, row.id));
      try {
        await mailer.send(
          invoiceMail({
            to: check.to,
            companyName: config.companyName,
            number: formatted[0]!.InvoiceNumber,
            amountDue: formatted[0]!.AmountDue,
            link,
            pdf,
          }),
        );
      } catch {
        warnings.push(`${W.Failed}: invoice ${row.id}`);
        continue;
      }
      await markPrintStatus([row.id], PrintStatuses.Emailed);
      sent.push(row.id);
    }
    return {
      Message: sent.length ? W.Sent(sent.length) : W.NoneSent,
      SentInvoiceIds: sent,
      Warnings: warnings,
    };
  }

  async function fromLink(text: string): Promise<InvoiceRow> {
    const id = openInvoiceLink(ids, text);
    const row =
      id === null
        ? undefined
        : await db.selectFrom('invoices').selectAll().where('id', '=', id).executeTakeFirst();
    if (!row) throw notFound();
    return row;
  }

  return {
    async formatted(auth: AuthContext, id: number): Promise<FormattedInvoice> {
      requireClaim(auth, invoiceDocumentAccess.view);
      await reachInvoice(db, auth, id);
      return formatInvoice(db, config, id);
    },

    async details(auth: AuthContext, id: number): Promise<InvoiceDetailWithWorkOrder[]> {
      requireClaim(auth, invoiceDocumentAccess.view);
      await reachInvoice(db, auth, id);
      return invoiceDetailsWithWorkOrders(db, id);
    },

    /** POST invoices/{id}/print and print-invoices: one PDF, and the invoices read Printed. */
    async print(auth: AuthContext, invoiceIds: number[]) {
      requireClaim(auth, invoiceDocumentAccess.view);
      const rows = await reachAll(auth, invoiceIds);
      const { pdf } = await pdfOf(rows);
      await markPrintStatus(
        rows.map((r) => r.id),
        PrintStatuses.Printed,
      );
      return { name: pdfName(rows.map((r) => r.id)), pdf };
    },

    /** POST email-selected: mails those that may be mailed, warns of the rest (spec §5). */
    async emailSelected(auth: AuthContext, invoiceIds: number[]): Promise<InvoiceEmailAnswer> {
      requireClaim(auth, invoiceDocumentAccess.email);
      return mailAll(await reachAll(auth, invoiceIds));
    },

    /** POST invoices/{id}/email: as one of the selected, but a skip or a failed send is refused. */
    async email(auth: AuthContext, id: number): Promise<InvoiceEmailAnswer> {
      requireClaim(auth, invoiceDocumentAccess.email);
      const answer = await mailAll([await reachInvoice(db, auth, id)]);
      const warning = answer.Warnings[0];
      if (warning?.startsWith(W.Failed))
        throw new HttpError(502, W.Failed, { ModelState: { Service: [W.Failed] } });
      if (warning) throw ruleFailed(warning);
      return answer;
    },

    /** GET invoices/getByEncryptedId/{id}: the customer's view, by the link alone. */
    async byEncryptedId(text: string): Promise<CustomerInvoice> {
      const row = await fromLink(text);
      return { ...(await formatInvoice(db, config, row.id)), EncryptedId: text };
    },

    /** The customer page's Print: the same PDF the office prints; the print status is the office's. */
    async publicPdf(text: string) {
      const row = await fromLink(text);
      return { name: pdfName([row.id]), pdf: (await pdfOf([row])).pdf };
    },

    /**
     * The customer page's "Email me a copy": to the account's billing contacts only, never to an
     * address the page names, so a link cannot be used to send mail anywhere. The customer asked,
     * so the office's do-not-email flag does not stop it.
     */
    async publicEmail(text: string) {
      const row = await fromLink(text);
      const to = await billingContacts(db, row.account_id);
      if (!to.length)
        throw ruleFailed(W.NoBillingContact(row.id, (await formatInvoice(db, config, row.id)).BillTo.Name));
      const { pdf, formatted } = await pdfOf([row]);
      try {
        await mailer.send(
          invoiceMail({
            to,
            companyName: config.companyName,
            number: formatted[0]!.InvoiceNumber,
            amountDue: formatted[0]!.AmountDue,
            link: invoicePageUrl(config.publicUrl, text),
            pdf,
          }),
        );
      } catch {
        throw new HttpError(502, W.Failed, { ModelState: { Service: [W.Failed] } });
      }
      return { Message: W.CopySent };
    },
  };
}
export type InvoiceDocumentsService = ReturnType<typeof invoiceDocumentsService>;
