import type { InvoiceTransaction } from '@canopy/shared';
import { api } from '../../kernel/api/client';

/** Full approval approves any transaction; Branch approval goes through the branch call (spec §6). */
export const approveTransaction = (t: InvoiceTransaction, full: boolean, me: number) =>
  full
    ? api.post('/invoiceTransactions/{id}/approve/{userId}', { path: { id: t.Id, userId: me } })
    : api.post('/invoiceTransactions/{id}/branch-approve/{userId}', { path: { id: t.Id, userId: me } });
