import { expect, it } from 'vitest';
import {
  F,
  P,
  ProposalFormatMessages as M,
  ProposalStatuses,
  R,
  type ProposalFormat,
  type SpraySummary,
  WorkAuthorizationStatuses as WaStatuses,
} from '@canopy/shared';
import { describeEngines } from './harness';
import { formatProposal } from './proposal-format.fixtures';
import { signInWith } from './support';

const API = '/api/v1/proposals';
const today = () => new Date().toISOString().slice(0, 10);

describeEngines('proposal format', (ctx) => {
  const anonymous = (url: string) => ctx().app.inject({ method: 'GET', url });

  /** The location's zip taxed at 6.25 % from today, and the account not exempt. */
  async function taxed(id: number) {
    const db = ctx().dbh.db;
    const loc = await db
      .selectFrom('proposals as p')
      .innerJoin('account_locations as l', 'l.id', 'p.account_location_id')
      .select(['l.zip', 'p.account_id'])
      .where('p.id', '=', id)
      .executeTakeFirstOrThrow();
    await db.updateTable('accounts').set({ tax_exempt: 0 }).where('id', '=', loc.account_id).execute();
    await db
      .insertInto('tax_rates')
      .values({ zip_code: loc.zip.slice(0, 5), rate_e4: 62_500, effective_date: today() })
      .execute();
  }

  it('lays the proposal out for the customer: letter, groups, options, prices, totals and tax', async () => {
    const p = await formatProposal(ctx());
    await taxed(p.id);
    const res = await ctx().call(p.s, 'GET', `${API}/${p.id}/format`);
    expect(res.statusCode, res.body).toBe(200);
    const f = res.json<ProposalFormat>();
    expect(f.ProposalNumber).toMatch(/^\d{11}$/);
    expect(f.Customer.Account).toBe(p.customer);
    expect(f.CoverLetter).toContain(`Dear ${p.customer}`);
    expect(f.ServiceGroups.map((g) => g.Name)).toEqual(['Arbor Care', 'Plant Health Care']);
    const pruning = f.Groups[0]!;
    expect(pruning.MultiOption).toBe(true);
    expect(pruning.OptionGroups[0]!.Options.map((o) => [o.Label, o.Total])).toEqual([
      ['Option 1', 650],
      ['Option 2', 250],
    ]);
    expect(pruning.OptionGroups[0]!.Options[0]!.Lines[0]!.Photos[0]!.Caption).toBe('Deadwood over the drive');
    expect(f.Groups.map((g) => g.Total)).toEqual([650, 45.5, 180]);
    // $875.50 at 6.25 % is $54.71875 of tax, rounded once to $54.72.
    expect([f.Subtotal, f.Discount, f.TaxRate, f.Tax, f.Total]).toEqual([875.5, 0, 6.25, 54.72, 930.22]);
    expect(f.Editable).toBe(true);
    expect(f.EncryptedId).toBeTruthy();
  });

  it('hides the prices of a group shown without pricing, keeping the totals', async () => {
    const p = await formatProposal(ctx());
    const before = (await ctx().call(p.s, 'GET', `${API}/${p.id}/format`)).json<ProposalFormat>();
    const hide = await ctx().call(p.s, 'POST', `${API}/groups/update-show-pricing/${p.id}`, {
      ProposalGroupId: before.Groups[0]!.Id,
      ShowPricing: false,
    });
    expect(hide.statusCode).toBe(200);
    const f = (await ctx().call(p.s, 'GET', `${API}/${p.id}/format`)).json<ProposalFormat>();
    const g = f.Groups[0]!;
    expect(g.Total).toBeNull();
    expect(
      g.OptionGroups[0]!.Options.every((o) => o.Total === null && o.Lines.every((l) => l.Price === null)),
    ).toBe(true);
    expect(f.Subtotal).toBe(before.Subtotal);
  });

  it('opens the public links signed out, read-only, and refuses an altered link without naming any proposal', async () => {
    const p = await formatProposal(ctx());
    const { EncryptedId } = (await ctx().call(p.s, 'GET', `${API}/${p.id}/format`)).json<ProposalFormat>();
    const open = await anonymous(`${API}/format/${EncryptedId}`);
    expect(open.statusCode, open.body).toBe(200);
    const f = open.json<ProposalFormat>();
    expect(f.Id).toBe(p.id);
    expect([f.Editable, f.EncryptedId]).toEqual([false, null]);

    const link = EncryptedId!;
    const flipped = link.slice(0, 20) + (link[20] === 'A' ? 'B' : 'A') + link.slice(21);
    for (const bad of [
      flipped,
      link.slice(0, -3),
      'AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA',
      String(p.id),
    ]) {
      const res = await anonymous(`${API}/format/${bad}`);
      expect(res.statusCode).toBe(400);
      expect(res.json<{ Message: string }>().Message).toBe(M.InvalidLink);
    }
    // A link is for proposals only, and a made-up number is no link.
    expect((await anonymous(`${API}/approved-format/${flipped}`)).statusCode).toBe(400);

    const notYet = await anonymous(`${API}/approved-format/${link}`);
    expect(notYet.statusCode).toBe(404);
    expect(notYet.json<{ Message: string }>().Message).toBe(M.NotApproved);
    await ctx()
      .dbh.db.updateTable('proposals')
      .set({ status_id: ProposalStatuses.Accepted })
      .where('id', '=', p.id)
      .execute();
    const approved = await anonymous(`${API}/approved-format/${link}`);
    expect(approved.statusCode).toBe(200);
    expect(approved.json<ProposalFormat>().Total).toBe(f.Total);
  });

  it('edits the format texts only with InventoryItems Full, within reach', async () => {
    const p = await formatProposal(ctx());
    const f = (await ctx().call(p.s, 'GET', `${API}/${p.id}/format`)).json<ProposalFormat>();
    const arbor = f.ServiceGroups[0]!;
    const saved = await ctx().call(p.s, 'PUT', `${API}/${p.id}/format`, {
      CoverLetter: 'Dear neighbour,\nOur plan for your oaks.',
      ServiceGroups: [
        { Id: arbor.Id, Definition: '  Pruning removes dead wood.  ', Recommendation: 'Prune in winter.' },
      ],
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const after = saved.json<ProposalFormat>();
    expect(after.CoverLetter).toBe('Dear neighbour,\nOur plan for your oaks.');
    expect(after.ServiceGroups[0]).toMatchObject({
      Definition: 'Pruning removes dead wood.',
      Recommendation: 'Prune in winter.',
    });

    // A service group row of another proposal is not this proposal's to change.
    const other = await formatProposal(ctx());
    const theirs = (await ctx().call(other.s, 'GET', `${API}/${other.id}/format`)).json<ProposalFormat>();
    const cross = await ctx().call(p.s, 'PUT', `${API}/${p.id}/format`, {
      ServiceGroups: [{ Id: theirs.ServiceGroups[0]!.Id, Definition: 'Hijacked' }],
    });
    expect(cross.statusCode).toBe(400);
    const still = (await ctx().call(other.s, 'GET', `${API}/${other.id}/format`)).json<ProposalFormat>();
    expect(still.ServiceGroups[0]!.Definition).toBeNull();

    // Without InventoryItems Full: the page is read-only and a save is refused, changing nothing.
    const plain = await signInWith(
      ctx(),
      `format-plain-${ctx().engine}`,
      { Proposals: F, InventoryItems: R },
      1,
    );
    const seen = (await ctx().call(plain.session, 'GET', `${API}/${p.id}/format`)).json<ProposalFormat>();
    expect(seen.Editable).toBe(false);
    const refused = await ctx().call(plain.session, 'PUT', `${API}/${p.id}/format`, { CoverLetter: 'Nope' });
    expect(refused.statusCode).toBe(403);

    // Another rep with Personal reach does not see this proposal at all.
    const stranger = await signInWith(
      ctx(),
      `format-other-${ctx().engine}`,
      { Proposals: P, InventoryItems: F },
      1,
    );
    expect((await ctx().call(stranger.session, 'GET', `${API}/${p.id}/format`)).statusCode).toBe(404);
    expect(
      (await ctx().call(stranger.session, 'PUT', `${API}/${p.id}/format`, { CoverLetter: 'x' })).statusCode,
    ).toBe(404);
    const kept = (await ctx().call(p.s, 'GET', `${API}/${p.id}/format`)).json<ProposalFormat>();
    expect(kept.CoverLetter).toBe('Dear neighbour,\nOur plan for your oaks.');

    // A cancelled proposal takes no more edits.
    await ctx().call(p.s, 'PUT', `${API}/${p.id}/cancel`);
    const cancelled = await ctx().call(p.s, 'GET', `${API}/${p.id}/format`);
    expect(cancelled.json<ProposalFormat>().Editable).toBe(false);
    expect((await ctx().call(p.s, 'PUT', `${API}/${p.id}/format`, { CoverLetter: 'Late' })).statusCode).toBe(
      400,
    );
  });

  it('closes the format to edits once a work authorization of the proposal is confirmed', async () => {
    const p = await formatProposal(ctx());
    const now = new Date().toISOString();
    const db = ctx().dbh.db;
    await db
      .insertInto('work_authorizations')
      .values({ proposal_id: p.id, status_id: WaStatuses.Created, created_at: now, updated_at: now })
      .execute();
    const open = await ctx().call(p.s, 'PUT', `${API}/${p.id}/format`, { CoverLetter: 'Before confirming' });
    expect(open.json<ProposalFormat>().Editable).toBe(true);

    await db
      .updateTable('work_authorizations')
      .set({ status_id: WaStatuses.Confirmed })
      .where('proposal_id', '=', p.id)
      .execute();
    expect((await ctx().call(p.s, 'GET', `${API}/${p.id}/format`)).json<ProposalFormat>().Editable).toBe(
      false,
    );
    const refused = await ctx().call(p.s, 'PUT', `${API}/${p.id}/format`, { CoverLetter: 'After' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json<{ ModelState: { Service: string[] } }>().ModelState.Service).toEqual([M.NotEditable]);
    const kept = (await ctx().call(p.s, 'GET', `${API}/${p.id}/format`)).json<ProposalFormat>();
    expect(kept.CoverLetter).toBe('Before confirming');
  });

  it('summarises the spray work: services, trees, chemicals, applications this year and cost', async () => {
    const p = await formatProposal(ctx());
    const res = await ctx().call(p.s, 'POST', `${API}/spray-summary`, { ProposalId: p.id });
    expect(res.statusCode, res.body).toBe(200);
    const s = res.json<SpraySummary>();
    expect(s.Services.map((x) => x.Service)).toEqual([p.phc]);
    expect(s.Services[0]!.VisitsThisYear).toHaveLength(3);
    expect(s.Services[0]!.Items).toHaveLength(1);
    expect([s.Applications, s.Chemicals, s.Total]).toEqual([3, [p.chemical], 180]);
    const stranger = await signInWith(ctx(), `spray-other-${ctx().engine}`, { Proposals: P }, 1);
    expect(
      (await ctx().call(stranger.session, 'POST', `${API}/spray-summary`, { ProposalId: p.id })).statusCode,
    ).toBe(404);
  });
});
