import { expect, it } from 'vitest';
import { ApprovedStatuses, ContractMessages, ContractStatuses, ProposalTypes } from '@canopy/shared';
import { runAutoDeactivate } from '../src/modules/contracts/auto-deactivate';
import { renewalCatalogue, seedRenewableContracts } from '../src/seed/contracts-demo';
import { describeEngines } from './harness';

const daysAgo = (d: number) => new Date(Date.now() - d * 86_400_000).toISOString();

describeEngines(
  'contract settings and promotions',
  (ctx) => {
    it('expires contracts still unsigned the set number of days after they were made', async () => {
      const db = ctx().dbh.db;
      const office = await ctx().login('officemanager');
      expect((await ctx().call(office, 'GET', '/api/v1/proposals/autoDeactivate')).json()).toEqual({
        Days: 0,
      });
      const cat = await renewalCatalogue(db);
      const [old, fresh, signed] = await seedRenewableContracts(db, { count: 3, year: 2090, catalogue: cat });
      await db
        .updateTable('proposals')
        .set({ contract_status_id: ContractStatuses.SentToClient, created_at: daysAgo(40) })
        .where('id', '=', old!)
        .execute();
      await db
        .updateTable('proposals')
        .set({ contract_status_id: ContractStatuses.Created, created_at: daysAgo(5) })
        .where('id', '=', fresh!)
        .execute();
      await db
        .updateTable('proposals')
        .set({ created_at: daysAgo(400) })
        .where('id', '=', signed!)
        .execute();
      const status = async (id: number) =>
        (
          await db
            .selectFrom('proposals')
            .select('contract_status_id')
            .where('id', '=', id)
            .executeTakeFirstOrThrow()
        ).contract_status_id;

      expect(await runAutoDeactivate({ db })).toEqual({ Expired: 0 });
      expect(await status(old!)).toBe(ContractStatuses.SentToClient);

      const bad = await ctx().call(office, 'PUT', '/api/v1/proposals/autoDeactivate', { Days: -1 });
      expect(bad.statusCode).toBe(400);
      const arborist = await ctx().login('arborist');
      expect(
        (await ctx().call(arborist, 'PUT', '/api/v1/proposals/autoDeactivate', { Days: 1 })).statusCode,
      ).toBe(403);
      expect((await ctx().call(arborist, 'GET', '/api/v1/proposals/autoDeactivate')).statusCode).toBe(403);
      const saved = await ctx().call(office, 'PUT', '/api/v1/proposals/autoDeactivate', { Days: 30 });
      expect(saved.json()).toEqual({ Days: 30 });
      expect((await ctx().call(office, 'GET', '/api/v1/proposals/autoDeactivate')).json()).toEqual({
        Days: 30,
      });

      const res = await runAutoDeactivate({ db });
      expect(res.Expired).toBeGreaterThanOrEqual(1);
      expect(await status(old!)).toBe(ContractStatuses.Expired);
      expect(await status(fresh!)).toBe(ContractStatuses.Created);
      expect(await status(signed!)).toBe(ContractStatuses.Active);
      await ctx().call(office, 'PUT', '/api/v1/proposals/autoDeactivate', { Days: 0 });
    });

    it('sets promotions on selected contracts in one go, for those the caller may edit', async () => {
      const db = ctx().dbh.db;
      const office = await ctx().login('officemanager');
      const cat = await renewalCatalogue(db);
      const ids = await seedRenewableContracts(db, { count: 2, year: 2091, catalogue: cat });
      const promos = await db
        .selectFrom('promotions')
        .select('id')
        .where('active', '=', 1)
        .where('archived', '=', 0)
        .execute();
      const promoIds = promos.slice(0, 2).map((p) => p.id);
      const url = '/api/v1/proposals/managePromotions';
      const ok = await ctx().call(office, 'POST', url, { ContractIds: ids, PromotionIds: promoIds });
      expect(ok.statusCode).toBe(200);
      const on = async () =>
        (await db.selectFrom('proposal_promotions').selectAll().where('proposal_id', 'in', ids).execute())
          .map((r) => `${r.proposal_id}:${r.promotion_id}`)
          .sort();
      expect(await on()).toEqual(ids.flatMap((c) => promoIds.map((p) => `${c}:${p}`)).sort());

      const proposal = await db
        .selectFrom('proposals')
        .select('id')
        .where('proposal_type_id', '=', ProposalTypes.Proposal)
        .executeTakeFirstOrThrow();
      const mixed = await ctx().call(office, 'POST', url, {
        ContractIds: [ids[0], proposal.id],
        PromotionIds: [],
      });
      expect(mixed.statusCode).toBe(400);
      expect(mixed.json().Message).toBe('Only contracts take promotions here.');
      const unknown = await ctx().call(office, 'POST', url, { ContractIds: ids, PromotionIds: [999999] });
      expect(unknown.statusCode).toBe(400);
      const missing = await ctx().call(office, 'POST', url, { ContractIds: [999999], PromotionIds: [] });
      expect(missing.statusCode).toBe(404);
      const foreman = await ctx().login('foreman');
      expect(
        (await ctx().call(foreman, 'POST', url, { ContractIds: ids, PromotionIds: [] })).statusCode,
      ).toBe(403);
      // An arborist (employee 6) edits their own contracts only: another rep's is out of reach.
      await db.updateTable('proposals').set({ sales_rep_id: 7 }).where('id', '=', ids[0]!).execute();
      await db.updateTable('proposals').set({ sales_rep_id: 6 }).where('id', '=', ids[1]!).execute();
      const arborist = await ctx().login('arborist');
      const others = await ctx().call(arborist, 'POST', url, { ContractIds: [ids[0]], PromotionIds: [] });
      expect(others.statusCode).toBe(404);
      expect(await on()).toHaveLength(4);
      const own = await ctx().call(arborist, 'POST', url, { ContractIds: [ids[1]], PromotionIds: [] });
      expect(own.statusCode).toBe(200);
      expect(await on()).toEqual(promoIds.map((p) => `${ids[0]}:${p}`).sort());

      const clear = await ctx().call(office, 'POST', url, { ContractIds: ids, PromotionIds: [] });
      expect(clear.statusCode).toBe(200);
      expect(await on()).toEqual([]);
    });

    it('refuses to change the promotions of a contract whose work authorization is approved', async () => {
      const db = ctx().dbh.db;
      const office = await ctx().login('officemanager');
      const cat = await renewalCatalogue(db);
      const [id] = await seedRenewableContracts(db, { count: 1, year: 2092, catalogue: cat });
      const now = new Date().toISOString();
      const promos = await db
        .selectFrom('promotions')
        .select('id')
        .where('active', '=', 1)
        .where('archived', '=', 0)
        .where((eb) =>
          eb.or([eb('expiration_date', 'is', null), eb('expiration_date', '>=', now.slice(0, 10))]),
        )
        .execute();
      const [first, second] = promos.map((p) => p.id);
      const manage = (PromotionIds: number[]) =>
        ctx().call(office, 'POST', '/api/v1/proposals/managePromotions', { ContractIds: [id], PromotionIds });
      const on = async () =>
        (
          await db
            .selectFrom('proposal_promotions')
            .select('promotion_id')
            .where('proposal_id', '=', id!)
            .execute()
        )
          .map((r) => r.promotion_id)
          .sort();
      const wa = await db
        .insertInto('work_authorizations')
        .values({ proposal_id: id!, created_at: now, updated_at: now })
        .returning('id')
        .executeTakeFirstOrThrow();
      // An authorization not yet approved leaves the promotions open.
      expect((await manage([first!])).statusCode).toBe(200);
      expect(await on()).toEqual([first]);

      for (const approval of [ApprovedStatuses.Approved, ApprovedStatuses.PartiallyApproved]) {
        await db
          .updateTable('work_authorizations')
          .set({ approval_status_id: approval })
          .where('id', '=', wa.id)
          .execute();
        const bulk = await manage([second!]);
        expect(bulk.statusCode).toBe(400);
        expect(bulk.json().Message).toBe(ContractMessages.PromotionsLocked);
        const put = await ctx().call(office, 'PUT', `/api/v1/proposals/${id}/promotions`, [{ Id: second }]);
        expect(put.statusCode).toBe(400);
        expect(put.json().Message).toBe(ContractMessages.PromotionsLocked);
        expect(await on()).toEqual([first]);
      }
    });
  },
  { env: { JOBS_POLL_MS: '0' } },
);
