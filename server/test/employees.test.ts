import { afterAll, beforeAll, expect, it } from 'vitest';
import { Messages } from '@canopy/shared';
import { describeEngines, PASSWORD, type TestCtx } from './harness';
import { smtpInbox, smtpMailer } from './support';

let smtp: Awaited<ReturnType<typeof smtpInbox>>;
beforeAll(async () => {
  smtp = await smtpInbox();
});
afterAll(() => smtp.close());

const create = (ctx: TestCtx, s: Awaited<ReturnType<TestCtx['login']>>, body: object) =>
  ctx.call(s, 'POST', '/api/v1/employees/Create', body);

describeEngines(
  'employees',
  (ctx) => {
    it('lists 12 per page with the total, and filters by status, portal access, review date and text', async () => {
      const admin = await ctx().login('admin');
      const all = await ctx().call(admin, 'POST', '/api/v1/employees/_search', {});
      expect(all.json()).toHaveLength(12);
      expect(Number(all.headers['x-list-count'])).toBe(12);
      const noPortal = (
        await ctx().call(admin, 'POST', '/api/v1/employees/_search', { HasPortalAccess: false })
      ).json();
      expect(noPortal.map((e: { LastName: string }) => e.LastName).sort()).toEqual(['Diaz', 'Okafor']);
      await ctx()
        .dbh.db.updateTable('employees')
        .set({ date_review: '2026-12-01' })
        .where('id', '=', 9)
        .execute();
      const review = (
        await ctx().call(admin, 'POST', '/api/v1/employees/_search', {
          ReviewDateFrom: '2026-11-01',
          ReviewDateTo: '2026-12-31',
        })
      ).json();
      expect(review.map((e: { Id: number }) => e.Id)).toEqual([9]);
      const text = (await ctx().call(admin, 'POST', '/api/v1/employees/_search', { Query: 'lindq' })).json();
      expect(text[0]).toMatchObject({
        Id: 6,
        JobTitleIds: [2],
        HasPortalAccess: true,
        Username: 'arborist',
        RoleName: 'Arborist',
      });
    });

    it('keeps null, false and 0 apart in nullable inputs (null portal access means any)', async () => {
      const admin = await ctx().login('admin');
      const any = await ctx().call(admin, 'POST', '/api/v1/employees/_search', {
        HasPortalAccess: null,
        Take: 99,
      });
      const none = await ctx().call(admin, 'POST', '/api/v1/employees/_search', {
        HasPortalAccess: false,
        Take: 99,
      });
      expect(Number(any.headers['x-list-count'])).toBeGreaterThan(Number(none.headers['x-list-count']));
      expect(Number(none.headers['x-list-count'])).toBeGreaterThan(0);
    });

    it('scopes the list to the caller: branch managers see their branch, a foreman cannot list', async () => {
      const manager = await ctx().login('branchmanager2');
      const rows = (await ctx().call(manager, 'POST', '/api/v1/employees/_search', { Take: 99 })).json() as {
        Id: number;
      }[];
      expect(rows.map((r) => r.Id).sort((a, b) => a - b)).toEqual([1, 2, 3, 7, 9, 10, 12]);
      expect((await ctx().call(manager, 'GET', '/api/v1/employees/11')).statusCode).toBe(404);
      const foreman = await ctx().login('foreman');
      expect((await ctx().call(foreman, 'POST', '/api/v1/employees/_search', {})).statusCode).toBe(403);
      expect((await ctx().call(foreman, 'GET', '/api/v1/employees/5')).statusCode).toBe(200);
      expect((await ctx().call(foreman, 'GET', '/api/v1/employees/6')).statusCode).toBe(404);
    });

    it('downloads the filtered list as CSV, neutralising formulas', async () => {
      const admin = await ctx().login('admin');
      await ctx()
        .dbh.db.updateTable('employees')
        .set({ last_name: '=HYPERLINK("x")' })
        .where('id', '=', 12)
        .execute();
      const res = await ctx().call(admin, 'POST', '/api/v1/employees/_search/csv', {
        HasPortalAccess: false,
      });
      expect(res.headers['content-type']).toContain('text/csv');
      const lines = res.body.trim().split('\r\n');
      expect(lines[0]).toBe(
        'Id,First Name,Last Name,Email,Phone,Job Titles,Primary Branch,Status,Portal Access,Username,Role,Review Date',
      );
      expect(lines).toHaveLength(3);
      expect(res.body).toContain(`"'=HYPERLINK(""x"")"`);
      await ctx().dbh.db.updateTable('employees').set({ last_name: 'Okafor' }).where('id', '=', 12).execute();
    });

    it('needs a job title and a primary branch to create an employee', async () => {
      const admin = await ctx().login('admin');
      const res = await create(ctx(), admin, { User: { FirstName: 'Ann', LastName: 'Lee' } });
      expect(res.statusCode).toBe(400);
      expect(res.json().ModelState.Service).toEqual([Messages.EmployeeNeedsJobAndBranch]);
      const arborist = await ctx().login('arborist');
      expect(
        (
          await create(ctx(), arborist, {
            User: { FirstName: 'A', LastName: 'B', JobTitleIds: [3], PrimaryBranchId: 1 },
          })
        ).statusCode,
      ).toBe(403);
    });

    it('creates an employee with a sign-in, mails the welcome link, and the new user can sign in', async () => {
      smtp.inbox.length = 0;
      const admin = await ctx().login('admin');
      const res = await create(ctx(), admin, {
        User: {
          FirstName: 'Rosa',
          LastName: 'Diaz',
          Email: 'rosa@canopy.example',
          JobTitleIds: [1],
          PrimaryBranchId: 2,
        },
        Username: 'rdiaz',
        Password: 'climbing-rope-9',
        UserRoleId: 3,
        SendEmail: true,
      });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({
        FirstName: 'Rosa',
        PrimaryBranchId: 2,
        BranchIds: [2],
        JobTitleIds: [1],
        HasPortalAccess: true,
        Username: 'rdiaz',
        UserRoleId: 3,
      });
      expect(smtp.inbox.map((m) => m.to)).toEqual([['rosa@canopy.example']]);
      expect(smtp.inbox[0]!.raw).toContain('/reset-password?token=');
      expect((await ctx().login('rdiaz', { password: 'climbing-rope-9' })).body.LandingPage.Path).toBe(
        '/schedules/daily',
      );
      const taken = await create(ctx(), admin, {
        User: { FirstName: 'X', LastName: 'Y', JobTitleIds: [3], PrimaryBranchId: 1 },
        Username: 'RDIAZ',
        Password: 'whatever-12',
        UserRoleId: 3,
      });
      expect(taken.json().ModelState).toEqual({ Username: [Messages.UsernameTaken] });
    });

    it('lets employees edit their own contact tabs but not their work info, and keeps phones by the spec rule', async () => {
      const me = await ctx().login('arborist');
      const emp = (await ctx().call(me, 'GET', '/api/v1/employees/6')).json();
      expect(emp.Rights).toEqual({
        view: true,
        editBasic: true,
        editOwn: true,
        editFull: false,
        viewWage: false,
      });
      const saved = await ctx().call(me, 'PUT', '/api/v1/employees/6/contactinfo', {
        Version: emp.Version,
        Email: 'ava@trees.example',
        EmployeePhoneNumbers: [
          { Phone: '(847) 555-0101 123' },
          { Phone: '555-01' },
          { Phone: '8475550199', IsPreferred: true },
        ],
      });
      expect(saved.statusCode).toBe(200);
      expect(saved.json().EmployeePhoneNumbers).toEqual([
        { Phone: '8475550101', Extension: '123', IsPreferred: false, PhoneTypeId: 3 },
        { Phone: '8475550199', Extension: null, IsPreferred: true, PhoneTypeId: 3 },
      ]);
      expect(saved.json().Version).toBe(emp.Version + 1);
      const work = await ctx().call(me, 'PUT', '/api/v1/employees/6/workinfo', {
        Version: saved.json().Version,
        JobTitleIds: [2],
        PrimaryBranchId: 1,
        BranchIds: [1, 2],
        AssignedToAllBranches: false,
        IsSalesRep: true,
        ReceivesCommission: true,
        EmployeeOverrideCommission: false,
        WorkShifts: [],
      });
      expect(work.statusCode).toBe(403);
      expect(
        (await ctx().call(me, 'PUT', '/api/v1/employees/7/contacts', { Version: 1, EmergencyContacts: [] }))
          .statusCode,
      ).toBe(404);
    });

    it('answers a stale tab save with 409 and the current employee; racing saves let one win', async () => {
      const admin = await ctx().login('admin');
      const emp = (await ctx().call(admin, 'GET', '/api/v1/employees/9')).json();
      const race = await Promise.all(
        ['Gracie', 'Grace Ann'].map((FirstName) =>
          ctx().call(admin, 'PUT', '/api/v1/employees/9/basicinfo', {
            Version: emp.Version,
            FirstName,
            LastName: 'Kim',
          }),
        ),
      );
      expect(race.map((r) => r.statusCode).sort()).toEqual([200, 409]);
      const loser = race.find((r) => r.statusCode === 409)!.json();
      expect(loser.Current.Version).toBe(emp.Version + 1);
      const wage = await ctx().call(admin, 'PUT', '/api/v1/employees/9/wage', {
        Version: emp.Version,
        HourlyWage: 31.25,
      });
      expect(wage.statusCode).toBe(409);
      const ok = await ctx().call(admin, 'PUT', '/api/v1/employees/9/wage', {
        Version: loser.Current.Version,
        HourlyWage: 31.25,
        DecreaseSupplementalAmount: 0.1,
      });
      expect(ok.json()).toMatchObject({ HourlyWage: 31.25, DecreaseSupplementalAmount: 0.1 });
      const cents = await ctx()
        .dbh.db.selectFrom('employees')
        .select(['hourly_wage_cents'])
        .where('id', '=', 9)
        .executeTakeFirstOrThrow();
      expect(cents.hourly_wage_cents).toBe(3125);
      const bad = await ctx().call(admin, 'PUT', '/api/v1/employees/9/wage', {
        Version: ok.json().Version,
        HourlyWage: 1.005,
      });
      expect(bad.statusCode).toBe(400);
    });

    it('saves work info with shifts, job titles and branches, refusing bad shifts', async () => {
      const admin = await ctx().login('admin');
      const emp = (await ctx().call(admin, 'GET', '/api/v1/employees/8')).json();
      const body = {
        Version: emp.Version,
        JobTitleIds: [3, 1],
        PrimaryBranchId: 2,
        BranchIds: [1],
        AssignedToAllBranches: false,
        IsSalesRep: false,
        ReceivesCommission: false,
        EmployeeOverrideCommission: false,
        DateStart: '2024-03-04',
        DateReview: '2027-03-04',
        WorkShifts: [{ Day: -1, TimeStart: 14, TimeEnd: 48 }],
      };
      const bad = await ctx().call(admin, 'PUT', '/api/v1/employees/8/workinfo', {
        ...body,
        WorkShifts: [{ Day: 2, TimeStart: 20, TimeEnd: 10 }],
      });
      expect(bad.json().ModelState).toEqual({ WorkShifts: [Messages.WorkShiftTimes] });
      const res = await ctx().call(admin, 'PUT', '/api/v1/employees/8/workinfo', body);
      expect(res.json()).toMatchObject({
        JobTitleIds: [1, 3],
        PrimaryBranchId: 2,
        BranchIds: [1, 2],
        WorkShifts: [{ Day: -1, TimeStart: 14, TimeEnd: 48 }],
        DateReview: '2027-03-04',
      });
    });

    it('manages portal access: set, change password (ending sessions), remove; deactivation removes it', async () => {
      const admin = await ctx().login('admin');
      const crew = (await ctx().call(admin, 'GET', '/api/v1/employees/12')).json();
      const mismatch = await ctx().call(admin, 'PUT', '/api/v1/employees/12/portalAccess', {
        Username: 'sokafor',
        Password: 'saw-chain-77',
        Confirmation: 'nope',
        UserRoleId: 3,
      });
      expect(mismatch.json().ModelState).toEqual({ Confirmation: [Messages.PasswordsDoNotMatch] });
      const markup = await ctx().call(admin, 'PUT', '/api/v1/employees/12/portalAccess', {
        Username: '<i>sokafor</i>',
        Password: 'saw-chain-77',
        Confirmation: 'saw-chain-77',
        UserRoleId: 3,
      });
      expect(markup.json().ModelState).toEqual({ Username: [Messages.UsernameCharacters] });
      const set = await ctx().call(admin, 'PUT', '/api/v1/employees/12/portalAccess', {
        Username: 'sokafor',
        Password: 'saw-chain-77',
        Confirmation: 'saw-chain-77',
        UserRoleId: 3,
        Version: crew.PortalAccessVersion,
      });
      expect(set.json()).toMatchObject({ HasPortalAccess: true, Username: 'sokafor', UserRoleId: 3 });
      const session = await ctx().login('sokafor', { password: 'saw-chain-77' });
      const changed = await ctx().call(admin, 'PUT', '/api/v1/employees/12/portalAccess', {
        Username: 'sokafor',
        UserRoleId: 3,
        ChangePassword: true,
        Password: 'new-chain-88',
        Confirmation: 'new-chain-88',
        Version: set.json().PortalAccessVersion,
      });
      expect(changed.statusCode).toBe(200);
      expect((await ctx().call(session, 'GET', '/api/v1/employees/12')).statusCode).toBe(401);
      await ctx().login('sokafor', { password: 'new-chain-88' });
      const off = await ctx().call(admin, 'PUT', '/api/v1/employees/deactivate/12');
      expect(off.json()).toMatchObject({ StatusId: 2, HasPortalAccess: false });
      await expect(ctx().login('sokafor', { password: 'new-chain-88' })).rejects.toThrow(/418/);
      expect((await ctx().call(admin, 'PUT', '/api/v1/employees/activate/12')).json().StatusId).toBe(1);
    });

    it('floors certification credits and deletes certifications', async () => {
      const me = await ctx().login('foreman');
      const saved = await ctx().call(me, 'POST', '/api/v1/employees/5/certifications', {
        CertificationTypeId: 2,
        StandardCertificationId: 1,
        Name: 'ISA Certified Arborist',
        Credits: 7.9,
        DateAchieved: '2025-05-01',
        DateExpires: '2028-05-01',
      });
      // The demo foreman already holds his applicator's licence; this test's certificate is the new one.
      type Cert = { Id: number; Name: string };
      const cert = (saved.json().Certifications as Cert[]).find((c) => c.Name === 'ISA Certified Arborist');
      expect(cert).toMatchObject({ Name: 'ISA Certified Arborist', Credits: 7, StatusId: 1 });
      const gone = await ctx().call(me, 'DELETE', `/api/v1/employees/5/certifications/${cert!.Id}`);
      const left = (gone.json().Certifications as Cert[]).map((c) => c.Id);
      expect(left).not.toContain(cert!.Id);
      expect(left).toHaveLength(saved.json().Certifications.length - 1);
    });

    it('refuses to delete an employee that accounts still name, with Delete Failed', async () => {
      const admin = await ctx().login('admin');
      const res = await ctx().call(admin, 'DELETE', '/api/v1/employees?id=6');
      expect(res.statusCode).toBe(400);
      expect(res.json().Message).toBe('Delete Failed');
      expect((await ctx().call(admin, 'GET', '/api/v1/employees/6')).statusCode).toBe(200);
    });

    it('still signs in the seeded users with the shared password', async () => {
      expect((await ctx().login('billing', { password: PASSWORD })).body.UserRoleId).toBe(5);
    });
  },
  { mailer: smtpMailer(() => smtp.url) },
);
