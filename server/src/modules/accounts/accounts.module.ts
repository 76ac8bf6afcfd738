import type { CanopyModule } from '../module';
import { accountRecordsRoutes } from './account-records.routes';
import { accountRecordsService } from './account-records.service';
import { accountsRoutes } from './accounts.routes';
import { accountsService } from './accounts.service';

/** Accounts: the list, the account record and its add and save. */
export const accountsModule = {
  name: 'accounts',
  async register(api, { db }) {
    const accountRecords = accountRecordsService(db);
    await api.register(accountsRoutes(accountsService(db), accountRecords));
    await api.register(accountRecordsRoutes(accountRecords));
  },
} satisfies CanopyModule;
