import type { Db } from '../../platform/db';

/**
 * Whether any of these contracts has an approved work authorization, which fixes its promotions
 * (spec §4). Work authorizations are not stored yet, so none is approved.
 */
export async function hasApprovedWorkAuthorization(
  _db: Db,
  _proposalIds: readonly number[],
): Promise<boolean> {
  return false;
}
