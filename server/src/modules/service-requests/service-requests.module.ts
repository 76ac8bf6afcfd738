import type { CanopyModule } from '../module';
import { proposalsService } from '../proposals/proposals.service';
import { serviceRequestPrinter } from './service-requests-print';
import { requestProposalMaker } from './service-requests-proposal';
import { serviceRequestsRoutes } from './service-requests.routes';
import { serviceRequestsService } from './service-requests.service';

/** Appointments and call-backs booked for an arborist at an account location (spec §2 requests). */
export const serviceRequestsModule = {
  name: 'service-requests',
  async register(api, { db, mailer, config, documents }) {
    const svc = serviceRequestsService(db);
    await api.register(
      serviceRequestsRoutes(
        svc,
        serviceRequestPrinter(db, mailer, svc, config.companyName),
        requestProposalMaker(db, proposalsService(db, documents)),
      ),
    );
  },
} satisfies CanopyModule;
