import type { CanopyModule } from '../module';
import {
  AUTO_DEACTIVATE_EVERY_MS,
  AUTO_DEACTIVATE_JOB,
  autoDeactivateService,
  runAutoDeactivate,
} from './auto-deactivate';
import { contractPromotionsService } from './contract-promotions';
import { contractsRoutes } from './contracts.routes';
import { RENEWAL_JOB, renewalsService, runRenewals } from './renewals';

/** Contracts across the year: renewals, auto-deactivation of unsigned ones, bulk promotions. */
export const contractsModule = {
  name: 'contracts',
  async register(api, { db, jobs }) {
    jobs.register(RENEWAL_JOB, runRenewals);
    jobs.register(AUTO_DEACTIVATE_JOB, runAutoDeactivate);
    jobs.schedule(AUTO_DEACTIVATE_JOB, AUTO_DEACTIVATE_EVERY_MS);
    await api.register(
      contractsRoutes(renewalsService(db, jobs), autoDeactivateService(db), contractPromotionsService(db)),
    );
  },
} satisfies CanopyModule;
