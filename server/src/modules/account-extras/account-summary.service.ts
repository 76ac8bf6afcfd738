import { ACCOUNT_SUMMARY_PAGE_SIZE, seesPrices, todayIsoDate, type SummaryPageQuery } from '@canopy/shared';
import type { Db } from '../../platform/db';
import { requireClaim, type AuthContext } from '../../platform/auth/context';
import { reachAccount } from '../accounts/accounts.access';
import { invoiceScope } from '../invoices/invoices.access';
import { openInvoicesOf } from '../invoices/open-invoices';
import { reachLocation } from '../locations/locations.access';
import { workOrderSummaryRepo } from '../work-orders/work-order-summary.repo';
import { accountExtrasAccess as access } from './account-extras.access';

/**
 * The account summary of the location screen: upcoming and completed services of a location (from
 * the work orders) and the account's open invoices, as far as the caller's invoice claim reaches.
 */
export function accountSummaryService(db: Db) {
  const services = workOrderSummaryRepo(db);

  return {
    async upcomingServices(auth: AuthContext, locationId: number, page: SummaryPageQuery = {}) {
      requireClaim(auth, access.view);
      await reachLocation(db, auth, locationId);
      const take = page.Take ?? ACCOUNT_SUMMARY_PAGE_SIZE;
      return services.upcoming(locationId, todayIsoDate(), page.Skip ?? 0, take, seesPrices(auth.claims));
    },
    async completedServices(auth: AuthContext, locationId: number, page: SummaryPageQuery = {}) {
      requireClaim(auth, access.view);
      await reachLocation(db, auth, locationId);
      const take = page.Take ?? ACCOUNT_SUMMARY_PAGE_SIZE;
      return services.completed(locationId, page.Skip ?? 0, take, seesPrices(auth.claims));
    },
    async openInvoices(auth: AuthContext, accountId: number) {
      requireClaim(auth, access.view);
      await reachAccount(db, auth, accountId);
      const rows = await openInvoicesOf(db, accountId, invoiceScope(auth));
      return { rows, total: rows.length };
    },
  };
}
export type AccountSummaryService = ReturnType<typeof accountSummaryService>;
