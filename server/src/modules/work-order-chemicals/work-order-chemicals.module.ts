import type { CanopyModule } from '../module';
import { applicationExport } from './application-export';
import { applicationRecordsRoutes } from './application-records.routes';
import { applicationRecordsService } from './application-records.service';
import { workOrderChemicalsRoutes } from './work-order-chemicals.routes';
import { workOrderChemicalsService } from './work-order-chemicals.service';
import { applicationRecordSync, chemicalLineSync } from './work-order-chemicals.sync';

/** Chemicals applied on work order services and their application records: workOrders/chemicals/… */
export const workOrderChemicalsModule = {
  name: 'work-order-chemicals',
  async register(api, { db }) {
    const lines = workOrderChemicalsService(db);
    await api.register(workOrderChemicalsRoutes(lines));
    await api.register(applicationRecordsRoutes(applicationRecordsService(db, lines), applicationExport(db)));
  },
  sync: [chemicalLineSync, applicationRecordSync],
} satisfies CanopyModule;
