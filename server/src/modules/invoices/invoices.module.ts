import type { CanopyModule } from '../module';
import { encryptedIds } from '../../platform/encrypted-ids';
import { invoiceDocumentsRoutes } from './invoice-documents.routes';
import { invoiceDocumentsService } from './invoice-documents.service';
import { invoicePayable } from './invoice-payable';
import { invoiceOveragesService } from './invoice-overages.service';
import { invoicePaymentsRoutes } from './invoice-payments.routes';
import { invoicePaymentsService } from './invoice-payments.service';
import { invoiceTransactionsRoutes } from './invoice-transactions.routes';
import { invoiceTransactionsService } from './invoice-transactions.service';
import { invoicesRoutes } from './invoices.routes';
import { invoicesService } from './invoices.service';

/** Invoices made by confirming schedules: list and totals, info, approval, transactions, notes. */
export const invoicesModule = {
  name: 'invoices',
  async register(api, { db, mailer, config, payments }) {
    await api.register(invoicesRoutes(invoicesService(db)));
    await api.register(invoiceTransactionsRoutes(invoiceTransactionsService(db)));
    const ids = encryptedIds(config.encryptionSecret);
    await api.register(invoiceDocumentsRoutes(invoiceDocumentsService({ db, ids, mailer, config })));
    payments.registerPayable('inv', invoicePayable(db, ids));
    await api.register(
      invoicePaymentsRoutes(invoicePaymentsService(db, payments), invoiceOveragesService(db), ids),
    );
  },
} satisfies CanopyModule;
