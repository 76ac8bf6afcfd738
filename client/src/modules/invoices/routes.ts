import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { appRoute } from '../../app/routes/appRoute';
import { guard } from '../../app/routes/guard';
import { validatePaymentSearch } from './payments/search';
import { validateInvoiceInfoSearch, validateInvoiceListSearch, validatePendingSearch } from './search';
import { validateStatementViewSearch } from './statements/search';

export const invoiceListRoute = createRoute({
  getParentRoute: () => appRoute,
  path: '/invoices',
  ...guard('/invoices'),
  validateSearch: validateInvoiceListSearch,
  component: lazyRouteComponent(() => import('./InvoiceList'), 'InvoiceList'),
});

export const invoiceInfoRoute = createRoute({
  getParentRoute: () => appRoute,
  path: '/invoices/info',
  ...guard('/invoices/info'),
  validateSearch: validateInvoiceInfoSearch,
  component: lazyRouteComponent(() => import('./InvoiceInfo'), 'InvoiceInfo'),
});

export const pendingTransactionsRoute = createRoute({
  getParentRoute: () => appRoute,
  path: '/invoices/pending-transactions',
  ...guard('/invoices/pending-transactions'),
  validateSearch: validatePendingSearch,
  component: lazyRouteComponent(() => import('./PendingTransactions'), 'PendingTransactions'),
});

export const invoicePaymentsRoute = createRoute({
  getParentRoute: () => appRoute,
  path: '/invoices/payments',
  ...guard('/invoices/payments'),
  validateSearch: validatePaymentSearch,
  component: lazyRouteComponent(() => import('./payments/MultiplePayment'), 'MultiplePayment'),
});

export const statementsRoute = createRoute({
  getParentRoute: () => appRoute,
  path: '/invoices/statements',
  ...guard('/invoices/statements'),
  component: lazyRouteComponent(() => import('./statements/StatementList'), 'StatementList'),
});

export const statementViewRoute = createRoute({
  getParentRoute: () => appRoute,
  path: '/invoices/statements/view',
  ...guard('/invoices/statements/view'),
  validateSearch: validateStatementViewSearch,
  component: lazyRouteComponent(() => import('./statements/StatementView'), 'StatementView'),
});

export const invoiceRoutes = [
  invoiceListRoute,
  invoiceInfoRoute,
  pendingTransactionsRoute,
  invoicePaymentsRoute,
  statementsRoute,
  statementViewRoute,
] as const;
