import { formatCurrency, type WorkAuthorization } from '@canopy/shared';
import type { AuthContext } from '../../platform/auth/context';
import type { Db } from '../../platform/db';
import { embeddable, renderReport, type PdfSection } from '../../platform/pdf';
import type { WorkAuthorizationsService } from './work-authorizations.service';

const money = (dollars: number) => formatCurrency(Math.round(dollars * 100));

/** The customer's drawn signature, kept as a data URL; anything else prints as "Signed" only. */
function signatureImage(signature: string | null): Buffer | null {
  const m = /^data:image\/(?:png|jpeg);base64,(.+)$/s.exec(signature ?? '');
  if (!m) return null;
  const data = Buffer.from(m[1]!, 'base64');
  return embeddable(data) ? data : null;
}

/** The approved lines, figures, deposits and signature of one work authorization. */
export function waPdf(
  companyName: string,
  wa: WorkAuthorization,
  signature: string | null,
  createdAt: string,
): Promise<Buffer> {
  const approved: [string, string][] = [];
  for (const g of wa.ProposalGroups)
    for (const o of g.ProposalOptionGroups.flatMap((og) => og.ProposalOptions)) {
      for (const s of o.ProposalItemServices)
        if (s.Approved) approved.push([`${g.Name}: ${s.ServiceName}`, money(s.Cost)]);
      for (const m of o.ProposalItemMaterials)
        if (m.Approved) approved.push([`${g.Name}: ${m.MaterialName}`, money(m.Cost)]);
    }
  const deposits = wa.CustomerPayments.filter((p) => p.IsDeposit);
  const sections: PdfSection[] = [
    approved.length
      ? { heading: 'Approved work', facts: approved }
      : { heading: 'Approved work', lines: ['Nothing is approved yet.'] },
    {
      heading: 'Totals',
      facts: [
        ['Approved', money(wa.ApprovedSubtotal)],
        ['Promotion savings', money(wa.PromotionSavings)],
        ['Total approved', money(wa.TotalApprovedCost)],
        [`Estimated tax (${wa.TaxRate}%)`, money(wa.EstimatedTax)],
        [`Down payment (${wa.MinimumDownPayment}%)`, money(wa.DefaultDeposit + wa.Deposits)],
      ],
    },
    deposits.length
      ? {
          heading: 'Deposits',
          facts: deposits.map((p) => [
            p.DateCreated.slice(0, 10),
            `${money(p.Amount)}${p.CheckNumber ? ` (check ${p.CheckNumber})` : ''}`,
          ]),
        }
      : { heading: 'Deposits', lines: ['No deposit recorded.'] },
  ];
  if (signature) {
    const image = signatureImage(signature);
    sections.push({
      heading: 'Customer signature',
      lines: [`Signed${wa.DateApproved ? ` on ${wa.DateApproved.slice(0, 10)}` : ''}`],
      images: image ? [{ data: image }] : [],
    });
  }
  return renderReport({
    issuer: companyName,
    title: `Work Authorization ${wa.ProposalNumber}`,
    facts: [
      ['Customer', wa.AccountName],
      ['Location', wa.Address],
      ['Status', wa.Status],
      ['Approval', wa.ApprovalStatus],
    ],
    sections,
    createdAt: new Date(createdAt),
  });
}

/** POST workAuthorization/print/{id}: the same record prints the same bytes. */
export function waPrinter(db: Db, was: WorkAuthorizationsService, companyName: string) {
  return {
    async print(auth: AuthContext, id: number) {
      const wa = await was.get(auth, id);
      const row = await db
        .selectFrom('work_authorizations')
        .select(['signature', 'created_at'])
        .where('id', '=', id)
        .executeTakeFirstOrThrow();
      const pdf = await waPdf(companyName, wa, row.signature, String(row.created_at));
      return { name: `work-authorization-${wa.ProposalNumber}.pdf`, pdf };
    },
  };
}
