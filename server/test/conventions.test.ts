import { expect, it } from 'vitest';
import { LIST_COUNT_HEADER } from '@canopy/shared';
import { describeEngines } from './harness';

describeEngines(
  'API conventions',
  (ctx) => {
    it('puts the total in X-List-Count; an empty query means every record, like *', async () => {
      const admin = await ctx().login('admin');
      const all = await ctx().call(admin, 'POST', '/api/v1/accounts/_search', {
        Query: '',
        Skip: 0,
        Take: 5,
      });
      const star = await ctx().call(admin, 'POST', '/api/v1/accounts/_search', {
        Query: '*',
        Skip: 0,
        Take: 5,
      });
      expect(all.statusCode).toBe(200);
      expect(all.headers[LIST_COUNT_HEADER.toLowerCase()]).toBe('38');
      expect(star.headers[LIST_COUNT_HEADER.toLowerCase()]).toBe('38');
      expect(all.json()).toHaveLength(5);
      expect(all.json()).toEqual(star.json());
      const next = await ctx().call(admin, 'POST', '/api/v1/accounts/_search', { Skip: 5, Take: 5 });
      expect(next.json()[0].Id).not.toBe(all.json()[0].Id);
    });

    it('filters by the query text', async () => {
      const admin = await ctx().login('admin');
      const first = (await ctx().call(admin, 'POST', '/api/v1/accounts/_search', { Take: 1 })).json()[0];
      const word = first.Name.split(/[ ,]+/)[0];
      const res = await ctx().call(admin, 'POST', '/api/v1/accounts/_search', {
        Query: word.toUpperCase(),
        Take: 100,
      });
      const rows = res.json() as { Name: string; Address: string; City: string }[];
      expect(rows.length).toBeGreaterThan(0);
      expect(Number(res.headers['x-list-count'])).toBe(rows.length);
      for (const r of rows)
        expect(`${r.Name} ${r.Address} ${r.City}`.toLowerCase()).toContain(word.toLowerCase());
    });

    it('limits a branch-scoped user to the accounts of their branches', async () => {
      const manager = await ctx().login('branchmanager2');
      const rows = (await ctx().call(manager, 'POST', '/api/v1/accounts/_search', { Take: 999 })).json() as {
        BranchId: number;
      }[];
      expect(rows.length).toBeGreaterThan(0);
      expect(new Set(rows.map((r) => r.BranchId))).toEqual(new Set([2]));
    });

    it('answers bad input with 400 {Message, ModelState} and the -- marker for several messages', async () => {
      const admin = await ctx().login('admin');
      const res = await ctx().call(admin, 'POST', '/api/v1/userRoles', { Name: '', LandingPageId: 'home' });
      expect(res.statusCode).toBe(400);
      const body = res.json();
      expect(body.ModelState).toEqual({
        Name: ['Name is required.'],
        LandingPageId: ['LandingPageId is not valid.'],
      });
      expect(body.Message).toBe(
        'Please correct the following--Name is required.--LandingPageId is not valid.',
      );
      const one = await ctx().call(admin, 'POST', '/api/v1/userRoles', { LandingPageId: 1 });
      expect(one.json()).toEqual({
        Message: 'Name is required.',
        ModelState: { Name: ['Name is required.'] },
      });
    });

    it('puts business-rule failures under ModelState.Service', async () => {
      const admin = await ctx().login('admin');
      const res = await ctx().call(admin, 'DELETE', '/api/v1/userRoles/3');
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({
        Message: 'Delete Failed',
        ModelState: { Service: ["Be sure this user role isn't assigned to any users before deleting."] },
      });
    });

    it('answers 404 for unknown ids and unknown calls', async () => {
      const admin = await ctx().login('admin');
      expect((await ctx().call(admin, 'GET', '/api/v1/userRoles/99999')).statusCode).toBe(404);
      expect((await ctx().call(admin, 'GET', '/api/v1/nothing-here')).statusCode).toBe(404);
    });

    it('hides failures behind a generic 500 with an error id', async () => {
      const res = await ctx().app.inject({ method: 'GET', url: '/api/v1/test/explode' });
      expect(res.statusCode).toBe(500);
      const body = res.json();
      expect(body.Message).toBe('Something went wrong on our side. Please try again.');
      expect(body.ErrorId).toMatch(/^[0-9a-f-]{36}$/);
      expect(res.body).not.toContain('secret detail');
    });

    it('stores client error reports, with the user when signed in', async () => {
      const s = await ctx().login('arborist');
      const res = await ctx().call(s, 'POST', '/api/v1/logger/errors', {
        Message: 'TypeError: x is undefined',
        Url: '/accounts',
      });
      expect(res.statusCode).toBe(200);
      const anon = await ctx().app.inject({
        method: 'POST',
        url: '/api/v1/logger/errors',
        payload: { message: 'boot failed' },
      });
      expect(anon.statusCode).toBe(200);
      const rows = await ctx().dbh.db.selectFrom('client_errors').selectAll().orderBy('id').execute();
      expect(rows.map((r) => [r.message, r.user_id])).toEqual([
        ['TypeError: x is undefined', s.body.LoginResult.AuthUserId],
        ['boot failed', null],
      ]);
    });

    it('publishes an OpenAPI document built from the route schemas', async () => {
      const res = await ctx().app.inject({ method: 'GET', url: '/api/docs/json' });
      expect(res.statusCode).toBe(200);
      const doc = res.json();
      expect(doc.openapi).toMatch(/^3\./);
      expect(Object.keys(doc.paths)).toContain('/api/v1/auth/login');
      expect(doc.paths['/api/v1/userRoles/{id}'].get).toBeDefined();
      expect((await ctx().app.inject({ method: 'GET', url: '/api/docs' })).statusCode).toBeLessThan(400);
    });

    it('keeps saved searches private to their employee', async () => {
      const a = await ctx().login('arborist');
      const mine = await ctx().call(a, 'POST', '/api/v1/searches', {
        name: 'Active',
        employeeId: 6,
        searchTypeId: 3,
        filters: '{"s":[2]}',
      });
      expect(mine.statusCode).toBe(200);
      expect(
        (
          await ctx().call(a, 'POST', '/api/v1/searches', {
            Name: ' ',
            EmployeeId: 6,
            SearchTypeId: 3,
            Filters: '{}',
          })
        ).json().ModelState,
      ).toEqual({
        Name: ['A name is required.'],
      });
      const b = await ctx().login('arborist2');
      expect((await ctx().call(b, 'GET', '/api/v1/searches/employee/6/3')).statusCode).toBe(403);
      expect((await ctx().call(b, 'DELETE', `/api/v1/searches/${mine.json().Id}`)).statusCode).toBe(404);
      const list = await ctx().call(a, 'GET', '/api/v1/searches/employee/6/3');
      expect(list.json()).toEqual([
        { Id: mine.json().Id, Name: 'Active', EmployeeId: 6, SearchTypeId: 3, Filters: '{"s":[2]}' },
      ]);
    });
  },
  {
    extra: async (app) => {
      app.get('/api/v1/test/explode', { config: { access: { public: true } } }, async () => {
        throw new Error('secret detail');
      });
    },
  },
);
