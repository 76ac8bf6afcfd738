import { expect, it } from 'vitest';
import { B, F, P, R, type EncryptedIdResult, type ProposalFormat } from '@canopy/shared';
import { describeEngines } from './harness';
import { formatProposal } from './proposal-format.fixtures';
import { signInWith } from './support';

const URL = '/api/v1/encryption';

describeEngines('encryption', (ctx) => {
  it("encodes a proposal's id for its public link, fresh each time, and the link opens that proposal", async () => {
    const p = await formatProposal(ctx());
    const a = await ctx().call(p.s, 'POST', URL, { Id: p.id, Type: 'Proposal' });
    const b = await ctx().call(p.s, 'POST', URL, { Id: p.id, Type: 'Proposal' });
    expect([a.statusCode, b.statusCode], a.body).toEqual([200, 200]);
    const [first, second] = [a.json<EncryptedIdResult>(), b.json<EncryptedIdResult>()];
    expect(first.EncryptedId).toMatch(/^[A-Za-z0-9_-]{30,}$/);
    expect(first.EncryptedId).not.toBe(second.EncryptedId);
    // The id is sealed, not encoded: neither its base64 nor its digits can be read out of the link.
    // (Its digits may turn up in the random text itself, so the decoded bytes are what is checked.)
    expect(first.EncryptedId).not.toContain(Buffer.from(`${p.id}`).toString('base64url').slice(0, 3));
    expect(Buffer.from(first.EncryptedId, 'base64url').toString('latin1')).not.toMatch(
      new RegExp(`(^|\\D)${p.id}(\\D|$)`),
    );
    for (const link of [first.EncryptedId, second.EncryptedId]) {
      const open = await ctx().app.inject({ method: 'GET', url: `/api/v1/proposals/format/${link}` });
      expect(open.statusCode, open.body).toBe(200);
      expect(open.json<ProposalFormat>().Id).toBe(p.id);
    }
  });

  it('encodes only for a caller who reaches the proposal: 404 out of reach, 403 without the claim, 401 signed out', async () => {
    const p = await formatProposal(ctx(), { Proposals: P, InventoryItems: F }, 2);
    const body = { Id: p.id, Type: 'Proposal' };
    const as = async (name: string, claims: Record<string, number>) =>
      (await ctx().call((await signInWith(ctx(), name, claims, 1)).session, 'POST', URL, body)).statusCode;
    expect(await as('enc-branch', { Proposals: B })).toBe(404);
    expect(await as('enc-rep', { Proposals: P })).toBe(404);
    expect(await as('enc-none', { WorkOrders: F })).toBe(403);
    // ReadOnly reads every proposal (spec §2), so may hand on its link.
    expect(await as('enc-reader', { Proposals: R })).toBe(200);
    const signedOut = await ctx().app.inject({ method: 'POST', url: URL, payload: body });
    expect(signedOut.statusCode).toBe(401);
  });

  it('refuses an unknown record kind, a missing proposal and a malformed id', async () => {
    const p = await formatProposal(ctx());
    for (const [bad, status] of [
      [{ Id: p.id, Type: 'Invoice' }, 400],
      [{ Id: p.id }, 400],
      [{ Id: 'x', Type: 'Proposal' }, 400],
      [{ Id: 0, Type: 'Proposal' }, 400],
      [{ Id: 9_999_999, Type: 'Proposal' }, 404],
    ] as const) {
      const res = await ctx().call(p.s, 'POST', URL, bad);
      expect([JSON.stringify(bad), res.statusCode]).toEqual([JSON.stringify(bad), status]);
    }
  });
});
