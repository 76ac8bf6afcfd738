import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { Type } from 'typebox';
import { fromCents, toCents } from '@canopy/shared';
import type { ModuleDeps } from '../../src/modules/module';

/**
 * A payable kind of the tests' own (`tst:<id>`), standing in for the modules that will register
 * theirs (work authorizations, invoices): `dues` holds what is due per id; ids starting with
 * `staff` may be paid only by a signed-in caller. The deposit route is how such a module records a
 * reported transaction: verify with the provider first, then record it in one transaction.
 */
export const dues = new Map<string, number>();

export const DEPOSIT_PATH = '/api/v1/test-deposits';

export async function payableTestRoutes(app: FastifyInstance, deps: ModuleDeps): Promise<void> {
  deps.payments.registerPayable('tst', async (id, caller) => {
    const due = dues.get(id);
    if (due === undefined) return null;
    if (id.startsWith('staff') && !caller) return null;
    return { reference: `tst:${id}`, amountDueCents: due, description: `Test record ${id}` };
  });
  app.withTypeProvider<TypeBoxTypeProvider>().post(
    DEPOSIT_PATH,
    {
      config: { access: { signedIn: true } },
      schema: {
        body: Type.Object({
          Reference: Type.String({ maxLength: 100 }),
          TransactionId: Type.String({ maxLength: 100 }),
          Amount: Type.Number({ minimum: 0, maximum: 1_000_000 }),
        }),
      },
    },
    async (req) => {
      const verified = await deps.payments.verifyCardPayment({
        transactionId: req.body.TransactionId,
        amountCents: toCents(req.body.Amount),
        reference: req.body.Reference,
      });
      await deps.db.transaction().execute((trx) => deps.payments.recordCardPayment(trx, verified));
      return { TransactionId: verified.transactionId, Amount: fromCents(verified.amountCents) };
    },
  );
}
