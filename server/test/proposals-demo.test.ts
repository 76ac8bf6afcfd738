import { expect, it } from 'vitest';
import { ProposalStatuses, type Builder, type ProposalSearchResult } from '@canopy/shared';
import { describeEngines } from './harness';

const API = '/api/v1/proposals';

// A new user opens the demo and finds real proposals: every status of the list, each one built
// with a choice of pruning options, a plant-health program and photos a sales rep would take.
describeEngines('demo proposals', (ctx) => {
  it('has proposals in every status on the demo accounts, each built with options, a program and photos', async () => {
    const admin = await ctx().login('admin');
    const res = await ctx().call(admin, 'POST', `${API}/_search`, { Skip: 0, Take: 100 });
    expect(res.statusCode).toBe(200);
    const { Proposals } = res.json<ProposalSearchResult>();
    expect(new Set(Proposals.map((p) => p.StatusId))).toEqual(new Set(Object.values(ProposalStatuses)));
    expect(Proposals.every((p) => p.AccountName.length > 0)).toBe(true);

    for (const p of Proposals) {
      const b = (await ctx().call(admin, 'GET', `${API}/builder/${p.Id}`)).json<Builder>();
      const choices = b.ProposalGroups.flatMap((g) => g.ProposalOptionGroups);
      const choice = choices.find((og) => og.ProposalOptions.length === 2);
      expect(choice, `proposal ${p.ProposalNumber} offers two options`).toBeDefined();
      const options = choices.flatMap((og) => og.ProposalOptions);
      const services = options.flatMap((o) => o.ProposalItemServices);
      const materials = options.flatMap((o) => o.ProposalItemMaterials);
      expect(services.map((s) => s.Service)).toEqual(
        expect.arrayContaining(['Structural Pruning', 'Crown Cleaning', 'Apple Scab Program']),
      );
      expect(services.find((s) => s.Service === 'Apple Scab Program')!.Visits).toHaveLength(3);
      expect(materials.map((m) => m.Material)).toContain('Wood Chips');
      expect(b.Total).toBeGreaterThan(0);

      const photos = [...services, ...materials].flatMap((line) => line.Photos);
      expect(photos.length).toBeGreaterThanOrEqual(2);
      expect(photos.every((ph) => (ph.Caption ?? '').length > 0)).toBe(true);
    }

    // The photos are real pictures the builder shows by their signed links, not placeholders.
    const first = (await ctx().call(admin, 'GET', `${API}/builder/${Proposals[0]!.Id}`)).json<Builder>();
    const photo = first.ProposalGroups.flatMap((g) => g.ProposalOptionGroups)
      .flatMap((og) => og.ProposalOptions)
      .flatMap((o) => o.ProposalItemServices)
      .flatMap((s) => s.Photos)[0]!;
    const picture = await ctx().app.inject({ method: 'GET', url: photo.Url });
    expect(picture.statusCode).toBe(200);
    expect(picture.rawPayload.subarray(1, 4).toString()).toBe('PNG');
  });
});
