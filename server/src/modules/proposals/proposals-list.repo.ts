import { sql, type SelectQueryBuilder } from 'kysely';
import { ProposalTypes, type ProposalSearch, type Scope } from '@canopy/shared';
import type { Db } from '../../platform/db';
import type { Database } from '../../platform/db/schema';
import { listTotal } from '../../platform/db/count-cache';
import { findText, type TextMatches } from '../../platform/db/text-search';
import type { Page } from '../../platform/lists';
import { inProposalScope } from './proposals.access';

// A number in the query may be a proposal's number, padded or not; other words use the text index.
const isNumber = (w: string) => /^\d{1,11}$/.test(w) && Number(w) <= 2_147_483_647;

/** The day after `day` at midnight UTC, as an ISO instant: the list's ToDate is inclusive. */
const dayAfter = (day: string) => new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000).toISOString();

type ListQuery = SelectQueryBuilder<Database, 'proposals', object>;

/** Spec §7 contract searches: the authorization's status and approval, the lines' classifications. */
function contractFilters(q: ListQuery, f: ProposalSearch): ListQuery {
  // Spec §2: legacy contracts are hidden unless asked for.
  if (!f.ShowLegacyContract) q = q.where('proposals.legacy', '=', 0);
  const waWith = (column: 'w.status_id' | 'w.approval_status_id', values: number[]) =>
    q.where((eb) =>
      eb.exists(
        eb
          .selectFrom('work_authorizations as w')
          .select('w.id')
          .whereRef('w.proposal_id', '=', 'proposals.id')
          .where(column, 'in', values),
      ),
    );
  if (f.WAStatusIds?.length) q = waWith('w.status_id', f.WAStatusIds);
  if (f.WAApprovedValues?.length) q = waWith('w.approval_status_id', f.WAApprovedValues);
  const classes = f.ClassificationIds;
  if (classes?.length)
    q = q.where((eb) =>
      eb.exists(
        eb
          .selectFrom('proposal_item_services as l')
          .innerJoin('services as sv', 'sv.id', 'l.service_id')
          .select('l.id')
          .whereRef('l.proposal_id', '=', 'proposals.id')
          .where('sv.service_classification_id', 'in', classes),
      ),
    );
  return q;
}

export function proposalsListRepo(db: Db) {
  const filtered = (s: Scope, page: Page, f: ProposalSearch, text: TextMatches) => {
    let q = db.selectFrom('proposals').where(inProposalScope(s));
    if (f.ProposalTypeId) q = q.where('proposals.proposal_type_id', '=', f.ProposalTypeId);
    if (f.BranchIds?.length) q = q.where('proposals.branch_id', 'in', f.BranchIds);
    if (f.StatusIds?.length) q = q.where('proposals.status_id', 'in', f.StatusIds);
    if (f.EmployeeIds?.length) q = q.where('proposals.sales_rep_id', 'in', f.EmployeeIds);
    if (f.SalesRepId) q = q.where('proposals.sales_rep_id', '=', f.SalesRepId);
    if (f.AccountIds?.length) q = q.where('proposals.account_id', 'in', f.AccountIds);
    if (f.YearOfWork) q = q.where('proposals.year_of_work', '=', f.YearOfWork);
    if (f.FromDate) q = q.where('proposals.created_at', '>=', `${f.FromDate}T00:00:00.000Z`);
    if (f.ToDate) q = q.where('proposals.created_at', '<', dayAfter(f.ToDate));
    if (f.ProposalTypeId === ProposalTypes.Contract) q = contractFilters(q, f);
    q = q.where(text.where('proposals.id'));
    for (const w of page.words.filter(isNumber)) q = q.where('proposals.proposal_number', '=', Number(w));
    return q;
  };

  return {
    /** One page of ids, newest first, and the total. */
    async pageIds(s: Scope, page: Page, f: ProposalSearch): Promise<{ ids: number[]; total: number }> {
      const words = page.words.filter((w) => !isNumber(w));
      const text = await findText(db, 'proposals', words);
      if (text.none) return { ids: [], total: 0 };
      const [rows, total] = await Promise.all([
        filtered(s, page, f, text)
          .select('proposals.id')
          .orderBy('proposals.created_at', 'desc')
          .orderBy('proposals.id', 'desc')
          .offset(page.skip)
          .limit(page.take)
          .execute(),
        listTotal(db, 'proposals', s, page, { ...f, Skip: 0, Take: 0 }, async () => {
          const { n } = await filtered(s, page, f, text)
            .select((eb) => eb.fn.countAll<number>().as('n'))
            .executeTakeFirstOrThrow();
          return Number(n);
        }),
      ]);
      return { ids: rows.map((r) => r.id), total };
    },

    /** What the list and the info screen show of these proposals. */
    async rows(ids: number[]) {
      if (!ids.length) return [];
      return db
        .selectFrom('proposals as p')
        .innerJoin('accounts as a', 'a.id', 'p.account_id')
        .innerJoin('account_locations as l', 'l.id', 'p.account_location_id')
        .innerJoin('branches as b', 'b.id', 'p.branch_id')
        .leftJoin('employees as e', 'e.id', 'p.sales_rep_id')
        .selectAll('p')
        .select([
          'a.name as account_name',
          'a.do_not_email',
          'l.address',
          'l.city',
          'l.state',
          'l.zip',
          'b.name as branch_name',
          sql<string | null>`e.first_name || ' ' || e.last_name`.as('rep_name'),
        ])
        .where('p.id', 'in', ids)
        .execute();
    },

    /** What a contract list item adds: the latest authorization and the lines' classifications. */
    async contractFacts(ids: number[]) {
      if (!ids.length) return new Map<number, ContractFacts>();
      const [was, classes] = await Promise.all([
        db
          .selectFrom('work_authorizations')
          .select(['id', 'proposal_id', 'status_id'])
          .where('proposal_id', 'in', ids)
          .orderBy('id')
          .execute(),
        db
          .selectFrom('proposal_item_services as l')
          .innerJoin('services as sv', 'sv.id', 'l.service_id')
          .select(['l.proposal_id', 'sv.service_classification_id'])
          .distinct()
          .where('l.proposal_id', 'in', ids)
          .where('sv.service_classification_id', 'is not', null)
          .execute(),
      ]);
      const out = new Map<number, ContractFacts>(
        ids.map((id) => [id, { waId: null, waStatusId: null, classificationIds: [] }]),
      );
      // Ascending ids: the last one written is the latest authorization.
      for (const w of was) Object.assign(out.get(w.proposal_id)!, { waId: w.id, waStatusId: w.status_id });
      for (const c of classes) out.get(c.proposal_id)!.classificationIds.push(c.service_classification_id!);
      return out;
    },
  };
}
export interface ContractFacts {
  waId: number | null;
  waStatusId: number | null;
  classificationIds: number[];
}
export type ProposalListRow = Awaited<ReturnType<ReturnType<typeof proposalsListRepo>['rows']>>[number];
