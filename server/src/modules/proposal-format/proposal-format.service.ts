import {
  F,
  formatEditable,
  has,
  isApprovedProposal,
  ProposalFormatMessages as M,
  todayIsoDate,
  type ProposalFormat,
  type SaveFormatTexts,
} from '@canopy/shared';
import { mayDo, requireClaim, type AuthContext } from '../../platform/auth/context';
import { iso, nowIso, type Db } from '../../platform/db';
import { inTransaction } from '../../platform/db/transaction';
import type { EncryptedIds } from '../../platform/encrypted-ids';
import { forbidden, HttpError, notFound, ruleFailed } from '../../platform/errors';
import type { FilesService } from '../../platform/files/files';
import type { PdfImage } from '../../platform/pdf';
import { toBuilder } from '../proposal-builder/proposal-builder.mapper';
import { readHierarchy, type Hierarchy } from '../proposal-builder/proposal-builder.repo';
import { readCompanyLogo } from '../company/company-branding';
import { listPrintAttachments } from '../proposals/proposal-docs.service';
import { mayEdit, proposalAccess, reachProposal, reachProposalToEdit } from '../proposals/proposals.access';
import { attachmentPages, readPrintAttachments } from './proposal-attachments';
import { toFormat } from './proposal-format.mapper';
import { photoKey, renderProposalPdf, type PdfPageWriter } from './proposal-format.pdf';
import { proposalFormatRepo, type FormatHeaderRow } from './proposal-format.repo';

/** What kind of record a proposal's public link names (sealed with the id). */
export const PROPOSAL_LINK = 'proposal';

export interface FormatDeps {
  db: Db;
  files: FilesService;
  ids: EncryptedIds;
  companyName: string;
  /** The configured logo file (COMPANY_LOGO), as the customer pages' branding uses it. */
  companyLogo?: string;
}

export interface AssembledProposal {
  format: ProposalFormat;
  header: FormatHeaderRow;
  hierarchy: Hierarchy;
}

/**
 * The customer-facing proposal: the staff format page, the public links by encrypted id, the format
 * texts (spec §4: editable only with InventoryItems Full and no confirmed work authorization) and
 * the printed PDF. Every answer is assembled by `assemble`, so page, link and PDF never disagree.
 */
export function proposalFormatService({ db, files, ids, companyName, companyLogo }: FormatDeps) {
  const repo = proposalFormatRepo(db);

  async function editable(auth: AuthContext | null, header: FormatHeaderRow): Promise<boolean> {
    if (!auth || !mayDo(auth, proposalAccess.edit) || !mayEdit(auth, header)) return false;
    return formatEditable({
      inventoryItemsFull: has(auth.claims, 'InventoryItems', F),
      mayEditProposal: true,
      workAuthorizationStatusIds: await repo.workAuthorizationStatusIds(header.id),
    });
  }

  async function assemble(id: number, auth: AuthContext | null): Promise<AssembledProposal> {
    const header = await repo.header(id);
    if (!header) throw notFound();
    const today = todayIsoDate();
    const [hierarchy, promotions, certifications, taxRateE4, canEdit] = await Promise.all([
      readHierarchy(db, id),
      repo.promotions(id),
      repo.certifications(header.sales_rep_id, today),
      repo.taxRateE4(header.zip, today),
      editable(auth, header),
    ]);
    const builder = toBuilder(
      header,
      false,
      hierarchy,
      promotions.map((p) => ({ name: p.name, discountE2: p.discount_e2 })),
      files,
    );
    const format = toFormat({
      header,
      builder,
      serviceGroups: hierarchy.serviceGroups,
      certifications,
      taxRateE4,
      company: companyName,
      // Only staff get the link to hand on; a public answer never mints more of them.
      encryptedId: auth ? ids.seal(PROPOSAL_LINK, id) : null,
      editable: canEdit,
    });
    return { format, header, hierarchy };
  }

  /** The proposal an encrypted id names; an altered or made-up id is refused, never another proposal. */
  function openLink(text: string): number {
    const id = ids.open(PROPOSAL_LINK, text);
    if (id === null) throw new HttpError(400, M.InvalidLink, { ModelState: { Service: [M.InvalidLink] } });
    return id;
  }

  async function photosOf(h: Hierarchy): Promise<Map<string, PdfImage>> {
    const wanted = [
      ...h.services.flatMap((s) => s.photos.map((p) => ({ key: photoKey('Service', p.id), p }))),
      ...h.materials.flatMap((m) => m.photos.map((p) => ({ key: photoKey('Material', p.id), p }))),
    ];
    // Read side by side: a proposal's photos are independent files, and the PDF waits for all of them.
    const read = await Promise.all(wanted.map(({ p }) => files.read(p.file_id)));
    const out = new Map<string, PdfImage>();
    wanted.forEach(({ key, p }, i) => {
      const file = read[i];
      if (file && file.contentType.startsWith('image/'))
        out.set(key, { data: file.data, caption: p.caption });
    });
    return out;
  }

  /**
   * The printed proposal of an assembled one, ending with the company's active print attachment
   * documents in their order (images a page each, PDFs page by page). `extraPages` come before them.
   */
  async function pdfOf(a: AssembledProposal, extraPages: readonly PdfPageWriter[] = []): Promise<Buffer> {
    const [photos, attachments, logo] = await Promise.all([
      photosOf(a.hierarchy),
      listPrintAttachments(db).then((refs) => readPrintAttachments(files, refs)),
      readCompanyLogo({ companyName, companyLogo }),
    ]);
    const appended = attachmentPages(attachments);
    const rendered = await renderProposalPdf({
      format: a.format,
      photos,
      logo: logo?.data,
      // The proposal's own date, never the clock: the same proposal prints the same bytes.
      createdAt: new Date(iso(a.header.created_at)!),
      extraPages: [...extraPages, ...appended.writers],
      notes: appended.notes,
    });
    return appended.merge(rendered);
  }

  return {
    assemble,
    pdfOf,

    async format(auth: AuthContext, id: number): Promise<ProposalFormat> {
      requireClaim(auth, proposalAccess.view);
      await reachProposal(db, auth, id);
      return (await assemble(id, auth)).format;
    },

    /** The encoded id for a proposal's public link; only for a caller who reaches the proposal. */
    async encrypt(auth: AuthContext, id: number): Promise<string> {
      requireClaim(auth, proposalAccess.view);
      await reachProposal(db, auth, id);
      return ids.seal(PROPOSAL_LINK, id);
    },

    async publicFormat(link: string): Promise<ProposalFormat> {
      return (await assemble(openLink(link), null)).format;
    },

    /** The proposal as approved: only once the customer accepted it or it was confirmed. */
    async approvedFormat(link: string): Promise<ProposalFormat> {
      const a = await assemble(openLink(link), null);
      if (!isApprovedProposal(a.format.StatusId))
        throw new HttpError(404, M.NotApproved, { ModelState: { Service: [M.NotApproved] } });
      return a.format;
    },

    async saveTexts(auth: AuthContext, id: number, body: SaveFormatTexts): Promise<ProposalFormat> {
      requireClaim(auth, proposalAccess.edit);
      await reachProposalToEdit(db, auth, id);
      const header = (await repo.header(id))!;
      if (!(await editable(auth, header)))
        throw has(auth.claims, 'InventoryItems', F) ? ruleFailed(M.NotEditable) : forbidden();
      await inTransaction(db, async (trx) => {
        const r = proposalFormatRepo(trx);
        if (body.CoverLetter !== undefined)
          await trx
            .insertInto('proposal_cover_letters')
            .values({ proposal_id: id, text: body.CoverLetter, updated_at: nowIso() })
            .onConflict((oc) =>
              oc.column('proposal_id').doUpdateSet({ text: body.CoverLetter!, updated_at: nowIso() }),
            )
            .execute();
        for (const sg of body.ServiceGroups ?? []) {
          const values: { definition?: string | null; recommendation?: string | null } = {};
          if (sg.Definition !== undefined) values.definition = sg.Definition?.trim() || null;
          if (sg.Recommendation !== undefined) values.recommendation = sg.Recommendation?.trim() || null;
          if (!Object.keys(values).length) continue;
          if (!(await r.saveServiceGroupText(id, sg.Id, values))) throw ruleFailed(M.SaveFailed);
        }
      });
      return (await assemble(id, auth)).format;
    },
  };
}
export type ProposalFormatService = ReturnType<typeof proposalFormatService>;
