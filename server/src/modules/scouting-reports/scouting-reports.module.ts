import type { FastifyInstance } from 'fastify';
import type { Db } from '../../platform/db';
import type { Mailer } from '../../platform/mail';
import { scoutingItem } from './scouting-items';
import { scoutingReportSender } from './scouting-report-send';
import { scoutingReportsRoutes } from './scouting-reports.routes';
import { scoutingReportsService } from './scouting-reports.service';

/** Scouting reports of work orders: workOrders/workOrderScoutingInfo/… */
export async function registerScoutingReports(api: FastifyInstance, deps: { db: Db; mailer: Mailer }) {
  const reports = scoutingReportsService(deps.db);
  await api.register(
    scoutingReportsRoutes({
      reports,
      item: (auth, id) => scoutingItem(deps.db, auth, id),
      send: scoutingReportSender(deps.db, deps.mailer, reports),
    }),
  );
}
