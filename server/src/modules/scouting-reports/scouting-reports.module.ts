import type { CanopyModule } from '../module';
import { scoutingItem } from './scouting-items';
import { scoutingReportSender } from './scouting-report-send';
import { scoutingReportsRoutes } from './scouting-reports.routes';
import { scoutingReportsService } from './scouting-reports.service';
import { scoutingReportSync } from './scouting-reports.sync';

/** Scouting reports of work orders: workOrders/workOrderScoutingInfo/…; entries kept on the crew app. */
export const scoutingReportsModule = {
  name: 'scouting-reports',
  async register(api, { db, mailer, files, config }) {
    const reports = scoutingReportsService(db);
    await api.register(
      scoutingReportsRoutes({
        reports,
        item: (auth, id) => scoutingItem(db, auth, id),
        send: scoutingReportSender(db, mailer, reports, { files, companyName: config.companyName }),
      }),
    );
  },
  sync: [scoutingReportSync],
} satisfies CanopyModule;
