import {
  locationLabel,
  TRANSFER_ACCOUNT_TAKE,
  transferFailedMessage,
  type AccountLocation,
  type SearchRequest,
  type TransferAccount,
} from '@canopy/shared';
import { requireClaim, type AuthContext } from '../../platform/auth/context';
import { nowIso, type Db } from '../../platform/db';
import { ruleFailed } from '../../platform/errors';
import { pageOf } from '../../platform/lists';
import { inReach, locationAccess as access, reachLocation, writeReach } from './locations.access';
import { locationTransferRepo } from './location-transfer.repo';
import type { LocationsService } from './locations.service';

/**
 * Moves a location to another account. The location keeps everything that is its own (address,
 * phones, notes, neighbors, documents, inventory); its contact links go, since they were contacts of
 * the old account, and the new account's primary contact becomes its primary contact. Bill-to is an
 * account's choice, so it is cleared. Each move is recorded with both account names.
 */
export function locationTransferService(db: Db, locations: LocationsService) {
  const repo = locationTransferRepo(db);
  return {
    /** Accounts the location may move to: in the caller's reach, not archived, not its own. */
    async targets(
      auth: AuthContext,
      id: number,
      req: SearchRequest,
    ): Promise<{ rows: TransferAccount[]; total: number }> {
      requireClaim(auth, access.edit);
      const loc = await reachLocation(db, auth, id, true);
      const { rows, total } = await repo.targets(
        writeReach(auth),
        pageOf(req, TRANSFER_ACCOUNT_TAKE),
        loc.account_id,
      );
      return {
        total,
        rows: rows.map((r) => ({
          Id: r.id,
          Name: r.name,
          BranchId: r.branch_id,
          BranchName: r.branch_name,
          StatusId: r.status_id,
        })),
      };
    },

    async transfer(auth: AuthContext, id: number, targetId: number): Promise<AccountLocation> {
      requireClaim(auth, access.edit);
      const loc = await reachLocation(db, auth, id, true);
      const label = locationLabel(loc.name, loc.address);
      const target = await repo.account(targetId);
      const fail = (account: string, reason: string) =>
        ruleFailed(transferFailedMessage(label, account, reason));
      // An account outside the caller's reach is named by its id only, as if it did not exist.
      if (!target || !inReach(writeReach(auth), target.branch_id))
        throw fail(`account ${targetId}`, 'The account was not found.');
      if (target.id === loc.account_id) throw fail(target.name, 'The location already belongs to it.');
      if (target.archived === 1) throw fail(target.name, 'The account is archived.');
      const source = await repo.account(loc.account_id);
      await db.transaction().execute(async (trx) => {
        const r = locationTransferRepo(trx);
        await r.move(id, target.id);
        await r.relinkPrimaryContact(id, target.id);
        await r.record({
          location_id: id,
          from_account_id: loc.account_id,
          from_account_name: source?.name ?? `Account ${loc.account_id}`,
          to_account_id: target.id,
          to_account_name: target.name,
          transferred_by: auth.employeeId,
          transferred_at: nowIso(),
        });
      });
      return locations.get(id);
    },
  };
}
export type LocationTransferService = ReturnType<typeof locationTransferService>;
