import { PhoneTypes } from '@canopy/shared';
import type { Db } from '../../platform/db';

// SQL of the customer-facing proposal: who it is from and for, its texts, the tax of its service
// address and the contacts it is mailed to. One statement each, never one per line.

export function proposalFormatRepo(db: Db) {
  /**
   * The rates in force on `today` for these zips (each the latest effective one), in ten-thousandths
   * of a percent, as a lookup (0 where none is).
   */
  const taxRatesE4 = async (zips: string[], today: string): Promise<(zip: string) => number> => {
    const five = (z: string) => z.slice(0, 5).padStart(5, '0');
    const wanted = [...new Set(zips.map(five))];
    const rows = wanted.length
      ? await db
          .selectFrom('tax_rates')
          .select(['zip_code', 'rate_e4'])
          .where('zip_code', 'in', wanted)
          .where('archived', '=', 0)
          .where('effective_date', '<=', today)
          .orderBy('effective_date', 'desc')
          .execute()
      : [];
    const rate = new Map<string, number>();
    for (const r of rows) if (!rate.has(r.zip_code)) rate.set(r.zip_code, r.rate_e4);
    return (zip) => rate.get(five(zip)) ?? 0;
  };

  return {
    /** The proposal with its account, location, branch and sales rep, by id (no reach: callers check). */
    header(proposalId: number) {
      return db
        .selectFrom('proposals as p')
        .innerJoin('accounts as a', 'a.id', 'p.account_id')
        .innerJoin('account_locations as l', 'l.id', 'p.account_location_id')
        .innerJoin('branches as b', 'b.id', 'p.branch_id')
        .leftJoin('employees as e', 'e.id', 'p.sales_rep_id')
        .leftJoin('proposal_cover_letters as c', 'c.proposal_id', 'p.id')
        .selectAll('p')
        .select([
          'a.name as account_name',
          'a.do_not_email',
          'a.tax_exempt',
          'l.name as location_name',
          'l.address',
          'l.city',
          'l.state',
          'l.zip',
          'b.name as branch_name',
          'b.terms_and_conditions',
          'e.first_name as rep_first_name',
          'e.last_name as rep_last_name',
          'e.email as rep_email',
          'c.text as cover_letter',
          (eb) =>
            eb
              .selectFrom('branch_phones as bp')
              .select('bp.phone')
              .whereRef('bp.branch_id', '=', 'b.id')
              .where('bp.phone_type_id', '!=', PhoneTypes.Fax)
              .orderBy('bp.id')
              .limit(1)
              .as('branch_phone'),
          (eb) =>
            eb
              .selectFrom('branch_phones as bp')
              .select('bp.phone')
              .whereRef('bp.branch_id', '=', 'b.id')
              .where('bp.phone_type_id', '=', PhoneTypes.Fax)
              .orderBy('bp.id')
              .limit(1)
              .as('branch_fax'),
        ])
        .where('p.id', '=', proposalId)
        .executeTakeFirst();
    },

    /** The rep's active licenses and certifications, not expired on `today`. */
    async certifications(employeeId: number | null, today: string) {
      if (employeeId === null) return [];
      return db
        .selectFrom('employee_certifications')
        .select(['name', 'standard_certification_id'])
        .where('employee_id', '=', employeeId)
        .where('status_id', '=', 1)
        .where('certification_type_id', 'in', [1, 2])
        .where((eb) => eb.or([eb('date_expires', 'is', null), eb('date_expires', '>=', today)]))
        .orderBy('id')
        .execute();
    },

    taxRatesE4,

    /** The rate in force on `today` for the zip. */
    async taxRateE4(zip: string, today: string): Promise<number> {
      return (await taxRatesE4([zip], today))(zip);
    },

    promotions(proposalId: number) {
      return db
        .selectFrom('proposal_promotions as pp')
        .innerJoin('promotions as p', 'p.id', 'pp.promotion_id')
        .select(['p.name', 'p.discount_e2'])
        .where('pp.proposal_id', '=', proposalId)
        .orderBy('p.id')
        .execute();
    },

    /** Statuses of the proposal's work authorizations: the one place the format rule reads them. */
    async workAuthorizationStatusIds(proposalId: number): Promise<number[]> {
      const rows = await db
        .selectFrom('work_authorizations')
        .select('status_id')
        .where('proposal_id', '=', proposalId)
        .execute();
      return rows.map((r) => r.status_id);
    },

    /** The location's contacts who receive proposals, active and with an address. */
    proposalContacts(locationId: number) {
      return db
        .selectFrom('account_location_contacts as lc')
        .innerJoin('contacts as c', 'c.id', 'lc.contact_id')
        .select(['c.id', 'c.first_name', 'c.last_name', 'c.email'])
        .where('lc.location_id', '=', locationId)
        .where('c.receives_proposal', '=', 1)
        .where('c.status_id', '=', 1)
        .where('c.email', 'is not', null)
        .where('c.email', '<>', '')
        .orderBy('lc.is_primary', 'desc')
        .orderBy('c.id')
        .execute();
    },

    /** Service classifications of the catalogue services, by service id. */
    async classifications(serviceIds: number[]) {
      if (!serviceIds.length) return new Map<number, number | null>();
      const rows = await db
        .selectFrom('services')
        .select(['id', 'service_classification_id'])
        .where('id', 'in', serviceIds)
        .execute();
      return new Map(rows.map((r) => [r.id, r.service_classification_id]));
    },

    async saveServiceGroupText(
      proposalId: number,
      id: number,
      values: { definition?: string | null; recommendation?: string | null },
    ) {
      const r = await db
        .updateTable('proposal_service_groups')
        .set(values)
        .where('id', '=', id)
        .where('proposal_id', '=', proposalId)
        .executeTakeFirst();
      return Number(r.numUpdatedRows) === 1;
    },
  };
}
export type ProposalFormatRepo = ReturnType<typeof proposalFormatRepo>;
export type FormatHeaderRow = NonNullable<Awaited<ReturnType<ProposalFormatRepo['header']>>>;
