import type { CanopyModule } from '../module';
import { proposalDocsRoutes } from './proposal-docs.routes';
import { proposalDocsService } from './proposal-docs.service';
import { proposalRecordsRoutes } from './proposal-records.routes';
import { proposalRecordsService } from './proposal-records.service';
import { proposalTemplatesRoutes } from './proposal-templates.routes';
import { proposalTemplatesService } from './proposal-templates.service';
import { proposalsRoutes } from './proposals.routes';
import { proposalsService } from './proposals.service';

/**
 * Proposals a sales rep writes for an account location: the list, add, the info screen's records and
 * documents, the print attachment documents and templates.
 */
export const proposalsModule = {
  name: 'proposals',
  async register(api, { db, documents, files }) {
    const proposals = proposalsService(db, documents);
    await api.register(proposalsRoutes(proposals));
    await api.register(proposalRecordsRoutes(proposalRecordsService(db)));
    await api.register(proposalDocsRoutes(proposalDocsService(db, documents), files));
    await api.register(proposalTemplatesRoutes(proposalTemplatesService(db, proposals)));
  },
} satisfies CanopyModule;
