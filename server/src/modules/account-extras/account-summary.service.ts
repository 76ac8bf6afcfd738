import type { OpenInvoice, SummaryService } from '@canopy/shared';
import type { Db } from '../../platform/db';
import type { AuthContext } from '../../platform/auth/context';
import { reachAccount } from '../accounts/accounts.access';
import { reachLocation } from '../locations/locations.access';

/**
 * The account summary of the location screen: upcoming and completed services of a location and the
 * account's open invoices. Work orders and invoices are modules not built yet, so every list is
 * honestly empty (total 0) after the same access checks the real lists will make; when those modules
 * arrive they answer these calls from their own tables and this file goes.
 */
export function accountSummaryService(db: Db) {
  const none = <T>(): { rows: T[]; total: number } => ({ rows: [], total: 0 });

  return {
    async upcomingServices(auth: AuthContext, locationId: number) {
      await reachLocation(db, auth, locationId);
      return none<SummaryService>();
    },
    async completedServices(auth: AuthContext, locationId: number) {
      await reachLocation(db, auth, locationId);
      return none<SummaryService>();
    },
    async openInvoices(auth: AuthContext, accountId: number) {
      await reachAccount(db, auth, accountId);
      return none<OpenInvoice>();
    },
  };
}
export type AccountSummaryService = ReturnType<typeof accountSummaryService>;
