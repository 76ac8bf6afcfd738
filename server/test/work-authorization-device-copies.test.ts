import { expect, it } from 'vitest';
import { describeEngines } from './harness';
import { approveService, confirmedWa, getWa, pay, servicesOf } from './work-authorizations.fixtures';
import { deviceCopies, deviceCopy } from '../src/modules/work-authorizations/work-authorization-device';

// A first sync reads the device's authorizations together, one statement per table for all of them;
// each copy must still be exactly its own record: its lines, approvals, payments, tax and totals.
describeEngines('work authorizations read together for a device', (ctx) => {
  const held = async (id: number) =>
    ctx()
      .dbh.db.selectFrom('work_authorizations as w')
      .innerJoin('proposals as p', 'p.id', 'w.proposal_id')
      .select(['w.id', 'w.signer_name', 'w.signed_at', 'p.account_location_id'])
      .where('w.id', '=', id)
      .executeTakeFirstOrThrow();

  it('gives each authorization the copy it has when read alone', async () => {
    const a = await confirmedWa(ctx());
    const b = await confirmedWa(ctx());
    // Make the two differ in approvals and payments, so a copy that borrowed the other's rows shows.
    const [first] = servicesOf(await getWa(ctx(), a.office, a.id));
    await approveService(ctx(), a.office, a.id, first!.Id, true);
    const deposit = { Amount: 20.5, PaymentMethodId: 3, CheckNumber: '77', IsDeposit: true };
    expect((await pay(ctx(), b.office, b.id, 'deposit', deposit, `copies-${b.id}`)).statusCode).toBe(200);

    const rows = [await held(a.id), await held(b.id)];
    const db = ctx().dbh.db;
    const together = await deviceCopies(db, rows);
    const alone = [await deviceCopy(db, rows[0]!), await deviceCopy(db, rows[1]!)];
    expect(together).toEqual(alone);
    expect(together.map((w) => w.Id)).toEqual([a.id, b.id]);
    expect(together[0]!.TotalApprovedCost).toBeGreaterThan(0);
    expect(together[1]!.TotalApprovedCost).toBe(0);
    expect(together.map((w) => w.CustomerPayments.length)).toEqual([0, 1]);
    // And each is what the office sees of it, less the staff's rights and link.
    const office = await getWa(ctx(), a.office, a.id);
    expect(together[0]!.ProposalGroups).toEqual(office.ProposalGroups);
    expect(together[0]!.TotalApprovedCost).toBe(office.TotalApprovedCost);
  });

  it('leaves out an authorization that is gone', async () => {
    const a = await confirmedWa(ctx());
    const row = await held(a.id);
    expect(await deviceCopies(ctx().dbh.db, [row, { ...row, id: 2_000_000_000 }])).toHaveLength(1);
  });
});
