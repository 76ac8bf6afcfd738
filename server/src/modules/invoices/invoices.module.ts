import type { CanopyModule } from '../module';
import { invoiceTransactionsRoutes } from './invoice-transactions.routes';
import { invoiceTransactionsService } from './invoice-transactions.service';
import { invoicesRoutes } from './invoices.routes';
import { invoicesService } from './invoices.service';

/** Invoices made by confirming schedules: list and totals, info, approval, transactions, notes. */
export const invoicesModule = {
  name: 'invoices',
  async register(api, { db }) {
    await api.register(invoicesRoutes(invoicesService(db)));
    await api.register(invoiceTransactionsRoutes(invoiceTransactionsService(db)));
  },
} satisfies CanopyModule;
