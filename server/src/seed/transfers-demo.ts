import {
  addCalendarDays,
  JobTitles,
  ResourceTypes,
  TransferStatuses as T,
  todayIsoDate,
} from '@canopy/shared';
import type { Db } from '../platform/db';

interface DemoTransfer {
  from: number;
  to: number;
  status: number;
  /** Days from today. */
  days: number[];
  equipmentCode?: string;
  jobTitleId?: number;
  /** Lent assets' condition when back. */
  returned?: string;
}

// North Shore (1), Lakeview (2), Fox Valley (3): one request of each kind a branch manager meets —
// waiting for an answer, lent for the coming days, refused, and lent earlier and handed back.
const TRANSFERS: DemoTransfer[] = [
  { from: 1, to: 2, status: T.Pending, days: [3, 4], equipmentCode: 'SG' },
  { from: 3, to: 1, status: T.Confirmed, days: [1, 2], equipmentCode: 'CR' },
  { from: 2, to: 3, status: T.Denied, days: [5], jobTitleId: JobTitles.Crew },
  { from: 3, to: 2, status: T.Returned, days: [-6, -5], equipmentCode: 'SS', returned: 'Good condition' },
];

/** Transfer requests between the demo branches, after the organisation and its fleet exist. */
export async function seedTransfersDemo(db: Db): Promise<void> {
  const today = todayIsoDate();
  const now = new Date().toISOString();
  await db.transaction().execute(async (trx) => {
    for (const t of TRANSFERS) {
      const dates = t.days.map((n) => addCalendarDays(today, n));
      const asset = t.equipmentCode
        ? await trx
            .selectFrom('equipment_resources')
            .select(['id', 'equipment_type_id'])
            .where('current_branch_id', '=', t.from)
            .where('archived', '=', 0)
            .where('asset_number', 'like', `%-${t.equipmentCode}-%`)
            // Never an asset already on one of the branch's schedules those days.
            .where(({ not, exists, selectFrom }) =>
              not(
                exists(
                  selectFrom('schedule_equipment as se')
                    .innerJoin('schedule_dates as sd', 'sd.id', 'se.schedule_date_id')
                    .select('se.id')
                    .whereRef('se.equipment_resource_id', '=', 'equipment_resources.id')
                    .where('se.active', '=', 1)
                    .where('sd.schedule_date', 'in', dates),
                ),
              ),
            )
            .orderBy('id')
            .executeTakeFirst()
        : undefined;
      if (t.equipmentCode && !asset) continue;
      const row = await trx
        .insertInto('transfer_requests')
        .values({
          from_branch_id: t.from,
          to_branch_id: t.to,
          resource_type_id: asset ? ResourceTypes.Equipment : ResourceTypes.Crew,
          job_title_id: asset ? null : (t.jobTitleId ?? null),
          equipment_type_id: asset?.equipment_type_id ?? null,
          qty: 1,
          status_id: t.status,
          // Each branch's manager asks: Brenda Walsh (4) for North Shore, Noah Patel (10) elsewhere.
          requested_by_id: t.to === 1 ? 4 : 10,
          requested_at: now,
          status_changed_by_id: t.status === T.Pending ? null : 1,
          status_changed_at: t.status === T.Pending ? null : now,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await trx
        .insertInto('transfer_request_dates')
        .values(dates.map((transfer_date) => ({ transfer_request_id: row.id, transfer_date })))
        .execute();
      if (asset && (t.status === T.Confirmed || t.status === T.Returned))
        await trx
          .insertInto('transfer_request_equipment')
          .values({
            transfer_request_id: row.id,
            equipment_resource_id: asset.id,
            returned_status: t.returned ?? null,
          })
          .execute();
    }
  });
}
