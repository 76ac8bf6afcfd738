import type { CanopyModule } from '../module';
import { contactsRoutes } from './contacts.routes';
import { contactsService } from './contacts.service';

/** Contacts of accounts. */
export const contactsModule = {
  name: 'contacts',
  async register(api, { db }) {
    await api.register(contactsRoutes(contactsService(db)));
  },
} satisfies CanopyModule;
