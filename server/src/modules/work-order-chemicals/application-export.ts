import { Readable } from 'node:stream';
import {
  csvLine,
  fromScaled,
  WorkOrderChemicalMessages as M,
  type ApplicationExportQuery,
} from '@canopy/shared';
import { requireClaim, type AuthContext } from '../../platform/auth/context';
import { iso, type Db } from '../../platform/db';
import { ruleFailed } from '../../platform/errors';
import { workOrderChemicalAccess as access } from './work-order-chemicals.access';
import { applicationExportPage } from './application-export.repo';

const HEADER = [
  'Work Order',
  'Branch',
  'Service',
  'Applied At',
  'Applicator',
  'License Number',
  'Product',
  'EPA Registration Number',
  'Target Pest',
  'Rate',
  'Total Amount',
  'Amount Unit',
  'Area Treated',
  'Trees Treated',
  'Site Address',
  'Wind Speed (mph)',
  'Wind Direction',
  'Temperature (F)',
  'Re-entry Notes',
  'Revision',
  'Recorded At',
  'Recorded By',
];
const PAGE = 500;
const DAY_MS = 86_400_000;

const scaled = (v: number | null, places: number) => (v == null ? null : fromScaled(Number(v), places));

/**
 * The current application records of the range (by the day applied, or recorded when no time of
 * application was given), in the caller's reach and the branch asked for, as CSV sent a page of
 * rows at a time so a long range never sits whole in memory.
 */
export function applicationExport(db: Db) {
  return {
    csv(auth: AuthContext, q: ApplicationExportQuery): Readable {
      requireClaim(auth, access.view);
      const from = Date.parse(`${q.From}T00:00:00.000Z`);
      const to = Date.parse(`${q.To}T00:00:00.000Z`) + DAY_MS;
      if (!(from < to) || to - from > 366 * DAY_MS) throw ruleFailed(M.ExportRange);
      const range = { from: new Date(from).toISOString(), to: new Date(to).toISOString() };
      async function* lines() {
        yield csvLine(HEADER);
        for (let skip = 0; ; skip += PAGE) {
          const rows = await applicationExportPage(db, auth, range, q.BranchId, skip, PAGE);
          for (const r of rows)
            yield csvLine([
              r.work_order_id,
              r.branch_name,
              r.service_name,
              iso(r.applied_at),
              r.applicator_name,
              r.license_number,
              r.product_name,
              r.epa_number,
              r.target_pest,
              r.rate,
              scaled(r.total_amount_hundredths, 2),
              r.amount_unit,
              r.area_treated,
              r.trees_treated,
              r.site_address,
              scaled(r.wind_speed_tenths, 1),
              r.wind_direction,
              scaled(r.temperature_tenths, 1),
              r.re_entry_notes,
              r.revision,
              iso(r.recorded_at),
              r.recorded_by_name,
            ]);
          if (rows.length < PAGE) return;
        }
      }
      return Readable.from(lines());
    },
  };
}
export type ApplicationExport = ReturnType<typeof applicationExport>;
