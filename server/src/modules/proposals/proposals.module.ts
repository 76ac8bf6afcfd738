import type { CanopyModule } from '../module';
import { proposalRecordsRoutes } from './proposal-records.routes';
import { proposalRecordsService } from './proposal-records.service';
import { proposalsRoutes } from './proposals.routes';
import { proposalsService } from './proposals.service';

/** Proposals a sales rep writes for an account location: the list, add, and the info screen's records. */
export const proposalsModule = {
  name: 'proposals',
  async register(api, { db }) {
    await api.register(proposalsRoutes(proposalsService(db)));
    await api.register(proposalRecordsRoutes(proposalRecordsService(db)));
  },
} satisfies CanopyModule;
