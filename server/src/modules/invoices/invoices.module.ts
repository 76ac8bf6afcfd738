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
import {
  runStatementMail,
  runStatementPrint,
  STATEMENT_MAIL_JOB,
  STATEMENT_PRINT_JOB,
} from './statements.jobs';
import { statementsRoutes } from './statements.routes';
import { statementsService } from './statements.service';

/** Invoices made by confirming schedules: list and totals, info, approval, transactions, notes, statements. */
export const invoicesModule = {
  name: 'invoices',
  async register(api, { db, jobs, mailer, files, config, payments }) {
    await api.register(invoicesRoutes(invoicesService(db)));
    await api.register(invoiceTransactionsRoutes(invoiceTransactionsService(db)));
    const ids = encryptedIds(config.encryptionSecret);
    await api.register(invoiceDocumentsRoutes(invoiceDocumentsService({ db, ids, mailer, config })));
    payments.registerPayable('inv', invoicePayable(db, ids));
    await api.register(
      invoicePaymentsRoutes(invoicePaymentsService(db, payments), invoiceOveragesService(db), ids),
    );
    const statements = { db, mailer, files, company: config };
    jobs.register(STATEMENT_MAIL_JOB, runStatementMail(statements));
    jobs.register(STATEMENT_PRINT_JOB, runStatementPrint(statements));
    await api.register(statementsRoutes(statementsService({ ...statements, jobs })));
  },
} satisfies CanopyModule;
