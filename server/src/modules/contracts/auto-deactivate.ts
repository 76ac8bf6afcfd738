import { ContractStatuses, ProposalStatuses, ProposalTypes, type AutoDeactivate } from '@canopy/shared';
import { requireClaim, type AuthContext } from '../../platform/auth/context';
import type { Db } from '../../platform/db';
import { nowIso } from '../../platform/db';
import type { JobContext } from '../../platform/jobs/queue';
import { contractAccess as access } from './contracts.access';

export const AUTO_DEACTIVATE_JOB = 'contracts.autoDeactivate';
/** The scheduled task looks hourly; a contract expires within an hour of its day coming. */
export const AUTO_DEACTIVATE_EVERY_MS = 60 * 60 * 1000;
// A company setting of ours beside the spec's RecurrenceMax (1) and MinimumDownPayment (2).
const SETTING_ID = 10;
const SETTING_NAME = 'ContractAutoDeactivateDays';

const STILL_UNSIGNED = [
  ContractStatuses.Created,
  ContractStatuses.ArboristApproved,
  ContractStatuses.Pending,
  ContractStatuses.SentToClient,
];

async function days(db: Db): Promise<number> {
  const row = await db
    .selectFrom('company_settings')
    .select('value')
    .where('id', '=', SETTING_ID)
    .executeTakeFirst();
  const n = Number(row?.value ?? 0);
  return Number.isInteger(n) && n > 0 ? n : 0;
}

/** Contracts still unsigned `Days` after they were made become Expired (the setting's effect). */
export async function runAutoDeactivate({ db }: Pick<JobContext, 'db'>): Promise<{ Expired: number }> {
  const d = await days(db);
  if (!d) return { Expired: 0 };
  const before = new Date(Date.now() - d * 86_400_000).toISOString();
  const res = await db
    .updateTable('proposals')
    .set((eb) => ({
      contract_status_id: ContractStatuses.Expired,
      updated_at: nowIso(),
      version: eb('version', '+', 1),
    }))
    .where('proposal_type_id', '=', ProposalTypes.Contract)
    .where('status_id', '<>', ProposalStatuses.Cancelled)
    .where('contract_status_id', 'in', STILL_UNSIGNED)
    .where('created_at', '<', before)
    .executeTakeFirst();
  return { Expired: Number(res.numUpdatedRows) };
}

export function autoDeactivateService(db: Db) {
  return {
    async get(auth: AuthContext): Promise<AutoDeactivate> {
      requireClaim(auth, access.settings);
      return { Days: await days(db) };
    },
    async save(auth: AuthContext, body: AutoDeactivate): Promise<AutoDeactivate> {
      requireClaim(auth, access.settings);
      const value = String(body.Days);
      await db
        .insertInto('company_settings')
        .values({ id: SETTING_ID, name: SETTING_NAME, value })
        .onConflict((oc) => oc.column('id').doUpdateSet({ value }))
        .execute();
      return { Days: body.Days };
    },
  };
}
