import { expect, it } from 'vitest';
import { DefaultRoles } from '@canopy/shared';
import { seedLarge } from '../src/seed/large';
import { describeEngines } from './harness';

describeEngines('demo company and large data sets', (ctx) => {
  it('has branches, a sign-in for every role, accounts with contacts and locations, and catalogue basics', async () => {
    const db = ctx().dbh.db;
    expect((await db.selectFrom('branches').selectAll().execute()).length).toBeGreaterThanOrEqual(2);
    const roles = await db.selectFrom('users').select('role_id').distinct().execute();
    expect(new Set(roles.map((r) => r.role_id))).toEqual(new Set(DefaultRoles.map((r) => r.Id)));
    for (const user of ['admin', 'officemanager', 'billing', 'branchmanager', 'foreman', 'arborist']) {
      expect((await ctx().login(user)).body.Employee.Id).toBeGreaterThan(0);
    }
    const orphans = await db
      .selectFrom('accounts as a')
      .select('a.id')
      .where((eb) =>
        eb.or([
          eb.not(
            eb.exists(eb.selectFrom('contacts as c').select('c.id').whereRef('c.account_id', '=', 'a.id')),
          ),
          eb.not(
            eb.exists(
              eb.selectFrom('account_locations as l').select('l.id').whereRef('l.account_id', '=', 'a.id'),
            ),
          ),
        ]),
      )
      .execute();
    expect(orphans).toEqual([]);
    expect((await db.selectFrom('services').selectAll().execute()).map((s) => s.name)).toContain(
      'Stump Grinding',
    );
    expect(
      (await db.selectFrom('chemicals').selectAll().execute()).every((c) =>
        /^\d+-\d+$/.test(c.epa_number ?? ''),
      ),
    ).toBe(true);
    // The spec's default arborist for new accounts (id 6) is an arborist.
    const titles = await db
      .selectFrom('employee_job_titles')
      .select('job_title_id')
      .where('employee_id', '=', 6)
      .execute();
    expect(titles).toEqual([{ job_title_id: 2 }]);
  });

  it('grows deterministically with --scale', async () => {
    const db = ctx().dbh.db;
    const before = Number(
      (
        await db
          .selectFrom('accounts')
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );
    await seedLarge(ctx().dbh, 0.5);
    const added = await db
      .selectFrom('accounts')
      .select(['name', 'branch_id'])
      .where('id', '>', before)
      .orderBy('id')
      .execute();
    expect(added).toHaveLength(250);
    await db.deleteFrom('accounts').where('id', '>', before).execute();
    await seedLarge(ctx().dbh, 0.5);
    const again = await db
      .selectFrom('accounts')
      .select(['name', 'branch_id'])
      .where('id', '>', before)
      .orderBy('id')
      .execute();
    expect(again).toEqual(added);
  });
});
