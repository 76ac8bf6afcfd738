import { encryptedIds } from '../../platform/encrypted-ids';
import type { CanopyModule } from '../module';
import { workAuthorizationsService } from '../work-authorizations/work-authorizations.service';
import { contractBulkService } from './contract-bulk.service';
import { contractDetailService } from './contract-detail.service';
import { contractListRoutes } from './contract-list.routes';
import { CONTRACT_MAIL_JOB, runContractMail } from './contract-mail';
import { CONTRACT_PRINT_JOB, runContractPrint } from './contract-print';
import {
  AUTO_DEACTIVATE_EVERY_MS,
  AUTO_DEACTIVATE_JOB,
  autoDeactivateService,
  runAutoDeactivate,
} from './auto-deactivate';
import { contractPromotionsService } from './contract-promotions';
import { contractsRoutes } from './contracts.routes';
import { RENEWAL_JOB, renewalsService, runRenewals } from './renewals';

/** Contracts: the list, a contract, bulk confirm, mail and print, renewals, auto-deactivation of unsigned ones, bulk promotions. */
export const contractsModule = {
  name: 'contracts',
  async register(api, { db, jobs, mailer, config, files }) {
    const was = workAuthorizationsService(db, encryptedIds(config.encryptionSecret));
    const mail = {
      db,
      ids: encryptedIds(config.encryptionSecret),
      mailer,
      publicUrl: config.publicUrl,
      companyName: config.companyName,
    };
    const print = { db, was, files, companyName: config.companyName };
    jobs.register(CONTRACT_MAIL_JOB, runContractMail(mail));
    jobs.register(CONTRACT_PRINT_JOB, runContractPrint(print));
    await api.register(
      contractListRoutes(contractDetailService(db), contractBulkService({ db, jobs, mail, print })),
    );
    jobs.register(RENEWAL_JOB, runRenewals);
    jobs.register(AUTO_DEACTIVATE_JOB, runAutoDeactivate);
    jobs.schedule(AUTO_DEACTIVATE_JOB, AUTO_DEACTIVATE_EVERY_MS);
    await api.register(
      contractsRoutes(renewalsService(db, jobs), autoDeactivateService(db), contractPromotionsService(db)),
    );
  },
} satisfies CanopyModule;
