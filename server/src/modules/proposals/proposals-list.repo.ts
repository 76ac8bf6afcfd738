import { sql } from 'kysely';
import type { ProposalSearch, Scope } from '@canopy/shared';
import type { Db } from '../../platform/db';
import { listTotal } from '../../platform/db/count-cache';
import { findText, type TextMatches } from '../../platform/db/text-search';
import type { Page } from '../../platform/lists';
import { inProposalScope } from './proposals.access';

// A number in the query may be a proposal's number, padded or not; other words use the text index.
const isNumber = (w: string) => /^\d{1,11}$/.test(w) && Number(w) <= 2_147_483_647;

/** The day after `day` at midnight UTC, as an ISO instant: the list's ToDate is inclusive. */
const dayAfter = (day: string) => new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000).toISOString();

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
  };
}
export type ProposalListRow = Awaited<ReturnType<ReturnType<typeof proposalsListRepo>['rows']>>[number];
