import { sql, type Insertable } from 'kysely';
import type { Scope, ServiceRequestSearch } from '@canopy/shared';
import type { Db } from '../../platform/db';
import type { Database } from '../../platform/db/schema';
import { listTotal } from '../../platform/db/count-cache';
import { findText, type TextMatches } from '../../platform/db/text-search';
import type { Page } from '../../platform/lists';
import { inRequestScope } from './service-requests.access';

/** Service requests: the list, what a request shows, the overlap check, and its estimate types. */
export function serviceRequestsRepo(db: Db) {
  const filtered = (s: Scope, page: Page, f: ServiceRequestSearch, text: TextMatches) => {
    let q = db.selectFrom('service_requests').where(inRequestScope(s));
    if (f.StatusIds?.length) q = q.where('service_requests.status_id', 'in', f.StatusIds);
    if (f.ArboristIds?.length) q = q.where('service_requests.sales_rep_id', 'in', f.ArboristIds);
    if (f.DateFrom)
      q = q.where('service_requests.appointment_date', '>=', new Date(f.DateFrom).toISOString());
    if (f.DateTo) q = q.where('service_requests.appointment_date', '<=', new Date(f.DateTo).toISOString());
    // The document holds the request's number too, so every word goes through the text index.
    return q.where(text.where('service_requests.id'));
  };

  return {
    /** One page of ids in appointment order, and the total. */
    async pageIds(s: Scope, page: Page, f: ServiceRequestSearch): Promise<{ ids: number[]; total: number }> {
      const text = await findText(db, 'service_requests', page.words);
      if (text.none) return { ids: [], total: 0 };
      const [rows, total] = await Promise.all([
        filtered(s, page, f, text)
          .select('service_requests.id')
          .orderBy('service_requests.appointment_date')
          .orderBy('service_requests.id')
          .offset(page.skip)
          .limit(page.take)
          .execute(),
        listTotal(db, 'service_requests', s, page, { ...f, Skip: 0, Take: 0 }, async () => {
          const { n } = await filtered(s, page, f, text)
            .select((eb) => eb.fn.countAll<number>().as('n'))
            .executeTakeFirstOrThrow();
          return Number(n);
        }),
      ]);
      return { ids: rows.map((r) => r.id), total };
    },

    /** What the list and the info screen show of these requests. */
    async rows(ids: number[]) {
      if (!ids.length) return [];
      return db
        .selectFrom('service_requests as r')
        .innerJoin('account_locations as l', 'l.id', 'r.account_location_id')
        .innerJoin('accounts as a', 'a.id', 'l.account_id')
        .innerJoin('branches as b', 'b.id', 'r.branch_id')
        .innerJoin('employees as e', 'e.id', 'r.sales_rep_id')
        .innerJoin('service_request_types as t', 't.id', 'r.type_id')
        .leftJoin('appointment_types as at', 'at.id', 'r.appointment_type_id')
        .leftJoin('employees as c', 'c.id', 'r.created_by_id')
        .selectAll('r')
        .select([
          'a.id as account_id',
          'a.name as account_name',
          'a.do_not_email',
          'l.address',
          'l.city',
          'l.state',
          'l.zip',
          'b.name as branch_name',
          't.name as type_name',
          'at.name as appointment_type_name',
          sql<string>`e.first_name || ' ' || e.last_name`.as('rep_name'),
          sql<string | null>`c.first_name || ' ' || c.last_name`.as('created_by_name'),
        ])
        .where('r.id', 'in', ids)
        .execute();
    },

    async insert(values: Insertable<Database['service_requests']>): Promise<number> {
      const { id } = await db
        .insertInto('service_requests')
        .values(values)
        .returning('id')
        .executeTakeFirstOrThrow();
      return id;
    },

    estimateTypes(requestId: number) {
      return db
        .selectFrom('service_request_estimate_types as x')
        .innerJoin('estimate_types as t', 't.id', 'x.estimate_type_id')
        .select(['t.id', 't.name'])
        .where('x.service_request_id', '=', requestId)
        .orderBy('t.sort_order')
        .orderBy('t.id')
        .execute();
    },

    async setEstimateTypes(requestId: number, typeIds: readonly number[]) {
      await db
        .deleteFrom('service_request_estimate_types')
        .where('service_request_id', '=', requestId)
        .execute();
      if (typeIds.length)
        await db
          .insertInto('service_request_estimate_types')
          .values(typeIds.map((t) => ({ service_request_id: requestId, estimate_type_id: t })))
          .execute();
    },

    proposals(requestId: number) {
      return db
        .selectFrom('proposals')
        .select(['id', 'proposal_number'])
        .where('service_request_id', '=', requestId)
        .orderBy('id')
        .execute();
    },

    /** Whether the arborist has another request whose time overlaps [start, end). */
    async overlapping(arboristId: number, start: string, end: string, excludeId?: number): Promise<boolean> {
      let q = db
        .selectFrom('service_requests')
        .select('id')
        .where('sales_rep_id', '=', arboristId)
        .where('appointment_date', '<', end)
        .where('appointment_date_end', '>', start);
      if (excludeId) q = q.where('id', '<>', excludeId);
      return !!(await q.limit(1).executeTakeFirst());
    },

    /** Ids among `ids` that exist in a settings list table. */
    async known(
      table: 'service_request_types' | 'appointment_types' | 'estimate_types' | 'service_request_sources',
      ids: number[],
    ) {
      if (!ids.length) return [];
      const rows = await db
        .selectFrom(table as 'estimate_types')
        .select('id')
        .where('id', 'in', ids)
        .execute();
      return rows.map((r) => r.id);
    },

    async activeEmployee(id: number): Promise<boolean> {
      const r = await db
        .selectFrom('employees')
        .select('id')
        .where('id', '=', id)
        .where('status_id', '=', 1)
        .executeTakeFirst();
      return !!r;
    },
  };
}
export type RequestRow = Awaited<ReturnType<ReturnType<typeof serviceRequestsRepo>['rows']>>[number];
