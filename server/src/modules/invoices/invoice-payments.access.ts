import { B, claim, F } from '@canopy/shared';

// Spec §6: statements and payments with Invoices Branch or Full; apply overage with Full only.
export const invoicePaymentAccess = {
  pay: { access: { claim: claim('Invoices', B | F) } },
  applyOverage: { access: { claim: claim('Invoices', F) } },
};
