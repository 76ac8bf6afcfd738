import {
  PROPOSAL_TEMPLATE_PAGE_SIZE,
  ProposalMessages as M,
  TemplateMessages as T,
  type Proposal,
  type ProposalTemplate,
  type ProposalTemplateContent,
  type ProposalTemplateQuery,
  type SaveProposalTemplate,
  type StartFromTemplate,
} from '@canopy/shared';
import { requireClaim, type AuthContext } from '../../platform/auth/context';
import { iso, nowIso, type Db } from '../../platform/db';
import { saveIfCurrent } from '../../platform/db/versioned';
import { conflict, formErrors, notFound, ruleFailed } from '../../platform/errors';
import { pageOf } from '../../platform/lists';
import { contentCounts, readTemplateContent, writeTemplateContent } from './proposal-templates.content';
import { proposalAccess as access, reachProposal } from './proposals.access';
import type { ProposalsService } from './proposals.service';

type Row = {
  id: number;
  name: string;
  description: string | null;
  content: string;
  source_proposal_id: number | null;
  created_at: unknown;
  updated_at: unknown;
  version: number;
};

function toTemplate(r: Row): ProposalTemplate {
  const content = JSON.parse(r.content) as ProposalTemplateContent;
  const counts = contentCounts(content);
  return {
    Id: r.id,
    Name: r.name,
    Description: r.description,
    SourceProposalId: r.source_proposal_id,
    GroupCount: counts.groups,
    ItemCount: counts.items,
    CreatedDate: iso(r.created_at)!,
    UpdatedDate: iso(r.updated_at)!,
    Version: r.version,
    Content: content,
  };
}

/** Proposal templates (spec §2: FullAccess; 12 a page): kept from a proposal, started from, deleted. */
export function proposalTemplatesService(db: Db, proposals: ProposalsService) {
  const load = async (id: number) => {
    const row = await db.selectFrom('proposal_templates').selectAll().where('id', '=', id).executeTakeFirst();
    if (!row) throw notFound();
    return row;
  };

  async function contentOf(auth: AuthContext, proposalId: number) {
    await reachProposal(db, auth, proposalId);
    const content = await readTemplateContent(db, proposalId);
    if (!content.Groups.length) throw ruleFailed(T.EmptyProposal);
    return content;
  }

  function checked(body: SaveProposalTemplate) {
    const form = formErrors();
    const name = body.Name.trim();
    if (!name) form.add('Name', T.NameRequired);
    if (!body.Id && !body.ProposalId) form.add('ProposalId', T.ProposalRequired);
    form.check(M.SaveFailed);
    return { name, description: body.Description?.trim() || null };
  }

  return {
    async search(auth: AuthContext, q: ProposalTemplateQuery) {
      requireClaim(auth, access.templates);
      const page = pageOf({ Query: q.q, Skip: q.skip, Take: q.take }, PROPOSAL_TEMPLATE_PAGE_SIZE);
      let base = db.selectFrom('proposal_templates');
      for (const w of page.words)
        base = base.where((eb) =>
          eb.or([
            eb(eb.fn('lower', ['name']), 'like', `%${w.toLowerCase()}%`),
            eb(eb.fn('lower', ['description']), 'like', `%${w.toLowerCase()}%`),
          ]),
        );
      const [rows, total] = await Promise.all([
        base.selectAll().orderBy('name').orderBy('id').offset(page.skip).limit(page.take).execute(),
        base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
      ]);
      return {
        rows: rows.map((r) => {
          const { Content: _content, ...item } = toTemplate(r);
          return item;
        }),
        total: Number(total.n),
      };
    },

    async get(auth: AuthContext, id: number): Promise<ProposalTemplate> {
      requireClaim(auth, access.templates);
      return toTemplate(await load(id));
    },

    async json(auth: AuthContext, id: number): Promise<ProposalTemplateContent> {
      requireClaim(auth, access.templates);
      return toTemplate(await load(id)).Content;
    },

    /** POST keeps a proposal as a new template; PUT (Id) renames one and may take a proposal again. */
    async save(auth: AuthContext, body: SaveProposalTemplate): Promise<ProposalTemplate> {
      requireClaim(auth, access.templates);
      const values = checked(body);
      const now = nowIso();
      const content = body.ProposalId ? await contentOf(auth, body.ProposalId) : null;
      if (!body.Id) {
        const { id } = await db
          .insertInto('proposal_templates')
          .values({
            ...values,
            content: JSON.stringify(content),
            source_proposal_id: body.ProposalId!,
            created_by_id: auth.employeeId,
            created_at: now,
            updated_at: now,
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        return toTemplate(await load(id));
      }
      const stored = await load(body.Id);
      const saved = await saveIfCurrent(db, 'proposal_templates', stored.id, body.Version ?? stored.version, {
        ...values,
        ...(content ? { content: JSON.stringify(content), source_proposal_id: body.ProposalId } : {}),
        updated_at: now,
      });
      if (!saved) throw conflict(toTemplate(await load(stored.id)));
      return toTemplate(await load(stored.id));
    },

    async remove(auth: AuthContext, id: number): Promise<void> {
      requireClaim(auth, access.templates);
      await load(id);
      await db.deleteFrom('proposal_templates').where('id', '=', id).execute();
    },

    /** A new Created proposal for the location, holding the template's groups, in one transaction. */
    async start(auth: AuthContext, id: number, body: StartFromTemplate): Promise<Proposal> {
      requireClaim(auth, access.templates);
      const { Content } = toTemplate(await load(id));
      return proposals.create(auth, body, (trx, proposalId) =>
        writeTemplateContent(trx, proposalId, Content),
      );
    },
  };
}
export type ProposalTemplatesService = ReturnType<typeof proposalTemplatesService>;
