import { encryptedIds } from '../../platform/encrypted-ids';
import type { CanopyModule } from '../module';
import { proposalFormatRoutes } from './proposal-format.routes';
import { proposalFormatService } from './proposal-format.service';
import { proposalSendService } from './proposal-send.service';
import { spraySummaryService } from './spray-summary.service';

/** The proposal as the customer reads it: format page, public links, printed PDF and its e-mail. */
export const proposalFormatModule = {
  name: 'proposal-format',
  async register(api, { db, files, mailer, config }) {
    const format = proposalFormatService({
      db,
      files,
      ids: encryptedIds(config.encryptionSecret),
      companyName: config.companyName,
      companyLogo: config.companyLogo,
    });
    await api.register(
      proposalFormatRoutes(format, proposalSendService(db, mailer, format), spraySummaryService(db, files)),
    );
  },
} satisfies CanopyModule;
