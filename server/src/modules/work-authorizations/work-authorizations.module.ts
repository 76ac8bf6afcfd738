import { encryptedIds } from '../../platform/encrypted-ids';
import type { CanopyModule } from '../module';
import { waAdminViewRoutes, waAdminViewService } from './work-authorization-admin-view';
import { waBulkRoutes, waBulkService } from './work-authorization-bulk';
import { waCustomerRoutes } from './work-authorization-customer.routes';
import { waCustomerService } from './work-authorization-customer';
import { workAuthorizationPaymentsService } from './work-authorization-payments.service';
import { waDocsRoutes, waDocsService } from './work-authorization-docs';
import { waPrinter } from './work-authorization-print';
import { waPayable } from './work-authorization-payable';
import { workAuthorizationsRoutes } from './work-authorizations.routes';
import { workAuthorizationsService } from './work-authorizations.service';
import { workAuthorizationSync } from './work-authorizations.sync';

/** The customer's approval of a confirmed proposal: list, info, approvals, confirmation, payments, links. */
export const workAuthorizationsModule = {
  name: 'work-authorizations',
  async register(api, { db, mailer, config, documents, files, payments }) {
    const ids = encryptedIds(config.encryptionSecret);
    const was = workAuthorizationsService(db, ids);
    const money = workAuthorizationPaymentsService({
      db,
      ids,
      mailer,
      publicUrl: config.publicUrl,
      companyName: config.companyName,
      companyLogo: config.companyLogo,
      was,
      payments,
    });
    payments.registerPayable('wa', waPayable(db, ids));
    await api.register(waBulkRoutes(waBulkService({ db, mailer, companyName: config.companyName, was })));
    await api.register(waCustomerRoutes(waCustomerService(db, ids, was)));
    await api.register(waAdminViewRoutes(waAdminViewService(db, ids, money)));
    await api.register(waDocsRoutes(waDocsService(db, documents), files));
    await api.register(workAuthorizationsRoutes(was, money, waPrinter(db, was, config.companyName)));
  },
  sync: [workAuthorizationSync],
} satisfies CanopyModule;
